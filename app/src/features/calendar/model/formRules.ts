import { daysBetween } from '@pidz/ui';
import { calendarMessages } from '../messages';
import {
  MAX_REPEAT_AMOUNT,
  formPeriod,
  readDate,
  readTime,
  type CalendarFormField,
  type CalendarFormValues,
} from './formValues';
import { CALENDAR_YEARS } from './period';

/**
 * The rules of the add/edit form's fields, written as ui Form rules (unavailableForm.ts puts them
 * on the fields), and how moving 'Van' moves 'Tot' along.
 */

const messages = calendarMessages.form;

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

/** The first and last day the calendar shows (its years), ISO: the date fields' bounds. */
export const CALENDAR_DATE_BOUNDS = {
  min: `${String(CALENDAR_YEARS.min)}-01-01`,
  max: `${String(CALENDAR_YEARS.max)}-12-31`,
} as const;

/**
 * A date lies in the years the calendar shows (1970-2099): an item in 2999 could be saved but
 * never be seen. For every date field of the form.
 */
export const calendarYearsError = (date: string | null): string | null => {
  const year = readDate(date)?.year;
  return year === undefined || (year >= CALENDAR_YEARS.min && year <= CALENDAR_YEARS.max)
    ? null
    : messages.dateOutsideCalendar;
};

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
