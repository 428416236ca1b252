import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  CalendarItemType,
  RepeatEndMode,
  RepeatType,
  type CalendarItem,
  type CalendarItemInput,
} from '@pidz/contracts';
import { atWallClock, toIsoDateTime, type DayKey } from '@pidz/ui';
import { readTime } from './formValues';
import type { DaySegment } from './placement';

/**
 * The month grid's selection of days and what marking them does (docs/decisions/0022): which
 * selected days are free, the runs of free days that each become one call, and the params of
 * those calls.
 */

/** What a day holds, as far as marking it goes: a shift or a request keeps it as it is. */
export type DayHolding = 'free' | 'unavailable' | 'shift' | 'request';

/** Why a selected day was not marked. */
export type SkipReason = Exclude<DayHolding, 'free'>;

/** The holding of a day from its segments: a shift before a request before an unavailable item. */
export function dayHolding(segments: readonly DaySegment[] | undefined): DayHolding {
  if (!segments || segments.length === 0) return 'free';
  const types = new Set(segments.map(({ item }) => item.type));
  if (types.has(CalendarItemType.SHIFT)) return 'shift';
  if (types.has(CalendarItemType.FREELANCER_REQUEST)) return 'request';
  return 'unavailable';
}

/** The days from `a` to `b`, both included, in either order, as day keys from the earliest. */
export function dayRange(a: CalendarDate, b: CalendarDate): DayKey[] {
  const [first, last] = a.compare(b) <= 0 ? [a, b] : [b, a];
  const keys: DayKey[] = [];
  for (let day = first; day.compare(last) <= 0; day = day.add({ days: 1 })) {
    keys.push(day.toString());
  }
  return keys;
}

/** A run: selected free days one after the other, marked with one call. */
export interface DayRun {
  first: CalendarDate;
  last: CalendarDate;
  /** Its days, from the first. */
  days: DayKey[];
}

/** What marking a selection does: its runs, and the selected days it leaves as they are. */
export interface MarkPlan {
  runs: DayRun[];
  skipped: { day: DayKey; reason: SkipReason }[];
}

/**
 * The runs of a selection: each a longest stretch of selected days, one after the other, that hold
 * nothing. A day that holds anything (a shift, a request, or already an unavailable item, which the
 * server would refuse with 1702) is skipped and ends the run before it.
 */
export function planMarking(
  selected: Iterable<DayKey>,
  holdingOf: (day: DayKey) => DayHolding,
): MarkPlan {
  const plan: MarkPlan = { runs: [], skipped: [] };
  let run: DayRun | undefined;
  for (const key of [...new Set(selected)].sort()) {
    const holding = holdingOf(key);
    if (holding !== 'free') {
      plan.skipped.push({ day: key, reason: holding });
      run = undefined;
      continue;
    }
    const day = parseDate(key);
    if (run && run.last.add({ days: 1 }).compare(day) === 0) {
      run.last = day;
      run.days.push(key);
    } else {
      run = { first: day, last: day, days: [key] };
      plan.runs.push(run);
    }
  }
  return plan;
}

/** How the selected days are marked: whole days, or the same hours on each day. */
export type MarkTimes = { isAllDay: true } | { isAllDay: false; from: string; to: string };

/** Whether the hours can be sent: both read, and the end after the start (else the server's 1703). */
export function areTimesValid(times: MarkTimes): boolean {
  if (times.isAllDay) return true;
  const from = readTime(times.from);
  const to = readTime(times.to);
  return !!from && !!to && to.hour * 60 + to.minute > from.hour * 60 + from.minute;
}

/**
 * The params of `calendar:addCalendarItem` for one run: whole days are one item from the run's first
 * midnight to the midnight after it; hours are a daily series of as many occurrences as the run has
 * days (one item when it has one), so each day gets the same hours and the run is still one call.
 */
export function runParams(run: DayRun, times: MarkTimes): CalendarItemInput {
  if (times.isAllDay) {
    return {
      type: CalendarItemType.UNAVAILABLE,
      start: toIsoDateTime(atWallClock(run.first)),
      end: toIsoDateTime(atWallClock(run.last.add({ days: 1 }))),
      isAllDay: true,
    };
  }
  const from = readTime(times.from);
  const to = readTime(times.to);
  if (!from || !to) throw new Error('Check the hours with areTimesValid first');
  const count = run.days.length;
  return {
    type: CalendarItemType.UNAVAILABLE,
    start: toIsoDateTime(atWallClock(run.first, from.hour, from.minute)),
    end: toIsoDateTime(atWallClock(run.first, to.hour, to.minute)),
    isAllDay: false,
    ...(count > 1
      ? {
          repeat: {
            type: RepeatType.DAILY,
            end_mode: RepeatEndMode.SET_AMOUNT,
            end_date: null,
            amount: count,
          },
        }
      : {}),
  };
}

/**
 * The unavailable items that 'Beschikbaar maken' removes: each one with a part on a selected day,
 * once, whole (also where it reaches past the selection); of a series only the occurrences on the
 * selected days, as they are items of their own.
 */
export function itemsToFree(
  selected: Iterable<DayKey>,
  byDay: ReadonlyMap<DayKey, readonly DaySegment[]>,
): CalendarItem[] {
  const found = new Map<number, CalendarItem>();
  for (const key of selected) {
    for (const { item } of byDay.get(key) ?? []) {
      if (item.type === CalendarItemType.UNAVAILABLE) found.set(item.id, item);
    }
  }
  return [...found.values()];
}

/** The params that put a removed item back (undo): the same times; an occurrence comes back alone. */
export function restoreItemParams(item: CalendarItem): CalendarItemInput {
  return {
    type: CalendarItemType.UNAVAILABLE,
    start: item.start,
    end: item.end,
    isAllDay: item.isAllDay,
  };
}
