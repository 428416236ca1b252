import { atWallClock, toIsoDateTime } from '@pidz/dates';
import type { CalendarDate } from '@internationalized/date';

/**
 * Periods as the server compares them. The days and times are @pidz/dates' (Europe/Amsterdam, the
 * one date module of the portal and its mocks).
 */

/** The ISO date-time (with offset) of a wall-clock time on a day in Europe/Amsterdam. */
export function atTime(day: CalendarDate, hour: number, minute = 0): string {
  return toIsoDateTime(atWallClock(day, hour, minute));
}

/** The instant of an ISO date-time, for comparisons. */
export function instant(value: string): number {
  return Date.parse(value);
}

/** A period between two ISO date-times. */
export interface Period {
  start: string;
  end: string;
}

/** True when two periods share some time (touching ends do not overlap). */
export function overlaps(a: Period, b: Period): boolean {
  return instant(a.start) < instant(b.end) && instant(b.start) < instant(a.end);
}
