import { type DayKey, dayKey, fromInstant, startOfDayInstant } from '@pidz/ui';
import { toCalendarDate, type CalendarDate } from '@internationalized/date';
import type { CalendarItem } from '@pidz/contracts';

/**
 * Placing calendar items on Amsterdam days: every item is cut into one segment per day it touches
 * (a night shift 22:00–07:00 shows on both days, a holiday on each of its days), grouped per day
 * and sorted; then laid out for a month cell (visible tiles and '+n meer') or a week-view column
 * (position by the minutes since midnight, overlapping segments side by side).
 */

const MS_PER_MINUTE = 60_000;

/** The part of an item that falls on one Amsterdam day. */
export interface DaySegment {
  item: CalendarItem;
  date: CalendarDate;
  /** `yyyy-MM-dd` of `date`. */
  key: DayKey;
  /** The whole item's start, epoch milliseconds. */
  itemStart: number;
  /** The whole item's end, epoch milliseconds (its start when the item ends before it starts). */
  itemEnd: number;
  /**
   * Minutes elapsed since 00:00 of this day where the segment starts (0 when the item began on an
   * earlier day). Elapsed, not wall-clock: on the last Sunday of March 03:00 is minute 120.
   */
  startMinute: number;
  /** Minutes elapsed since 00:00 where the segment ends (`dayMinutes` when it runs past midnight). */
  endMinute: number;
  /** The length of this day in minutes: 1440, or 1380 / 1500 on the days the clocks change. */
  dayMinutes: number;
  /** The item began on an earlier day. */
  continuesFromPreviousDay: boolean;
  /** The item goes on into the next day. */
  continuesToNextDay: boolean;
  /**
   * Shown with the all-day items (first in a month cell, in the all-day row of the week view): an
   * all-day item, or a segment that covers its whole day (the middle days of a long period).
   */
  isAllDay: boolean;
}

/** The first and last day (both included) to cut segments for; other days are skipped. */
export interface DayWindow {
  first: CalendarDate;
  last: CalendarDate;
}

/** The days of a window with their midnights, computed once for all the items placed on them. */
interface DayIndex {
  days: CalendarDate[];
  keys: DayKey[];
  /** The Amsterdam midnight starting each day, and the one after the last day: `days.length + 1`. */
  starts: number[];
}

function dayIndex({ first, last }: DayWindow): DayIndex {
  const days: CalendarDate[] = [];
  for (let day = first; day.compare(last) <= 0; day = day.add({ days: 1 })) days.push(day);
  return {
    days,
    keys: days.map(dayKey),
    starts: [...days, last.add({ days: 1 })].map(startOfDayInstant),
  };
}

/**
 * The index of the day an instant falls in: -1 before the first day, `days.length` from the
 * midnight after the last day on. That is the number of midnights at or before the instant, less one.
 */
