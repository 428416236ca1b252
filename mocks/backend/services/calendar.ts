import { parseDate, toCalendarDate, type CalendarDate } from '@internationalized/date';
import {
  CalendarItemType,
  RepeatEndMode,
  RepeatType,
  type CalendarItem,
  type CalendarItemOverlapData,
  type CalendarRepeat,
  type DateTimeRange,
  type RepeatInput,
} from '@pidz/contracts';
import type { BackendMethods } from '../../handlers/generated/methods.ts';
import type { BackendState } from '../state.ts';
import { nextId } from '../state.ts';
import { parseInstant, toIsoDateTime } from '@pidz/dates';
import { instant, overlaps } from '../periods.ts';
import { BackendError, GENERIC_ERROR, contractError, findById } from '../errors.ts';
import { unavailableItem } from '../seed/calendar.ts';
import { BOOKED_SHIFT_STATUSES, webCalUrl } from './calendarFeedAddress.ts';

/** The most occurrences one series may have (a daily series of one year, both ends included). */
const MAX_OCCURRENCES = 367;

function byStart(a: DateTimeRange, b: DateTimeRange): number {
  return instant(a.start) - instant(b.start);
}

function assertEndAfterStart(times: DateTimeRange): void {
  if (instant(times.end) <= instant(times.start)) throw contractError('InvalidTime');
}

/** Refuses with 1702 when a period clashes with another item; its data names the clashing days. */
function assertFree(state: BackendState, periods: DateTimeRange[], ignoredIds: number[]): void {
  const others = state.calendarItems.filter((item) => !ignoredIds.includes(item.id));
  const clashing = periods.filter((period) => others.some((item) => overlaps(item, period)));
  if (clashing.length > 0) {
    const dates = [...new Set(clashing.map((period) => dayOf(period.start).toString()))].sort();
    const data: CalendarItemOverlapData = { dates: dates as [string, ...string[]] };
    throw contractError('CalendarItemOverlap', data);
  }
}

function dayOf(dateTime: string): CalendarDate {
  return toCalendarDate(parseInstant(dateTime));
}

/**
 * The occurrences of a recurrence, first one at `first`: Daily or Weekly until the end mode says
 * stop (OneYear: start plus one year; SetAmount: `amount` occurrences; OnDate: `end_date`).
 * Local wall-clock times are kept across daylight-saving changes.
 */
function occurrences(
  first: DateTimeRange,
  repeat: RepeatInput,
): { periods: DateTimeRange[]; lastDay: string | null } {
  if (repeat.type === RepeatType.NEVER)
    return { periods: [{ start: first.start, end: first.end }], lastDay: null };
  const start = parseInstant(first.start);
  const end = parseInstant(first.end);
  const firstDay = toCalendarDate(start);
  let lastDay: CalendarDate | null = null;
  let count = MAX_OCCURRENCES;
  if (repeat.end_mode === RepeatEndMode.ONE_YEAR) {
    lastDay = firstDay.add({ years: 1 });
  } else if (repeat.end_mode === RepeatEndMode.SET_AMOUNT) {
    if (!repeat.amount || repeat.amount < 1 || repeat.amount > MAX_OCCURRENCES) {
      throw new BackendError(GENERIC_ERROR, 'SetAmount needs an amount between 1 and 367');
    }
    count = repeat.amount;
  } else {
    if (!repeat.end_date || parseDate(repeat.end_date).compare(firstDay) < 0) {
      throw new BackendError(GENERIC_ERROR, 'OnDate needs an end_date on or after the start');
    }
    lastDay = parseDate(repeat.end_date);
  }
  const periods: DateTimeRange[] = [];
  for (let index = 0; periods.length < count; index += 1) {
    const step = repeat.type === RepeatType.DAILY ? { days: index } : { weeks: index };
    const occurrenceStart = start.add(step);
    if (lastDay && toCalendarDate(occurrenceStart).compare(lastDay) > 0) break;
    periods.push({ start: toIsoDateTime(occurrenceStart), end: toIsoDateTime(end.add(step)) });
  }
  return { periods, lastDay: lastDay?.toString() ?? null };
}

