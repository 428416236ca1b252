import { plural } from '@pidz/ui';

/**
 * Dutch texts of the shift lists. The spec gives the page title ('Opdrachten') and the filters'
 * names (section 3), not their Dutch labels: these are ours.
 */
export const shiftsMessages = {
  title: 'Opdrachten',
  tabsLabel: 'Soort opdrachten',
  kinds: { incidental: 'Incidenteel', periodical: 'Periodiek' },
  empty: {
    incidental: 'Je hebt geen komende incidentele opdrachten.',
    periodical: 'Je hebt geen komende periodieke opdrachten.',
  },
  /** How shifts reach a user, under an empty list (ours, docs/decisions/0030-first-run.md). */
  emptyNext:
    'Opdrachten komen op twee manieren bij je: een organisatie nodigt je uit voor een dienst (het aantal uitnodigingen staat op je dashboard), of je reageert zelf op open diensten in de andere omgeving.',
  openShifts: 'Open diensten bekijken',
  noMatch: 'Er zijn geen opdrachten die bij je filters passen.',
  filters: {
    title: 'Filters',
    /** The button that opens and closes the filters on a phone, with the number set. */
    toggle: (count: number) => (count === 0 ? 'Filters' : `Filters (${count})`),
    period: 'Periode',
    status: 'Status',
    statuses: { reserved: 'Gereserveerd', filled: 'Ingepland' },
    functions: 'Functie',
    dayParts: 'Dagdeel',
    dayPartNames: { night: 'Nacht', morning: 'Ochtend', afternoon: 'Middag', evening: 'Avond' },
    travelTime: 'Reistijd',
    anyTravelTime: 'Geen voorkeur',
    upTo: (minutes: number) => `Tot ${minutes} minuten`,
    alreadyWorkedAt: 'Alleen waar ik eerder heb gewerkt',
    clear: 'Filters wissen',
  },
  listLabel: (count: number) =>
    plural(count, { one: '1 opdracht', other: (n) => `${n} opdrachten` }),
} as const;

/** The two shift lists: `/shifts/incidental` and `/shifts/periodical`. */
export type ShiftKind = keyof typeof shiftsMessages.kinds;
