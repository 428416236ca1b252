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