/** Builds the unavailable items of a (possibly recurring) first item; ids are handed out here. */
function buildItems(
  state: BackendState,
  first: DateTimeRange & { isAllDay: boolean },
  repeat: RepeatInput | undefined,
  seriesId?: number,
): CalendarItem[] {
  const { periods, lastDay } = occurrences(
    first,
    repeat ?? {
      type: RepeatType.NEVER,
      end_mode: RepeatEndMode.ONE_YEAR,
      end_date: null,
      amount: null,
    },
  );
  const series: CalendarRepeat | null =
    repeat && repeat.type !== RepeatType.NEVER
      ? {
          id: seriesId ?? nextId(state),
          type: repeat.type,
          start: dayOf(first.start).toString(),
          end: lastDay,
          end_mode: repeat.end_mode,
          amount: repeat.end_mode === RepeatEndMode.SET_AMOUNT ? repeat.amount : null,
          first_item: { start: first.start, end: first.end },
        }
      : null;
  return periods.map((period) => ({
    ...unavailableItem(nextId(state), period, first.isAllDay),
    repeat: series,
  }));
}

function seriesItems(state: BackendState, repeatId: number): CalendarItem[] {
  const items = state.calendarItems.filter((item) => item.repeat?.id === repeatId);
  if (items.length === 0)
    throw new BackendError(GENERIC_ERROR, `Series ${repeatId} does not exist`);
  return items;
}

function unavailable(state: BackendState, id: number): CalendarItem {
  const item = findById(state.calendarItems, id, 'Calendar item');
  if (item.type !== CalendarItemType.UNAVAILABLE) {
    throw new BackendError(GENERIC_ERROR, 'Only unavailable periods can be changed here');
  }
  return item;
}

function store(state: BackendState, items: CalendarItem[]): CalendarItem[] {
  state.calendarItems.push(...items);
  state.calendarItems.sort(byStart);
  return [...items].sort(byStart);
}

/** calendar: the availability calendar (rules 1702 overlap and 1703 end not after start). */
export const calendarMethods = {
  'pidz.services.api.calendar:getAvailability': ({ params }, { state }) =>
    state.calendarItems.filter((item) => overlaps(item, params)).sort(byStart),

  'pidz.services.api.calendar:addCalendarItem': ({ params }, { state }) => {
    assertEndAfterStart(params);
    const items = buildItems(state, params, params.repeat);
    assertFree(state, items, []);
    return store(state, items);
  },

  'pidz.services.api.calendar:updateCalendarItem': ({ params }, { state }) => {
    const item = unavailable(state, params.id);
    assertEndAfterStart(params);
    assertFree(state, [params], [item.id]);
    Object.assign(item, { start: params.start, end: params.end, isAllDay: params.isAllDay });
    state.calendarItems.sort(byStart);
    return item;
  },

  'pidz.services.api.calendar:updateCalendarItemRepeat': ({ params }, { state }) => {
    const old = seriesItems(state, params.repeat_id);
    assertEndAfterStart(params);
    const oldIds = old.map((item) => item.id);
    const items = buildItems(state, params, params.repeat, params.repeat_id);
    assertFree(state, items, oldIds);
    state.calendarItems = state.calendarItems.filter((item) => !oldIds.includes(item.id));
    return store(state, items);
  },

  'pidz.services.api.calendar:removeAvailability': ({ params }, { state }) => {
    const item = unavailable(state, params.id);
    state.calendarItems.splice(state.calendarItems.indexOf(item), 1);
    return true;
  },

  'pidz.services.api.calendar:removeCalendarItemsByRepeat': ({ params }, { state }) => {
    const items = seriesItems(state, params.repeat_id);
    const from = params.from ?? null;
    const removed = items.filter(
      (item) => !from || dayOf(item.start).compare(parseDate(from)) >= 0,
    );
    const removedIds = removed.map((item) => item.id);
    state.calendarItems = state.calendarItems.filter((item) => !removedIds.includes(item.id));
    if (from) {
      const lastDay = parseDate(from).subtract({ days: 1 }).toString();
      for (const item of items) {
        if (item.repeat && !removedIds.includes(item.id)) {
          item.repeat = {
            ...item.repeat,
            end: lastDay,
            end_mode: RepeatEndMode.ON_DATE,
            amount: null,
          };
        }
      }
    }
    return removed.length;
  },

  'pidz.services.api.calendar:getWebCalURL': (_params, { state, origin }) => ({
    url: webCalUrl(state, origin),
  }),

  'pidz.services.api.calendar:getCalendarShifts': (_params, { state }) => {
    const now = Date.now();
    return state.shifts
      .filter((shift) => instant(shift.end) > now && BOOKED_SHIFT_STATUSES.includes(shift.status))
      .sort(byStart);
  },
} satisfies Partial<BackendMethods>;
