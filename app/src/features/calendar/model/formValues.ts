import {
  parseDate,
  parseTime,
  toCalendarDate,
  type CalendarDate,
  type ZonedDateTime,
} from '@internationalized/date';
import { RepeatEndMode, RepeatType, type CalendarItem } from '@pidz/contracts';
import { atWallClock, fromInstant, parseInstant, todayInAppZone } from '@pidz/ui';
import { calendarMessages } from '../messages';

/**
 * The add/edit form of an unavailable period: its values (in the shapes the form inputs hold),
 * the defaults, the values of an item and the period they describe. Their conversion to the
 * contract's params is formParams.ts, the rules of the fields formRules.ts.
 */

const messages = calendarMessages.form;

/** 'Herhalen': 'Nooit', 'Dagelijks', 'Wekelijks' (radio values). */
export type RepeatChoice = 'never' | 'daily' | 'weekly';
/** 'Eindigt': 'Na een jaar', 'Na aantal keer', 'Op datum' (radio values). */
export type EndModeChoice = 'oneYear' | 'setAmount' | 'onDate';

/** The contract's repeat kind of each choice, and back. */
export const repeatTypeOfChoice: Record<RepeatChoice, RepeatType> = {
  never: RepeatType.NEVER,
  daily: RepeatType.DAILY,
  weekly: RepeatType.WEEKLY,
};
export const repeatChoiceOfType: Record<RepeatType, RepeatChoice> = {
  [RepeatType.NEVER]: 'never',
  [RepeatType.DAILY]: 'daily',
  [RepeatType.WEEKLY]: 'weekly',
};

/** The contract's end mode of each choice, and back. */
export const endModeOfChoice: Record<EndModeChoice, RepeatEndMode> = {
  oneYear: RepeatEndMode.ONE_YEAR,
  setAmount: RepeatEndMode.SET_AMOUNT,
  onDate: RepeatEndMode.ON_DATE,
};
export const endModeChoiceOfMode: Record<RepeatEndMode, EndModeChoice> = {
  [RepeatEndMode.ONE_YEAR]: 'oneYear',
  [RepeatEndMode.SET_AMOUNT]: 'setAmount',
  [RepeatEndMode.ON_DATE]: 'onDate',
};

/** The choices in the order the form offers them, with their labels. */
export const repeatOptions = (['never', 'daily', 'weekly'] as const).map((value) => ({
  value,
  label: messages.repeat[value],
}));
export const endModeOptions = (['oneYear', 'setAmount', 'onDate'] as const).map((value) => ({
  value,
  label: messages.endMode[value],
}));

/** The most occurrences of a series (the server's limit: a daily series of a year, both ends in). */
export const MAX_REPEAT_AMOUNT = 367;

/** The values of the form. Dates are ISO `yyyy-MM-dd`, times `HH:mm`, in Amsterdam. */
export interface CalendarFormValues {
  /** 'Van': the first day. */
  startDate: string | null;
  /** 'Tot': the last day (all-day), or the day the period ends on. */
  endDate: string | null;
  /** 'Hele dag': 00:00 of 'Van' to 24:00 of 'Tot'. */
  isAllDay: boolean;
  /** 'Tijd' (the time-range picker's value): start on 'Van', end on 'Tot'; unused when all day. */
  time: { from: string | null; to: string | null };
  /** 'Herhalen'. */
  repeat: RepeatChoice;
  /** 'Eindigt', when repeating. */
  endMode: EndModeChoice;
  /** 'Aantal keer', for 'Na aantal keer' (a text input). */
  amount: string;
  /** 'Einddatum', for 'Op datum'. */
  repeatEndDate: string | null;
}

export type CalendarFormField = keyof CalendarFormValues;

/** The times the form shows for an all-day item, should the user switch 'Hele dag' off. */
export const ALL_DAY_FALLBACK_TIMES = { from: '09:00', to: '17:00' } as const;

const MS_PER_HOUR = 3_600_000;

function hhmm(value: ZonedDateTime): string {
  return `${String(value.hour).padStart(2, '0')}:${String(value.minute).padStart(2, '0')}`;
}

