/** The longest travel time the slider and the input take, in minutes (docs/decisions/0012). */
export const TRAVEL_TIME_MAX = 180;

/** Dutch texts of the travel time screens. */
export const travelTimeMessages = {
  title: 'Reistijd',
  editTitle: 'Reistijd wijzigen',
  notANumber: 'Reistijd is een getal in minuten',
  notPositive: 'Reistijd mag niet 0 of negatief zijn.',
  tooLong: `Reistijd mag maximaal ${TRAVEL_TIME_MAX} minuten zijn.`,
} as const;
