import { DateFormatter } from '@internationalized/date';
import { APP_LOCALE, APP_TIME_ZONE, instantMs, type DateInput } from './dates.ts';

/**
 * The calendar's formats (weekday names, a date with its weekday, a moment), part of the one date
 * module but apart from dates.ts, so that screens without a calendar do not load them.
 */

const formatOptions = {
  weekdayDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  weekdayShort: { weekday: 'short' },
  weekdayLong: { weekday: 'long' },
  dateTime: { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type FormatName = keyof typeof formatOptions;

const formatters = new Map<FormatName, DateFormatter>();

function format(name: FormatName, value: DateInput): string {
  const instant = instantMs(value);
  if (instant === null) return typeof value === 'string' ? value : '';
  let made = formatters.get(name);
  if (!made) {
    made = new DateFormatter(APP_LOCALE, { ...formatOptions[name], timeZone: APP_TIME_ZONE });
    formatters.set(name, made);
  }
  return made.format(new Date(instant));
}

/** 'zaterdag 21 november 2026'. */
export function formatWeekdayDate(value: DateInput): string {
  return format('weekdayDate', value);
}

/** '21 november 14:05' (a moment, e.g. 'Laatst bijgewerkt'). */
export function formatDateTime(value: DateInput): string {
  return format('dateTime', value);
}

/** The Dutch short name of an ISO weekday (1 Monday … 7 Sunday): 'ma', 'di', … 'zo'. */
export function weekdayShortName(isoWeekday: number): string {
  // 1 January 2024 was a Monday.
  return format('weekdayShort', `2024-01-0${isoWeekday}`).replace(/\.$/, '');
}

/** The Dutch name of an ISO weekday (1 Monday … 7 Sunday): 'maandag' … 'zondag'. */
export function weekdayName(isoWeekday: number): string {
  return format('weekdayLong', `2024-01-0${isoWeekday}`);
}
