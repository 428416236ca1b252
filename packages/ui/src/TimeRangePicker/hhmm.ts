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

/** The editable parts of a time. */
export type TimeSegment = 'hour' | 'minute';

/** The digits typed one after another, from the segment where they began. */
export interface TypedDigits {
  segment: TimeSegment;
  digits: string;
}

/** The largest value of each part: hours 0-23, minutes 0-59. */
const SEGMENT_MAX: Record<TimeSegment, number> = { hour: 23, minute: 59 };

/**
 * What a digit typed into a segment makes of the digits typed before it: the digits now typed,
 * and the part they are refused for when two digits make an hour above 23 or minutes above 59.
 * react-aria would take '99' as 09:09 (the first 9 moves on to the minutes) and '25' as 05: here
 * two digits typed one after the other are one number, and one too large is refused.
 */
export function typeTimeDigit(
  typed: TypedDigits | null,
  segment: TimeSegment,
  digit: string,
): { typed: TypedDigits | null; refused: TimeSegment | null } {
  const continues =
    typed !== null &&
    typed.digits.length === 1 &&
    (segment === typed.segment ||
      (typed.segment === 'hour' && segment === 'minute' && Number(typed.digits) > 2));
  if (!continues) return { typed: { segment, digits: digit }, refused: null };
  const value = Number(`${typed.digits}${digit}`);
  return { typed: null, refused: value > SEGMENT_MAX[typed.segment] ? typed.segment : null };
}
