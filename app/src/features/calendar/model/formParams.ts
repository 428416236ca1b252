import { parseDate, toCalendarDate, type CalendarDate } from '@internationalized/date';
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
import { daysBetween, parseInstant, toIsoDateTime } from '@pidz/ui';
import {
  MAX_REPEAT_AMOUNT,
  endModeOfChoice,
  formPeriod,
  readDate,
  repeatTypeOfChoice,
  type CalendarFormValues,
  type FormPeriod,
} from './formValues';

/**
 * The add/edit form's values as the params of `calendar:addCalendarItem`, `updateCalendarItem`
 * and `updateCalendarItemRepeat`, and how many occurrences a series was planned with.
 */

const INCOMPLETE = 'The calendar form values are incomplete; validate them first';

function requirePeriod(values: CalendarFormValues): FormPeriod {
  const period = formPeriod(values);
  if (!period) throw new Error(INCOMPLETE);
  return period;
}

/** The last day of a series by its end mode: 'Na een jaar' its first day plus one year (spec 4). */
function repeatEndDate(values: CalendarFormValues, firstDay: CalendarDate): string | null {
  if (values.endMode === 'onDate') return values.repeatEndDate;
  if (values.endMode === 'oneYear') return firstDay.add({ years: 1 }).toString();
  return null;
}

/**
 * The recurrence of the values for the contract, or undefined for 'Nooit'; `firstDay` is the
 * series' first day, from which 'Na een jaar' counts.
 */
export function toRepeatInput(
  values: CalendarFormValues,
  firstDay: CalendarDate,
): RepeatInput | undefined {
  if (values.repeat === 'never') return undefined;
  return {
    type: repeatTypeOfChoice[values.repeat],
    end_mode: endModeOfChoice[values.endMode],
    end_date: repeatEndDate(values, firstDay),
    amount: values.endMode === 'setAmount' ? Number(values.amount.trim()) : null,
  };
}

/** The params of `calendar:addCalendarItem` (an unavailable period, once or repeating). */
export function toAddParams(values: CalendarFormValues): CalendarItemInput {
  const { start, end } = requirePeriod(values);
  const repeat = toRepeatInput(values, toCalendarDate(start));
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
    repeat: toRepeatInput(values, firstDay) ?? {
      type: RepeatType.NEVER,
      end_mode: RepeatEndMode.ONE_YEAR,
      end_date: null,
      amount: null,
    },
  };
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
