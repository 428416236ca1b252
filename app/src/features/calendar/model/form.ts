import {
  parseDate,
  parseTime,
  toCalendarDate,
  type CalendarDate,
  type ZonedDateTime,
} from '@internationalized/date';
import {
  CalendarItemType,
  RepeatEndMode,
  RepeatType,
  type CalendarItem,
  type CalendarItemInput,
  type CalendarItemUpdate,
  type CalendarRepeat,
  type CalendarSeriesUpdate,
  type RepeatInput,
} from '@pidz/contracts';
import {
  atWallClock,
  daysBetween,
  fromInstant,
  parseInstant,
  todayInAppZone,
  toIsoDateTime,
} from '@pidz/ui';
import { calendarMessages } from '../messages';

/**
 * The add/edit form of an unavailable period: its values (in the shapes the form inputs hold),
 * the defaults, the conversion to the params of `calendar:addCalendarItem`,
 * `updateCalendarItem` and `updateCalendarItemRepeat`, back from an item, and the rules of its
 * fields (written as ui Form rules; unavailableForm.ts puts them on the fields).
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

const INCOMPLETE = 'The calendar form values are incomplete; validate them first';

function requirePeriod(values: CalendarFormValues): FormPeriod {
  const period = formPeriod(values);
  if (!period) throw new Error(INCOMPLETE);
  return period;
}

/** The recurrence of the values for the contract, or undefined for 'Nooit'. */
export function toRepeatInput(values: CalendarFormValues): RepeatInput | undefined {
  if (values.repeat === 'never') return undefined;
  return {
    type: repeatTypeOfChoice[values.repeat],
    end_mode: endModeOfChoice[values.endMode],
    end_date: values.endMode === 'onDate' ? values.repeatEndDate : null,
    amount: values.endMode === 'setAmount' ? Number(values.amount.trim()) : null,
  };
}

/** The params of `calendar:addCalendarItem` (an unavailable period, once or repeating). */
export function toAddParams(values: CalendarFormValues): CalendarItemInput {
  const { start, end } = requirePeriod(values);
  const repeat = toRepeatInput(values);
  return {
    type: CalendarItemType.UNAVAILABLE,
    start: toIsoDateTime(start),
    end: toIsoDateTime(end),
    isAllDay: values.isAllDay,
    ...(repeat ? { repeat } : {}),
  };
}

/** The params of `calendar:updateCalendarItem`: new times for this one item ('Alleen deze'). */
export function toUpdateParams(values: CalendarFormValues, item: CalendarItem): CalendarItemUpdate {
  const { start, end } = requirePeriod(values);
  return {
    id: item.id,
    type: CalendarItemType.UNAVAILABLE,
    start: toIsoDateTime(start),
    end: toIsoDateTime(end),
    isAllDay: values.isAllDay,
  };
}

/**
 * The params of `calendar:updateCalendarItemRepeat` for the whole series of the edited occurrence
 * ('Hele reeks'). The contract wants the first occurrence's times: the series' first day moved by
 * as many days as the user moved this occurrence, at the new times, and the new recurrence
 * ('Nooit' turns the series into one item).
 */
export function toSeriesUpdateParams(
  values: CalendarFormValues,
  item: CalendarItem & { repeat: CalendarRepeat },
): CalendarSeriesUpdate {
  const startDate = readDate(values.startDate);
  const endDate = readDate(values.endDate);
  if (!startDate || !endDate) throw new Error(INCOMPLETE);
  const moved = daysBetween(toCalendarDate(parseInstant(item.start)), startDate);
  const firstDay = toCalendarDate(parseInstant(item.repeat.first_item.start)).add({ days: moved });
  const { start, end } = requirePeriod({
    ...values,
    startDate: firstDay.toString(),
    endDate: firstDay.add({ days: daysBetween(startDate, endDate) }).toString(),
  });
  return {
    repeat_id: item.repeat.id,
    start: toIsoDateTime(start),
    end: toIsoDateTime(end),
    isAllDay: values.isAllDay,
    repeat: toRepeatInput(values) ?? {
      type: RepeatType.NEVER,
      end_mode: RepeatEndMode.ONE_YEAR,
      end_date: null,
      amount: null,
    },
  };
}

/**
 * The last day of the series the values describe, for a summary: 'Na een jaar' the start plus one
 * year, 'Op datum' the chosen date, 'Na aantal keer' the day of the last occurrence; null when not
 * repeating or incomplete.
 */
export function seriesLastDay(values: CalendarFormValues): CalendarDate | null {
  const first = readDate(values.startDate);
  if (values.repeat === 'never' || !first) return null;
  if (values.endMode === 'oneYear') return first.add({ years: 1 });
  if (values.endMode === 'onDate') return readDate(values.repeatEndDate);
  const amount = Number(values.amount.trim());
  if (amountError(values.amount, values) !== null) return null;
  return values.repeat === 'daily'
    ? first.add({ days: amount - 1 })
    : first.add({ weeks: amount - 1 });
}

