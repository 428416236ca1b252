import {
  CalendarDateTime,
  getDayOfWeek,
  toZoned,
  type CalendarDate,
  type ZonedDateTime,
} from '@internationalized/date';
import { APP_TIME_ZONE, instantMs } from './dates.ts';

/**
 * Days and moments in Amsterdam, for what counts days and places times on them (the calendar):
 * part of the one date module, beside the formats. Nothing here reads the process zone: instants
 * are epoch milliseconds or ISO text with an offset, and days come from @internationalized/date
 * with the zone named.
 */

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
    APP_TIME_ZONE,
    'compatible',
  );
}

/** Midnight (00:00) at the start of an Amsterdam day, as epoch milliseconds. */
export function startOfDayInstant(day: CalendarDate): number {
  return instantMs(day.toString()) ?? toZoned(day, APP_TIME_ZONE).toDate().getTime();
}

/** The ISO date-time of 00:00 Amsterdam on a day: `2026-10-26T00:00:00+01:00`. */
export function startOfDayIso(day: CalendarDate): string {
  return toIsoDateTime(toZoned(day, APP_TIME_ZONE));
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
