import type { CalendarDate } from '@internationalized/date';
import { type DayKey, dayKey, isoWeekday, mondayOf, startOfDayIso } from '@pidz/ui';
import { Navigation, navigate, periodDays, type Period } from './period';

/**
 * The days a view shows and the range of time to load for them: the month grid of 6 weeks by 7
 * days, Monday first (spec sections 2 and 9: 42 days), and the 7 days of a week.
 */

/** Days in the month grid: 6 weeks of 7. */
export const MONTH_GRID_DAYS = 42;
export const DAYS_PER_WEEK = 7;

/** One day of a view. */
export interface GridDay {
  date: CalendarDate;
  /** `yyyy-MM-dd`, the key `itemsByDay` groups under. */
  key: DayKey;
  /** A day of the previous or the next month in the month grid (shown dimmed); never in a week. */
  isOutsidePeriod: boolean;
  /** Today in Amsterdam. */
  isToday: boolean;
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: number;
}

function gridDay(
  date: CalendarDate,
  { first, last }: { first: CalendarDate; last: CalendarDate },
  today: CalendarDate,
): GridDay {
  return {
    date,
    key: dayKey(date),
    isOutsidePeriod: date.compare(first) < 0 || date.compare(last) > 0,
    isToday: date.compare(today) === 0,
    weekday: isoWeekday(date),
  };
}

/** The first day a period's view shows: the Monday on or before the 1st of the month, or the week's Monday. */
export function firstVisibleDay(period: Period): CalendarDate {
  return mondayOf(periodDays(period).first);
}

/** How many days a period's view shows: 42 for a month, 7 for a week. */
export function visibleDayCount(period: Period): number {
  return period.view === 'month' ? MONTH_GRID_DAYS : DAYS_PER_WEEK;
}

/**
 * The days of a view, in order: for a month the 42-day grid that holds it (its 6 rows are
 * `days.slice(7 * row, 7 * row + 7)`; see `gridWeeks`), for a week its 7 days.
 */
export function visibleDays(period: Period, today: CalendarDate): GridDay[] {
  const shown = periodDays(period);
  const first = mondayOf(shown.first);
  return Array.from({ length: visibleDayCount(period) }, (_, index) =>
    gridDay(first.add({ days: index }), shown, today),
  );
}

/** The days of a view (`visibleDays`) in rows of 7: 6 rows for a month, 1 for a week. */
export function gridWeeks(days: readonly GridDay[]): GridDay[][] {
  return Array.from({ length: days.length / DAYS_PER_WEEK }, (_, row) =>
    days.slice(row * DAYS_PER_WEEK, (row + 1) * DAYS_PER_WEEK),
  );
}

/** A range of time to load: ISO date-times with the Amsterdam offset of each end. */
export interface VisibleRange {
  /** 00:00 Amsterdam of the first day shown, e.g. `2026-10-26T00:00:00+01:00`. */
  start: string;
  /** 24:00 Amsterdam of the last day shown (00:00 of the day after), e.g. `2026-12-07T00:00:00+01:00`. */
  end: string;
}

/**
 * The time a view shows, for `calendar:getAvailability`: from 00:00 of its first day to 24:00 of
 * its last, in Amsterdam (so the offsets of the two ends differ when the clocks change between).
 */
export function visibleRange(period: Period): VisibleRange {
  const first = firstVisibleDay(period);
  return {
    start: startOfDayIso(first),
    end: startOfDayIso(first.add({ days: visibleDayCount(period) })),
  };
}

/** The visible ranges of the previous and the next period, to prefetch. */
export function adjacentRanges(period: Period): { previous: VisibleRange; next: VisibleRange } {
  return {
    previous: visibleRange(navigate(period, Navigation.PREV)),
    next: visibleRange(navigate(period, Navigation.NEXT)),
  };
}
