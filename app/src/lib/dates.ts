import {
  DateFormatter,
  getLocalTimeZone,
  parseDate,
  today,
  type CalendarDate,
} from '@internationalized/date';

/**
 * Dates and times as the portal shows them: Dutch (nl-NL) in Europe/Amsterdam, whatever the
 * browser's zone (spec sections 1 and 9). Date-only values are ISO `yyyy-MM-dd`; moments are ISO
 * date-times with an offset, as the server sends them.
 */

/** The locale of every date and number the portal shows. */
export const APP_LOCALE = 'nl-NL';

/** The zone every time is shown in, and weeks are counted in. */
export const APP_TIME_ZONE = 'Europe/Amsterdam';

const formatOptions = {
  date: { dateStyle: 'long' },
  shortDate: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  monthName: { month: 'long' },
  year: { year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type FormatName = keyof typeof formatOptions;

const formatters = new Map<FormatName, DateFormatter>();

/** The nl-NL formatter in Europe/Amsterdam for a format, made on first use. */
function formatter(name: FormatName): DateFormatter {
  let made = formatters.get(name);
  if (!made) {
    made = new DateFormatter(APP_LOCALE, { ...formatOptions[name], timeZone: APP_TIME_ZONE });
    formatters.set(name, made);
  }
  return made;
}

/** A `yyyy-MM-dd` date, or a moment (ISO date-time with offset, or a Date), as a JS Date. */
function toInstant(value: string | Date): Date {
  if (value instanceof Date) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? parseDate(value).toDate(APP_TIME_ZONE)
    : new Date(value);
}

/** '21 november 2026'. */
export function formatDate(value: string | Date): string {
  return formatter('date').format(toInstant(value));
}

/** '21-11-2026'. */
export function formatShortDate(value: string | Date): string {
  return formatter('shortDate').format(toInstant(value));
}

/** '08:30' (HH:mm, Amsterdam time). */
export function formatTime(value: string | Date): string {
  return formatter('time').format(toInstant(value));
}

/** 'november' for 11. */
export function monthName(month: number): string {
  return formatter('monthName').format(new Date(Date.UTC(2000, month - 1, 15, 12)));
}

/** The current year in Amsterdam. */
export function currentYear(now: Date = new Date()): number {
  return Number(formatter('year').format(now));
}

/** Today's date in Amsterdam. */
export function todayInAppZone(): CalendarDate {
  return today(APP_TIME_ZONE);
}

/** Whether the browser runs in another zone than Amsterdam (the timezone banner then shows). */
export function isBrowserOutsideAppTimeZone(browserZone: string = getLocalTimeZone()): boolean {
  return browserZone !== APP_TIME_ZONE;
}
