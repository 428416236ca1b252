import { todayInAppZone } from '@pidz/ui';
import type { CalendarDate } from '@internationalized/date';
import type { DateLimit } from './formFields';
import { dateBoundMessages } from '../words/messages';

/**
 * Bounds of the dates users type, fitting their meaning (the spec gives only 'not in the future';
 * these are ours, as the contract states them: docs/decisions/0018-input-bounds).
 */

/** The earliest birth date: 1 January 1900. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';
/** The youngest a user of the portal is: 15 years (the Dutch minimum age for a side job). */
export const MINIMUM_AGE = 15;
/** The earliest date of a CV item (work, education, training, registration): 1 January 1950. */
export const EARLIEST_CV_DATE = '1950-01-01';

/** The latest birth date of someone of at least {@link MINIMUM_AGE} today (Europe/Amsterdam). */
export function latestBirthDate(today: CalendarDate = todayInAppZone()): string {
  return today.subtract({ years: MINIMUM_AGE }).toString();
}

/** A birth date: not before 1900, and the person at least 15 years old. */
export const birthDateLimits: { earliest: DateLimit; latest: DateLimit } = {
  earliest: { date: () => EARLIEST_BIRTH_DATE, message: dateBoundMessages.birthDateTooEarly },
  latest: { date: () => latestBirthDate(), message: dateBoundMessages.tooYoung },
};

/** A CV date: not before 1950. */
export const cvDateLimit: DateLimit = {
  date: () => EARLIEST_CV_DATE,
  message: dateBoundMessages.cvDateTooEarly,
};
