/** Dutch texts of the pieces in app/src/lib that screens share. */
export const libMessages = {
  comingSoon: 'Dit onderdeel komt binnenkort.',
  noAccessTitle: 'Geen toegang',
  noAccessText: 'Je hebt geen toegang tot deze pagina.',
  backHome: 'Naar de startpagina',
  loading: 'Bezig met laden…',
  loadFailed: 'Je gegevens konden niet worden geladen.',
  retry: 'Opnieuw proberen',
  cancel: 'Annuleren',
  /** Said on a link to the older site (lib/screen/ElsewhereLink.tsx). */
  leaving: '(opent de andere omgeving)',
  /** The service worker found a release newer than the open page (lib/serviceWorker.ts). */
  newRelease: 'Er is een nieuwe versie',
  newReleaseText: 'Je krijgt hem de volgende keer dat je het portaal opent.',
  /** A screen shows its last data: the back end cannot be reached (lib/screen/LastDataNotice). */
  offline: {
    title: 'Geen verbinding',
    text: 'Je ziet de laatst geladen gegevens; wijzigen kan weer zodra er verbinding is.',
    lastUpdated: (when: string) => `Laatst bijgewerkt ${when}`,
  },
} as const;

/** The message of an amount in euro (amounts.ts; spec section 5 'Rates'). */
export const amountMessages = {
  invalid: 'Vul een geldig bedrag in',
  rateTooLow: 'Vul een tarief hoger dan € 0,00 in',
  rateTooHigh: 'Vul een tarief van maximaal € 999,99 in',
} as const;

/** The messages of the date bounds (dateBounds.ts; ours, docs/decisions/0018-input-bounds). */
export const dateBoundMessages = {
  birthDateTooEarly: 'Je geboortedatum kan niet voor 1900 liggen',
  tooYoung: 'Je moet minimaal 15 jaar oud zijn',
  cvDateTooEarly: 'Deze datum kan niet voor 1950 liggen',
} as const;

/** Dutch texts of the shared field builders (formFields.ts); the messages are spec section 5's. */
export const formFieldMessages = {
  address: {
    street: 'Straat',
    streetRules: {
      required: 'Straat mag niet leeg zijn.',
      tooLong: 'Straat mag maximaal 255 tekens bevatten.',
    },
    houseNumber: 'Huis nr.',
    houseNumberRules: {
      required: 'Huis nr. mag niet leeg zijn.',
      tooLong: 'Huis nr. mag maximaal 15 tekens bevatten.',
    },
    zipCode: 'Postcode',
    zipCodeRules: {
      required: 'Postcode mag niet leeg zijn.',
      tooLong: 'Postcode mag maximaal 7 tekens bevatten.',
    },
    city: 'Woonplaats',
    cityRules: {
      required: 'Woonplaats mag niet leeg zijn.',
      tooLong: 'Woonplaats mag maximaal 255 tekens bevatten.',
    },
    poBox: 'Postbus',
    poBoxRules: { tooLong: 'Postbus mag maximaal 255 tekens bevatten.' },
    country: 'Land',
    countryRequired: 'Selecteer een land',
  },
} as const;
