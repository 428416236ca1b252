import { parseDate, type CalendarDate } from '@internationalized/date';

/**
 * The date pickers take and give ISO calendar dates (`yyyy-MM-dd`, spec section 5) and convert
 * them to @internationalized/date values for react-aria.
 */

/** The calendar date of an ISO `yyyy-MM-dd` string; `null` for null, empty or unparsable input. */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** The ISO `yyyy-MM-dd` string of a calendar date, or `null` for none. */
export function toIsoDate(date: CalendarDate | null): string | null {
  return date ? date.toString() : null;
}

/** The message of a date that does not exist (decision 0018). */
export const IMPOSSIBLE_DATE_MESSAGE = 'Deze datum bestaat niet';

const ISO_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The ISO form of a date as typed, whether it exists or not: 31-02-1990 is `1990-02-31`. A field
 * that was given a date that does not exist passes this on, so the form refuses it instead of
 * saving the month's last day.
 */
export function typedIsoDate(year: number, month: number, day: number): string {
  const pad = (part: number, length: number) => String(part).padStart(length, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * Whether a value has the ISO shape of a date, with a month 1-12 and a day 1-31, that does not
 * exist (`1990-02-31`, `2021-02-29`, `2020-04-31`): a date someone typed, which no field may change
 * into another.
 */
export function isImpossibleIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_SHAPE.exec(value);
  if (!match) return false;
  const [month, day] = [Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && parseIsoDate(value) === null;
}