/** An ISO `yyyy-MM-dd` as a date, or null when empty or not a real date. */
export function readDate(value: string | null | undefined): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** An `HH:mm` time as hour and minute, or null when empty or not a time of day. */
export function readTime(
  value: string | null | undefined,
): { hour: number; minute: number } | null {
  if (!value || !/^\d{2}:\d{2}$/.test(value)) return null;
  try {
    const { hour, minute } = parseTime(value);
    return { hour, minute };
  } catch {
    return null;
  }
}

/**
 * The start of the next full hour after `now` in Amsterdam (14:10 gives 15:00, 14:00 gives 15:00).
 * Amsterdam's offsets are whole hours, so this is the next whole hour of UTC too; that also holds
 * in the hour the clocks go back, which happens twice.
 */
export function nextFullHour(now: Date = new Date()): ZonedDateTime {
  return fromInstant((Math.floor(now.getTime() / MS_PER_HOUR) + 1) * MS_PER_HOUR);
}

/**
 * The values of a new item ('add'): on the chosen day (or today), from the next full hour, one
 * hour long; not repeating. When the chosen day is today the next full hour is taken as it is (at
 * 23:10 that is 00:00 tomorrow); on another day its time of day is used.
 */
export function defaultFormValues(
  options: { day?: CalendarDate; now?: Date } = {},
): CalendarFormValues {
  const now = options.now ?? new Date();
  const next = nextFullHour(now);
  const today = todayInAppZone(now);
  const day = options.day ?? today;
  const start = day.compare(today) === 0 ? next : atWallClock(day, next.hour);
  const end = start.add({ hours: 1 });
  return {
    startDate: toCalendarDate(start).toString(),
    endDate: toCalendarDate(end).toString(),
    isAllDay: false,
    time: { from: hhmm(start), to: hhmm(end) },
    repeat: 'never',
    endMode: 'oneYear',
    amount: '',
    repeatEndDate: null,
  };
}

/**
 * The values of an existing item ('edit'): its Amsterdam days and times; for an all-day item 'Tot'
 * is its last day (the day before its 00:00 end) and the times are ALL_DAY_FALLBACK_TIMES; a
 * series' recurrence when the item belongs to one.
 */
export function formValuesFromItem(item: CalendarItem): CalendarFormValues {
  const start = parseInstant(item.start);
  const end = parseInstant(item.end);
  const repeat = item.repeat;
  const lastDay = item.isAllDay
    ? toCalendarDate(fromInstant(Math.max(start.toDate().getTime(), end.toDate().getTime() - 1)))
    : toCalendarDate(end);
  return {
    startDate: toCalendarDate(start).toString(),
    endDate: lastDay.toString(),
    isAllDay: item.isAllDay,
    time: item.isAllDay ? { ...ALL_DAY_FALLBACK_TIMES } : { from: hhmm(start), to: hhmm(end) },
    repeat: repeat ? repeatChoiceOfType[repeat.type] : 'never',
    endMode: repeat ? endModeChoiceOfMode[repeat.end_mode] : 'oneYear',
    amount: repeat?.amount != null ? String(repeat.amount) : '',
    repeatEndDate: repeat?.end_mode === RepeatEndMode.ON_DATE ? repeat.end : null,
  };
}

/** A period as Amsterdam moments. */
export interface FormPeriod {
  start: ZonedDateTime;
  end: ZonedDateTime;
}

/**
 * The period the values describe, or null while a date or time is missing or unreadable. All day:
 * 00:00 of 'Van' to 24:00 of 'Tot' (00:00 of the day after). Otherwise 'Van' at the start time to
 * 'Tot' at the end time (a wall-clock time the spring change skips moves forward by the gap).
 */
export function formPeriod(values: CalendarFormValues): FormPeriod | null {
  const startDate = readDate(values.startDate);
  const endDate = readDate(values.endDate);
  if (!startDate || !endDate) return null;
  if (values.isAllDay) {
    return { start: atWallClock(startDate), end: atWallClock(endDate.add({ days: 1 })) };
  }
  const from = readTime(values.time.from);
  const to = readTime(values.time.to);
  if (!from || !to) return null;
  return {
    start: atWallClock(startDate, from.hour, from.minute),
    end: atWallClock(endDate, to.hour, to.minute),
  };
}
