import { plural } from '@pidz/ui';

/** Dutch texts of the shell: layout, side menu, profile menu, banners, maintenance and not found. */
export const shellMessages = {
  leaveConfirmation: {
    title: 'Pagina verlaten?',
    text: 'Je hebt wijzigingen die nog niet zijn opgeslagen. Als je terugkomt op dit formulier, staan ze er nog.',
    stay: 'Blijven',
    leave: 'Pagina verlaten',
  },
  skipToContent: 'Naar de inhoud',
  sideMenuLabel: 'Hoofdmenu',
  menuButton: 'Menu',
  externalLink: '(opent de andere omgeving)',
  nav: {
    dashboard: 'Dashboard',
    calendar: 'Agenda',
    shifts: 'Opdrachten',
    agreements: 'Overeenkomsten',
    timesheets: 'Urenregistraties',
    invoices: 'Facturen',
    cv: 'CV',
    reviews: 'Reviews',
    support: 'Support',
  },
  openInvoices: (count: number) =>
    plural(count, { one: '1 openstaande factuur', other: (n) => `${n} openstaande facturen` }),
  resumeNeedsAttention: 'Je CV vraagt aandacht',
  settingsNav: {
    label: 'Instellingen',
    profile: 'Profiel',
    preferences: 'Voorkeuren',
    rates: 'Tarieven',
    travelTime: 'Reistijd',
    notifications: 'Meldingen',
  },
  profileMenu: {
    profile: 'Profiel',
    settings: 'Instellingen',
    preferences: 'Voorkeuren',
    changePassword: 'Wachtwoord wijzigen',
    logOut: 'Uitloggen',
    backToAdmin: 'Terug naar admin',
    logOutFailed:
      'Er ging iets mis bij het uitloggen, mogelijk helpt het om de pagina te verversen.',
  },
  /**
   * The spec gives no text: another account signed in in this browser (another tab) while this
   * page acted for its user; the page started again as that account (decision 0027).
   */
  accountChanged: {
    title: 'Ander account ingelogd',
    message:
      'In een ander tabblad is met een ander account ingelogd. Wat je hier nog niet had opgeslagen, is niet verstuurd en niet bewaard. Je werkt nu in het account dat is ingelogd.',
  },
  /** The spec gives no text: an impersonating admin whose portal holds no impersonation id. */
  impersonationWithoutId: {
    title: 'Meekijken werkt niet',
    message:
      'Je bent ingelogd als beheerder die meekijkt, maar de portal weet niet bij welke gebruiker. Wat je nu ziet of wijzigt, hoort mogelijk bij je eigen account. Ga terug naar admin en kies de gebruiker opnieuw.',
  },
  footer: (year: number, productName: string) => `© ${year} ${productName}`,
  bannersLabel: 'Meldingen over je account',
  banners: {
    unsubscribed: {
      title: 'Je bent uitgeschreven',
      text: 'Een medewerker van kantoor heeft je uitgeschreven. Neem contact op met kantoor als je vragen hebt of weer aan de slag wilt.',
    },
    manual_inactive: {
      title: 'Je account is inactief',
      text: 'Een medewerker van kantoor heeft je account op inactief gezet. Neem contact op met kantoor voor meer informatie.',
    },
    invoice: {
      title: 'Openstaande facturen',
      text: 'Je hebt openstaande softwarefacturen. Betaal ze met een online bankbetaling, daarna kun je de app weer gebruiken.',
    },
    timezone: {
      title: 'Andere tijdzone',
      text: 'Alle tijden zijn de Nederlandse tijd op de plek van de opdracht, niet de tijd van je telefoon. Daarom kun je urenregistraties voorlopig niet bewerken.',
    },
    activate_profile: {
      title: 'Activeer je profiel',
      text: 'Vul je gegevens aan en laat je documenten goedkeuren, dan wordt je profiel actief.',
    },
    nearly_inactive: {
      title: 'Je wordt bijna inactief',
      text: 'Er zijn documenten verlopen. Vernieuw ze, anders wordt je profiel inactief.',
    },
    profile_incomplete: {
      title: 'Je profiel is niet compleet',
      text: 'Vul de gegevens aan die nog ontbreken in je profiel.',
    },
    profile_files_nearly_expired: {
      title: 'Documenten verlopen bijna',
      text: 'Er zijn documenten die bijna verlopen. Vernieuw ze op tijd, zodat je profiel niet inactief wordt.',
    },
    resume_incomplete: {
      title: 'Je CV is niet compleet',
      text: 'Vul je CV aan en vervang onderdelen die zijn afgekeurd of verlopen.',
    },
    resume_items_nearly_expired: {
      title: 'Onderdelen van je CV verlopen bijna',
      text: 'Er zijn onderdelen van je CV die bijna verlopen. Vernieuw ze op tijd, zodat je profiel niet inactief wordt.',
    },
  },
  bannerActions: {
    payInvoice: 'Factuur betalen',
    toDocuments: 'Naar je documenten',
    renewDocuments: 'Documenten vernieuwen',
    completeProfile: 'Profiel aanvullen',
    completeResume: 'CV aanvullen',
    toResume: 'Naar je CV',
  },
  /** What the dashboard's banners say when they name what expired or is missing (0023). */
  expiry: {
    documentsExpired: (names: string, count: number) =>
      plural(count, {
        one: `${names} is verlopen. Vernieuw het document, anders wordt je profiel inactief.`,
        other: `${names} zijn verlopen. Vernieuw ze, anders wordt je profiel inactief.`,
      }),
    documentsNearing: (names: string, count: number) =>
      plural(count, {
        one: `${names} verloopt bijna. Vernieuw het document op tijd, zodat je profiel niet inactief wordt.`,
        other: `${names} verlopen bijna. Vernieuw ze op tijd, zodat je profiel niet inactief wordt.`,
      }),
    resumeExpired: (names: string, count: number) =>
      plural(count, {
        one: `Je ${names} op je CV is verlopen. Verwijder hem en voeg een nieuwe toe, anders wordt je profiel inactief.`,
        other: `Op je CV zijn verlopen: ${names}. Verwijder ze en voeg nieuwe toe, anders wordt je profiel inactief.`,
      }),
    resumeNearing: (names: string, count: number) =>
      plural(count, {
        one: `Je ${names} op je CV verloopt bijna. Vernieuw hem op tijd, zodat je profiel niet inactief wordt.`,
        other: `Op je CV verlopen bijna: ${names}. Vernieuw ze op tijd, zodat je profiel niet inactief wordt.`,
      }),
    missingDocuments: (names: string) =>
      `Voeg deze documenten toe: ${names}. Vul ook je gegevens aan; als kantoor alles heeft goedgekeurd, wordt je profiel actief.`,
    renew: (name: string) => `${name} vernieuwen`,
    add: (name: string) => `${name} toevoegen`,
    toItem: (name: string) => `Naar je ${name}`,
    /** An action done on the older site: the insurance documents go through Support (0030). */
    viaSupport: (action: string) => `${action} via Support`,
    registration: (type: string) => `registratie ${type}`,
    resumeSections: {
      registrations: 'registratie',
      educations: 'opleiding',
      trainings: 'training',
      workExperience: 'werkervaring',
      languages: 'taal',
    },
    and: ' en ',
  },
  paymentReturned: 'Bedankt, je betaling wordt verwerkt.',
  paymentNotCompleted: {
    title: 'De betaling is niet gelukt of geannuleerd',
    message: 'De factuur staat nog open. Je kunt hem opnieuw betalen.',
  },
  maintenanceTitle: 'Onderhoud',
  maintenanceText: 'Het portaal is tijdelijk in onderhoud. Probeer het later nog eens.',
  maintenanceRecheck: 'We kijken elke minuut of het portaal weer beschikbaar is.',
  notFoundTitle: 'Pagina niet gevonden',
  notFoundText: 'De pagina die je zoekt bestaat niet (meer).',
  sessionFailedTitle: 'Er is iets misgegaan',
  sessionFailedText: 'Je gegevens konden niet worden geladen.',
  retry: 'Opnieuw proberen',
} as const;
