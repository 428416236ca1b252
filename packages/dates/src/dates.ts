import {
  CalendarDate,
  DateFormatter,
  fromAbsolute,
  fromDate,
  getLocalTimeZone,
  parseAbsolute,
  parseDate,
  parseDateTime,
  toCalendarDate,
  today,
  toZoned,
  type ZonedDateTime,
} from '@internationalized/date';

/**
 * Dates and times as the portal shows them: Dutch (nl-NL) in Europe/Amsterdam, whatever the
 * browser's zone (spec sections 1 and 9). The one place that knows the locale and the zone; the
 * components and the app format through it.
 *
 * Input (`DateInput`) is what the server sends: an ISO date `yyyy-MM-dd` (a calendar day, taken as
 * is), an ISO date-time with offset or `Z` (an instant), an ISO date-time without offset (a wall
 * clock time in Amsterdam), or a JS `Date` (an instant).
 */

/** The locale of every date and number the portal shows. */
export const APP_LOCALE = 'nl-NL';

/** The zone every time is shown in, and weeks are counted in. */
export const APP_TIME_ZONE = 'Europe/Amsterdam';

/** A date or moment as the server sends it (ISO text), or a JS Date. */
export type DateInput = string | Date;

const plainDate = /^\d{4}-\d{2}-\d{2}$/;
/** A date-time, then `Z` or an offset (±hh, ±hhmm, ±hh:mm). */
const withOffset = /^(.+T.+?)(?:Z|([+-])(\d{2})(?::?(\d{2}))?)$/;

/**
 * An ISO 8601 date-time with offset or `Z` (as the server sends an instant) as an Amsterdam
 * date-time; throws when it is not one. Every instant the portal reads goes through here:
 * parseAbsolute (3.12) gets negative offsets with minutes wrong (it reads -03:30 as -02:30 and
 * -00:15 as +00:15), so the offset is read here and the wall clock parsed as UTC.
 */
export function parseInstant(iso: string): ZonedDateTime {
  const { wallClock, offsetMinutes } = splitOffset(iso);
  return parseAbsolute(`${wallClock}Z`, APP_TIME_ZONE).subtract({ minutes: offsetMinutes });
}

