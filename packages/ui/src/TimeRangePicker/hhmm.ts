import { parseTime, type Time } from '@internationalized/date';

/** Times travel as `HH:mm` strings (spec section 5), 24-hour clock. */

/** A period of a day as two `HH:mm` times; `null` for a time not (completely) entered. */
export interface TimeRange {
  /** Start, `HH:mm`. */
  from: string | null;
  /** End, `HH:mm`. */
  to: string | null;
}

/** The time of an `HH:mm` (or `HH:mm:ss`) string; `null` for null, empty or unparsable input. */
export function parseHHmm(value: string | null | undefined): Time | null {
  if (!value) return null;
  try {
    return parseTime(value);
  } catch {
    return null;
  }
}

/** The `HH:mm` string of a time (seconds dropped), or `null` for none. */
export function toHHmm(time: Pick<Time, 'hour' | 'minute'> | null): string | null {
  if (!time) return null;
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}
