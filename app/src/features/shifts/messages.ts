/** Dutch texts of the shifts. */
export const shiftsMessages = {
  title: 'Opdrachten',
  kinds: { incidental: 'Incidentele opdrachten', periodical: 'Periodieke opdrachten' },
} as const;

/** The two shift lists: `/shifts/incidental` and `/shifts/periodical`. */
export type ShiftKind = keyof typeof shiftsMessages.kinds;