/** An ISO date-time with offset or `Z` as its wall clock and its offset in minutes; throws when it is none. */
function splitOffset(iso: string): { wallClock: string; offsetMinutes: number } {
  const match = withOffset.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date-time with offset: ${iso}`);
  const [, wallClock = '', sign, hours = '0', minutes = '0'] = match;
  return {
    wallClock,
    offsetMinutes: (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)),
  };
}

/** An epoch-millisecond instant as an Amsterdam date-time. */
export function fromInstant(epochMs: number): ZonedDateTime {
  return fromAbsolute(epochMs, APP_TIME_ZONE);
}

/**
 * The value as a date-time in Amsterdam, or `null` when it is no date: an ISO date is midnight of
 * that day, an ISO date-time with offset that instant, one without offset that wall-clock time.
 */
export function toAppZone(value: DateInput): ZonedDateTime | null {
  try {
    if (value instanceof Date) {
      return Number.isNaN(value.getTime()) ? null : fromDate(value, APP_TIME_ZONE);
    }
    if (plainDate.test(value)) return toZoned(parseDate(value), APP_TIME_ZONE);
    if (withOffset.test(value)) return parseInstant(value);
    return toZoned(parseDateTime(value), APP_TIME_ZONE);
  } catch {
    return null;
  }
}

/**
 * An ISO date-time with offset or `Z` as epoch milliseconds, or `undefined` when it is none: the
 * same instant as {@link parseInstant}, read as UTC (the library's path without time-zone
 * lookups) instead of as an Amsterdam date-time.
 */
function quickInstantMs(iso: string): number | undefined {
  try {
    const { wallClock, offsetMinutes } = splitOffset(iso);
    return parseAbsolute(`${wallClock}Z`, 'UTC').toDate().getTime() - offsetMinutes * 60_000;
  } catch {
    return undefined;
  }
}

/**
 * The instants of the ISO texts read so far: a calendar reads the same items' starts and ends, and
 * the same days, again (a tile's times and its night-shift check, the month shown again).
 */
const instants = new Map<string, number | null>();
/**
 * Texts kept: a few months of a full calendar's items, and a few years of days; past it the memo
 * starts again.
 */
const MAX_INSTANTS = 10_000;

/**
 * The instant of a value as epoch milliseconds (what a format shows), or `null` when it is no
 * date, as `toAppZone` reads it: an instant with offset without building an Amsterdam date-time;
 * a text remembered once read.
 */
export function instantMs(value: DateInput): number | null {
  if (typeof value !== 'string') return toAppZone(value)?.toDate().getTime() ?? null;
  let instant = instants.get(value);
  if (instant === undefined) {
    if (instants.size >= MAX_INSTANTS) instants.clear();
    instant = readInstantMs(value);
    instants.set(value, instant);
  }
  return instant;
}

/** `instantMs` of a text, read afresh. */
function readInstantMs(text: string): number | null {
  const quick = withOffset.test(text) ? quickInstantMs(text) : undefined;
  return quick ?? toAppZone(text)?.toDate().getTime() ?? null;
}

const formatOptions = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  shortDate: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  monthName: { month: 'long' },
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

/** Formats a value in Amsterdam; text that is no date comes back unchanged, an invalid Date as ''. */
function format(name: FormatName, value: DateInput): string {
  const instant = instantMs(value);
  if (instant === null) return typeof value === 'string' ? value : '';
  return formatter(name).format(new Date(instant));
}

/** '21 november 2026'. */
export function formatDate(value: DateInput): string {
  return format('date', value);
}

/** '21-11-2026'. */
export function formatShortDate(value: DateInput): string {
  return format('shortDate', value);
}

/** '08:30' (HH:mm, 24-hour clock, Amsterdam time). */
export function formatTime(value: DateInput): string {
  return format('time', value);
}

/** The formatter of `formatTimeWithSeconds`, made on first use (apart: the portal never shows seconds). */
let timeWithSeconds: DateFormatter | undefined;

/** '08:30:15' (HH:mm:ss, Amsterdam time): a moment to the second, as the mock's pages show one. */
export function formatTimeWithSeconds(value: DateInput): string {
  const instant = instantMs(value);
  if (instant === null) return typeof value === 'string' ? value : '';
  timeWithSeconds ??= new DateFormatter(APP_LOCALE, {
    ...formatOptions.time,
    second: '2-digit',
    timeZone: APP_TIME_ZONE,
  });
  return timeWithSeconds.format(new Date(instant));
}

/** '08:30–17:00': both times in Amsterdam, joined by an en dash. */
export function formatTimeRange(start: DateInput, end: DateInput): string {
  return `${formatTime(start)}–${formatTime(end)}`;
}

/** The Dutch name of a month (1-12): 'november' for 11. */
export function monthName(month: number): string {
  return formatter('monthName').format(new CalendarDate(2000, month, 15).toDate(APP_TIME_ZONE));
}

/** The current year in Amsterdam (on 31 December 23:30 UTC it is already the next one). */
export function currentYear(now: Date = new Date()): number {
  return todayInAppZone(now).year;
}

/**
 * Today's date in Amsterdam (on 31 December 23:30 UTC it is already 1 January): the portal's one
 * 'today'. `at` for tests: the moment to take as now.
 */
export function todayInAppZone(at?: Date): CalendarDate {
  return at ? toCalendarDate(fromInstant(at.getTime())) : today(APP_TIME_ZONE);
}

/** Today in Amsterdam as ISO `yyyy-MM-dd`, e.g. for a date picker's `maxValue`. */
export function todayIsoDate(): string {
  return todayInAppZone().toString();
}

/** Whether the browser runs in another zone than Amsterdam (the timezone banner then shows). */
export function isBrowserOutsideAppTimeZone(browserZone: string = getLocalTimeZone()): boolean {
  return browserZone !== APP_TIME_ZONE;
}

/**
 * Whether the period runs past midnight in Amsterdam (what makes a shift a night shift): its start
 * and its last moment fall on different Amsterdam days. Ending at exactly 00:00 does not count.
 * `false` when either value is no date.
 */
export function crossesMidnight(start: DateInput, end: DateInput): boolean {
  const from = instantMs(start);
  const to = instantMs(end);
  if (from === null || to === null) return false;
  // Two moments are on the same Amsterdam day when that day is written the same.
  const day = formatter('shortDate');
  return day.format(new Date(from)) !== day.format(new Date(to - 1));
}
