import {
  CalendarDateTime,
  getDayOfWeek,
  now,
  parseAbsolute,
  toCalendarDate,
  toZoned,
  today,
  type CalendarDate,
  type ZonedDateTime,
} from '@internationalized/date';

/**
 * The calendar's clock: every day, time and week is Europe/Amsterdam (spec sections 1 and 9),
 * whatever the browser's zone. Nothing here reads the process zone: instants are compared as
 * epoch milliseconds and days come from @internationalized/date with the zone named.
 */

/** The zone the calendar shows its days and times in, and counts its weeks in. */
export const CALENDAR_TIME_ZONE = 'Europe/Amsterdam';

const MS_PER_MINUTE = 60_000;

/** Today's date in Amsterdam (`at` for tests: the moment to take as now). */
export function amsterdamToday(at?: Date): CalendarDate {
  return at ? toCalendarDate(fromInstant(at.getTime())) : today(CALENDAR_TIME_ZONE);
}

/** The current moment in Amsterdam (`at` for tests). */
export function amsterdamNow(at?: Date): ZonedDateTime {
  return at ? fromInstant(at.getTime()) : now(CALENDAR_TIME_ZONE);
}

/** An epoch-millisecond instant as an Amsterdam date-time. */
export function fromInstant(epochMs: number): ZonedDateTime {
  return parseAbsolute(new Date(epochMs).toISOString(), CALENDAR_TIME_ZONE);
}

/** An ISO 8601 date-time with offset (as the server sends it) as an Amsterdam date-time. */
export function parseInstant(iso: string): ZonedDateTime {
  return parseAbsolute(iso, CALENDAR_TIME_ZONE);
}

/** The ISO 8601 date-time with offset the contract carries: `2026-03-29T03:00:00+02:00`. */
export function toIsoDateTime(value: ZonedDateTime): string {
  return value.toString().replace(/\[.*\]$/, '');
}

/**
 * The Amsterdam moment of a wall-clock time on a day. A time that does not exist (02:30 on the
 * last Sunday of March) moves forward by the gap; an hour that happens twice (02:30 on the last
 * Sunday of October) is its first, summer-time, occurrence.
 */
export function atWallClock(day: CalendarDate, hour = 0, minute = 0): ZonedDateTime {
  return toZoned(
    new CalendarDateTime(day.year, day.month, day.day, hour, minute),
    CALENDAR_TIME_ZONE,
    'compatible',
  );
}

/** Midnight (00:00) at the start of an Amsterdam day, as epoch milliseconds. */
export function startOfDayInstant(day: CalendarDate): number {
  return toZoned(day, CALENDAR_TIME_ZONE).toDate().getTime();
}

/** The ISO date-time of 00:00 Amsterdam on a day: `2026-10-26T00:00:00+01:00`. */
export function startOfDayIso(day: CalendarDate): string {
  return toIsoDateTime(toZoned(day, CALENDAR_TIME_ZONE));
}

/** The length of an Amsterdam day in minutes: 1440, or 1380 / 1500 on the days the clocks change. */
export function minutesInDay(day: CalendarDate): number {
  return (startOfDayInstant(day.add({ days: 1 })) - startOfDayInstant(day)) / MS_PER_MINUTE;
}

/** The key a day is grouped under: ISO `yyyy-MM-dd`. */
export type DayKey = string;

/** The `yyyy-MM-dd` key of a day. */
export function dayKey(day: CalendarDate): DayKey {
  return day.toString();
}

/** The ISO weekday of a date: 1 Monday … 7 Sunday (independent of locale data). */
export function isoWeekday(day: CalendarDate): number {
  return getDayOfWeek(day, 'en-GB', 'mon') + 1;
}

/** The Monday of the (ISO, Monday-first) week a date lies in. */
export function mondayOf(day: CalendarDate): CalendarDate {
  return day.subtract({ days: isoWeekday(day) - 1 });
}

/** The number of whole days from `a` to `b` (negative when `b` is earlier). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return b.compare(a);
}
