import { plural } from '@pidz/ui';

/**
 * Dutch texts of the calendar. From the spec: 'Agenda', 'Hele dag' and 'Tijd'. The field and choice
 * labels follow the calendar issue ('Van', 'Tot',
 * 'Herhalen', 'Nooit', 'Dagelijks', 'Wekelijks', 'Eindigt', 'Na een jaar', 'Na aantal keer',
 * 'Aantal keer', 'Op datum', 'Einddatum'). The spec gives no validation messages for this form;
 * those in `form` are ours (the end-after-start one mirrors the server's 1703).
 */
export const calendarMessages = {
  title: 'Agenda',
  addTitle: 'Niet beschikbaar toevoegen',
  editTitle: 'Agenda-item bewerken',
  controls: {
    label: 'Periode',
    previous: 'Vorige',
    today: 'Vandaag',
    next: 'Volgende',
    viewLabel: 'Weergave',
    views: { month: 'Maand', week: 'Week', list: 'Lijst' },
    weekLabel: 'Week',
    weekOption: (week: number) => `Week ${week}`,
    weekHeading: (week: number, year: number) => `Week ${week}, ${year}`,
    addUnavailable: 'Niet beschikbaar toevoegen',
    connect: 'Agenda koppelen',
    more: 'Meer',
  },
  grid: {
    label: (heading: string) => `Agenda ${heading}`,
    itemCount: (count: number) =>
      plural(count, { zero: 'geen items', one: '1 item', other: (n) => `${n} items` }),
    today: 'vandaag',
    more: (count: number) => `+${count} meer`,
    loading: 'Bezig met laden…',
    allDay: 'Hele dag',
    hours: 'Uren',
    legend: 'Legenda',
  },
  list: {
    empty: 'Er staat niets in deze periode.',
  },
  /** The month's selection of days and its bar (issue 27; docs/decisions/0022). */
  selection: {
    count: (count: number) =>
      plural(count, { one: '1 dag geselecteerd', other: (n) => `${n} dagen geselecteerd` }),
    cleared: 'Selectie gewist',
    barLabel: 'Geselecteerde dagen',
    allDay: 'Hele dag',
    markUnavailable: 'Niet beschikbaar',
    makeAvailable: 'Beschikbaar maken',
    clear: 'Selectie wissen',
    /** The button that starts the month's mode in which a tap toggles a day. */
    pick: 'Dagen selecteren',
    /** Leaves that mode. */
    done: 'Klaar',
    /** Said when the mode starts. */
    pickHint: 'Tik of klik op de dagen die je wilt selecteren',
    timesInvalid: 'Vul een begintijd en een eindtijd in; de eindtijd moet na de begintijd liggen.',
    marked: (count: number) =>
      plural(count, {
        zero: 'Geen dagen niet beschikbaar gemaakt',
        one: '1 dag niet beschikbaar gemaakt',
        other: (n) => `${n} dagen niet beschikbaar gemaakt`,
      }),
    freed: (count: number) =>
      plural(count, {
        zero: 'Geen dagen beschikbaar gemaakt',
        one: '1 dag beschikbaar gemaakt',
        other: (n) => `${n} dagen beschikbaar gemaakt`,
      }),
    skipped: (count: number, reason: 'shift' | 'request' | 'unavailable') =>
      `${plural(count, { one: '1 dag', other: (n) => `${n} dagen` })} overgeslagen: ${
        {
          shift: 'je hebt daar een dienst',
          request: 'je hebt daar een aanvraag',
          unavailable: 'je bent daar al niet beschikbaar',
        }[reason]
      }`,
    failed: (count: number, why: string) =>
      `${plural(count, { one: '1 dag', other: (n) => `${n} dagen` })} niet gelukt: ${why}`,
    retry: 'Die dagen blijven geselecteerd; probeer het nog eens.',
    doneTitle: 'Agenda bijgewerkt',
    partlyTitle: 'Niet alles gelukt',
    undo: 'Ongedaan maken',
    undone: 'Ongedaan gemaakt',
    undoneText: 'Je agenda is weer zoals hij was.',
  },
  drawer: {
    empty: 'Er staat niets op deze dag.',
    add: 'Niet beschikbaar toevoegen',
    close: 'Sluiten',
  },
  edit: {
    scopeLabel: 'Wijzigen',
    scope: { one: 'Alleen deze', series: 'Hele reeks' },
    seriesCount: (count: number) =>
      plural(count, {
        one: 'Deze reeks heeft 1 item.',
        other: (n) => `Deze reeks heeft ${n} items.`,
      }),
    remove: 'Verwijderen',
    removeTitle: 'Niet beschikbaar verwijderen',
    removeQuestion: 'Weet je zeker dat je deze periode wilt verwijderen?',
    removeSeriesQuestion: (count: number) =>
      `Deze periode hoort bij een reeks van ${count} items. Wat wil je verwijderen?`,
    cancel: 'Annuleren',
    saved: 'Opgeslagen',
    savedText: 'Je agenda is bijgewerkt.',
    removed: 'Verwijderd',
    removedText: 'De periode is uit je agenda gehaald.',
    removedSeriesText: (count: number) =>
      plural(count, {
        one: '1 item is uit je agenda gehaald.',
        other: (n) => `${n} items zijn uit je agenda gehaald.`,
      }),
    undo: 'Ongedaan maken',
    restored: 'Teruggezet',
    restoredText: 'De periode staat weer in je agenda.',
    /** A clash (1702) in the dialog, with the clashing days when the server names them. */
    overlap: (days: string) =>
      days
        ? `Er bestaat al een agenda-item op dit tijdstip: ${days}.`
        : 'Er bestaat al een agenda-item op dit tijdstip.',
    overlapMore: (count: number) => `${count} andere ${count === 1 ? 'dag' : 'dagen'}`,
    added: 'Toegevoegd',
    addedText: (count: number) =>
      plural(count, {
        one: 'De periode staat in je agenda.',
        other: (n) => `${n} periodes staan in je agenda.`,
      }),
  },
  shift: {
    title: 'Dienst',
    organisation: 'Organisatie',
    department: 'Afdeling',
    function: 'Functie',
    address: 'Adres',
    date: 'Datum',
    time: 'Tijd',
    statusLabel: 'Status',
    notFound: 'Deze dienst staat niet (meer) in je agenda.',
    /** A freelancer request (calendar item type 4) opened from its tile. */
    request: {
      title: 'Aanvraag',
      status: 'Aangevraagd',
      next: 'De organisatie beslist over je aanvraag. Zodra ze dat heeft gedaan, zie je het hier en bij Opdrachten.',
      toShifts: 'Naar Opdrachten',
    },
    back: 'Terug naar de agenda',
    /** Opened from the dashboard's next shifts or a shift list: back there (ours, 0030). */
    backToDashboard: 'Terug naar het dashboard',
    backToShifts: 'Terug naar Opdrachten',
  },
  connect: {
    intro:
      'Zie je diensten in je eigen agenda-app. Abonneer je op dit persoonlijke adres; deel het met niemand.',
    addressLabel: 'Agenda-adres',
    copy: 'Kopieer',
    copied: 'Gekopieerd',
    copyFailed: 'Kopiëren lukte niet; selecteer het adres en kopieer het zelf.',
    steps: [
      {
        name: 'Google Agenda',
        steps: [
          'Open Google Agenda op een computer.',
          "Kies bij 'Andere agenda's' het plusteken en dan 'Via URL'.",
          "Plak het adres en kies 'Agenda toevoegen'.",
        ],
      },
      {
        name: 'Apple Agenda',
        steps: [
          "Kies in Agenda 'Archief' en dan 'Nieuw agenda-abonnement'.",
          "Plak het adres en kies 'Abonneer'.",
        ],
      },
      {
        name: 'Outlook',
        steps: [
          "Kies in de agenda 'Agenda toevoegen' en dan 'Abonneren via internet'.",
          "Plak het adres en kies 'Importeren'.",
        ],
      },
    ],
  },
  form: {
    startDateLabel: 'Van',
    endDateLabel: 'Tot',
    allDayLabel: 'Hele dag',
    timeLabel: 'Tijd',
    repeatLabel: 'Herhalen',
    repeat: { never: 'Nooit', daily: 'Dagelijks', weekly: 'Wekelijks' },
    endModeLabel: 'Eindigt',
    endMode: { oneYear: 'Na een jaar', setAmount: 'Na aantal keer', onDate: 'Op datum' },
    amountLabel: 'Aantal keer',
    repeatEndDateLabel: 'Einddatum',
    startDateRequired: 'Vul de datum bij Van in.',
    endDateRequired: 'Vul de datum bij Tot in.',
    dateOutsideCalendar: 'Kies een datum van 1970 tot en met 2099.',
    endDateBeforeStartDate: 'De datum bij Tot mag niet voor de datum bij Van liggen.',
    timeRequired: 'Vul een begintijd en een eindtijd in (uu:mm).',
    endNotAfterStart: 'De eindtijd moet na de begintijd liggen.',
    amountRequired: 'Vul in hoe vaak het item terugkomt.',
    amountOutOfRange: 'Vul bij Aantal keer een heel getal van 1 tot en met 367 in.',
    repeatEndDateRequired: 'Vul een einddatum in.',
    repeatEndDateBeforeStart: 'De einddatum mag niet voor de datum bij Van liggen.',
    dailyTooLong: 'Een item dat dagelijks terugkomt, mag hoogstens een dag duren.',
    weeklyTooLong: 'Een item dat wekelijks terugkomt, mag hoogstens een week duren.',
  },
} as const;