function dayAt(starts: readonly number[], instant: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((starts[middle] ?? Infinity) <= instant) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

function segmentsOf(item: CalendarItem, { days, keys, starts }: DayIndex): DaySegment[] {
  const itemStart = Date.parse(item.start);
  // An item that ends before it starts is malformed: show it as a moment at its start.
  const itemEnd = Math.max(itemStart, Date.parse(item.end));
  const startIndex = dayAt(starts, itemStart);
  const segments: DaySegment[] = [];
  for (let index = Math.max(0, startIndex); index < days.length; index += 1) {
    const dayStart = starts[index] ?? 0;
    const nextStart = starts[index + 1] ?? 0;
    // A later day is touched only when some of the item's time falls in it.
    if (index > startIndex && dayStart >= itemEnd) break;
    const dayMinutes = (nextStart - dayStart) / MS_PER_MINUTE;
    const startMinute = (Math.max(itemStart, dayStart) - dayStart) / MS_PER_MINUTE;
    const endMinute = (Math.min(itemEnd, nextStart) - dayStart) / MS_PER_MINUTE;
    segments.push({
      item,
      date: days[index] as CalendarDate,
      key: keys[index] as DayKey,
      itemStart,
      itemEnd,
      startMinute,
      endMinute,
      dayMinutes,
      continuesFromPreviousDay: itemStart < dayStart,
      continuesToNextDay: itemEnd > nextStart,
      isAllDay: item.isAllDay || (startMinute === 0 && endMinute === dayMinutes),
    });
    if (itemEnd <= nextStart) break;
  }
  return segments;
}

/**
 * The order within a day: all-day segments first, then by start, a longer one before a shorter
 * one starting at the same moment, then by id (so the order never depends on the input's).
 */
export function compareSegments(a: DaySegment, b: DaySegment): number {
  if (a.isAllDay !== b.isAllDay) return a.isAllDay ? -1 : 1;
  return a.itemStart - b.itemStart || b.itemEnd - a.itemEnd || a.item.id - b.item.id;
}

/**
 * The segments of the items per day key (`yyyy-MM-dd`), each day sorted with compareSegments.
 * Days without items are absent. With `window` (e.g. the visible days), only the days in it.
 * The window's midnights are computed once and each item's day found among them by binary search,
 * so placing 1000 items asks the date library about the window's days only.
 */
export function itemsByDay(
  items: readonly CalendarItem[],
  window?: DayWindow,
): Map<DayKey, DaySegment[]> {
  const byDay = new Map<DayKey, DaySegment[]>();
  if (items.length === 0) return byDay;
  const index = dayIndex(window ?? spanOf(items));
  for (const item of items) {
    for (const segment of segmentsOf(item, index)) {
      const list = byDay.get(segment.key);
      if (list) list.push(segment);
      else byDay.set(segment.key, [segment]);
    }
  }
  for (const list of byDay.values()) list.sort(compareSegments);
  return byDay;
}

/** The days from the first item's start to the last item's end (or start, when that is later). */
function spanOf(items: readonly CalendarItem[]): DayWindow {
  let first = Infinity;
  let last = -Infinity;
  for (const item of items) {
    const start = Date.parse(item.start);
    first = Math.min(first, start);
    last = Math.max(last, start, Date.parse(item.end));
  }
  return {
    first: toCalendarDate(fromInstant(first)),
    last: toCalendarDate(fromInstant(last)),
  };
}

/** What a month cell shows: the first tiles, and how many are left for '+n meer'. */
export interface CellOverflow {
  visible: DaySegment[];
  /** The number of segments not shown ('+n meer'); 0 when all fit. */
  moreCount: number;
}

/**
 * Fits a day's (sorted) segments into a month cell with room for `maxRows` rows, the '+n meer'
 * line included: all when they fit, otherwise `maxRows - 1` tiles and the rest counted.
 */
export function cellOverflow(segments: readonly DaySegment[], maxRows: number): CellOverflow {
  const rows = Math.max(0, Math.floor(maxRows));
  if (segments.length <= rows) return { visible: [...segments], moreCount: 0 };
  const visible = segments.slice(0, Math.max(0, rows - 1));
  return { visible, moreCount: segments.length - visible.length };
}

/** A timed segment placed in a week-view day column. */
export interface PlacedSegment extends DaySegment {
  /** Top edge as a fraction of the day (0 at 00:00, 1 at 24:00), on 23- and 25-hour days too. */
  top: number;
  /** Height as a fraction of the day. */
  height: number;
  /** The column (0-based) within its overlap cluster. */
  column: number;
  /** The number of columns of its overlap cluster: its width is 1 / columns of the day's width. */
  columns: number;
}

/** One day column of the week view. */
export interface DayLayout {
  date: CalendarDate;
  key: DayKey;
  /** All-day segments (the row on top), sorted. */
  allDay: DaySegment[];
  /** Timed segments with their place. */
  timed: PlacedSegment[];
}

/** Options of layoutDay. */
export interface LayoutOptions {
  /**
   * The least minutes a segment takes up when judging overlap, so that short tiles drawn at a
   * minimum height do not cover each other. Default 0 (exact times).
   */
  minMinutes?: number;
}

/**
 * Lays out a day's segments for the week view: all-day ones apart; timed ones by their minutes
 * since midnight, overlapping ones side by side. Segments that overlap, directly or through
 * others, form a cluster; each goes into the first column whose last segment has ended (greedy
 * interval partitioning in start order, which needs the fewest columns), and every segment of a
 * cluster gets the cluster's column count. Touching segments (one ends when the next starts) do
 * not overlap.
 */
export function layoutDay(
  segments: readonly DaySegment[],
  { minMinutes = 0 }: LayoutOptions = {},
): { allDay: DaySegment[]; timed: PlacedSegment[] } {
  const allDay = segments.filter((segment) => segment.isAllDay).sort(compareSegments);
  const timed = segments
    .filter((segment) => !segment.isAllDay)
    .sort(
      (a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute || compareSegments(a, b),
    );
  const placed: PlacedSegment[] = [];
  let cluster: PlacedSegment[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -Infinity;
  const closeCluster = () => {
    for (const segment of cluster) segment.columns = columnEnds.length;
    cluster = [];
    columnEnds = [];
  };
  for (const segment of timed) {
    const end = Math.max(segment.endMinute, segment.startMinute + minMinutes);
    if (segment.startMinute >= clusterEnd) closeCluster();
    let column = columnEnds.findIndex((columnEnd) => columnEnd <= segment.startMinute);
    if (column === -1) column = columnEnds.push(end) - 1;
    else columnEnds[column] = end;
    clusterEnd = cluster.length === 0 ? end : Math.max(clusterEnd, end);
    const place: PlacedSegment = {
      ...segment,
      top: segment.startMinute / segment.dayMinutes,
      height: (segment.endMinute - segment.startMinute) / segment.dayMinutes,
      column,
      columns: 1,
    };
    cluster.push(place);
    placed.push(place);
  }
  closeCluster();
  return { allDay, timed: placed };
}

/** The week view's columns: the layout of each given day, from the items grouped by itemsByDay. */
export function layoutDays(
  days: readonly CalendarDate[],
  byDay: ReadonlyMap<DayKey, readonly DaySegment[]>,
  options?: LayoutOptions,
): DayLayout[] {
  return days.map((date) => {
    const key = dayKey(date);
    return { date, key, ...layoutDay(byDay.get(key) ?? [], options) };
  });
}