/**
 * How many occurrences a series was planned with, counted as the server does: SetAmount its
 * amount; OneYear and OnDate every day (Daily) or every 7th day (Weekly) from its first day to its
 * last, both included, at most MAX_REPEAT_AMOUNT. (Occurrences removed one by one still count.)
 */
export function plannedOccurrences(repeat: CalendarRepeat): number {
  if (repeat.end_mode === RepeatEndMode.SET_AMOUNT || repeat.end === null) {
    return repeat.amount ?? 1;
  }
  const days = daysBetween(parseDate(repeat.start), parseDate(repeat.end));
  if (days < 0) return 0;
  const count = repeat.type === RepeatType.WEEKLY ? Math.floor(days / 7) + 1 : days + 1;
  return Math.min(count, MAX_REPEAT_AMOUNT);
}

/**
 * A rule of one field of the form, in the ui Form's rule shape (`Rule` of @pidz/ui): it gets the
 * field's value and every value, and answers the Dutch message when they break it, else null.
 * The form (unavailableForm.ts) lists each field's rules in the order they are checked.
 */
export type CalendarFormRule<K extends CalendarFormField> = (
  value: CalendarFormValues[K],
  values: CalendarFormValues,
) => string | null;

/** 'Van' is filled in with a real date. */
export const startDateError: CalendarFormRule<'startDate'> = (startDate) =>
  readDate(startDate) ? null : messages.startDateRequired;

/** 'Tot' is filled in with a real date. */
export const endDateError: CalendarFormRule<'endDate'> = (endDate) =>
  readDate(endDate) ? null : messages.endDateRequired;

/** 'Tot' is not before 'Van'. */
export const endDateOrderError: CalendarFormRule<'endDate'> = (endDate, values) => {
  const start = readDate(values.startDate);
  const end = readDate(endDate);
  return start && end && end.compare(start) < 0 ? messages.endDateBeforeStartDate : null;
};

/**
 * Moving 'Van' moves 'Tot' along, so the period keeps its length (as in every calendar app). An
 * end the user had set before the start, or a date not filled in, stays where it is.
 */
export function moveEndWithStart<V extends CalendarFormValues>(next: V, previous: V): V {
  const before = readDate(previous.startDate);
  const start = readDate(next.startDate);
  const end = readDate(previous.endDate);
  if (!before || !start || !end || end.compare(before) < 0) return next;
  return { ...next, endDate: start.add({ days: daysBetween(before, end) }).toString() };
}

/** Both times are filled in (`HH:mm`) unless all day. */
export const timeError: CalendarFormRule<'time'> = (time, values) =>
  values.isAllDay || (readTime(time.from) && readTime(time.to)) ? null : messages.timeRequired;

/**
 * The end lies after the start (the server answers 1703 otherwise). Checked only once both dates
 * are in order (else endDateOrderError speaks) and the times are readable.
 */
export const endAfterStartError: CalendarFormRule<'time'> = (time, values) => {
  if (endDateOrderError(values.endDate, values) !== null) return null;
  const period = formPeriod({ ...values, time });
  return period && period.end.compare(period.start) <= 0 ? messages.endNotAfterStart : null;
};

/** 'Aantal keer' is a whole number from 1 to 367, when the series ends after an amount. */
export const amountError: CalendarFormRule<'amount'> = (amount, values) => {
  if (values.repeat === 'never' || values.endMode !== 'setAmount') return null;
  const text = amount.trim();
  if (text === '') return messages.amountRequired;
  if (!/^\d+$/.test(text)) return messages.amountOutOfRange;
  const count = Number(text);
  return count >= 1 && count <= MAX_REPEAT_AMOUNT ? null : messages.amountOutOfRange;
};

/** 'Einddatum' is a real date, when the series ends on a date. */
export const repeatEndDateError: CalendarFormRule<'repeatEndDate'> = (repeatEndDate, values) =>
  values.repeat === 'never' || values.endMode !== 'onDate' || readDate(repeatEndDate)
    ? null
    : messages.repeatEndDateRequired;

/** 'Einddatum' is not before 'Van'. */
export const repeatEndDateOrderError: CalendarFormRule<'repeatEndDate'> = (
  repeatEndDate,
  values,
) => {
  if (values.repeat === 'never' || values.endMode !== 'onDate') return null;
  const start = readDate(values.startDate);
  const end = readDate(repeatEndDate);
  return start && end && end.compare(start) < 0 ? messages.repeatEndDateBeforeStart : null;
};

/**
 * A repeating item lasts at most its interval (a day for 'Dagelijks', a week for 'Wekelijks'),
 * so that its occurrences do not overlap one another.
 */
export const repeatIntervalError: CalendarFormRule<'repeat'> = (repeat, values) => {
  if (repeat === 'never') return null;
  const period = formPeriod(values);
  if (!period) return null;
  const interval = repeat === 'daily' ? { days: 1 } : { weeks: 1 };
  if (period.end.compare(period.start.add(interval)) <= 0) return null;
  return repeat === 'daily' ? messages.dailyTooLong : messages.weeklyTooLong;
};
