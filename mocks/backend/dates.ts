import {
  CalendarDateTime,
  parseAbsolute,
  today,
  toZoned,
  type CalendarDate,
  type ZonedDateTime,
} from '@internationalized/date';

/** The zone every date of the product is in. */
export const TIME_ZONE = 'Europe/Amsterdam';

/** Today in Europe/Amsterdam: seed data is placed relative to it. */
export function amsterdamToday(): CalendarDate {
  return today(TIME_ZONE);
}

/** An ISO date-time with offset as the server sends it, e.g. `2026-03-02T07:00:00+01:00`. */
export function toIsoDateTime(value: ZonedDateTime): string {
  return value.toString().replace(/\[.*\]$/, '');
}

/** The ISO date-time of a wall-clock time on a day in Europe/Amsterdam. */
export function atTime(day: CalendarDate, hour: number, minute = 0): string {
  const local = new CalendarDateTime(day.year, day.month, day.day, hour, minute);
  return toIsoDateTime(toZoned(local, TIME_ZONE));
}

/** Parses an ISO date-time with offset into Europe/Amsterdam. */
export function parseIsoDateTime(value: string): ZonedDateTime {
  return parseAbsolute(value, TIME_ZONE);
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
