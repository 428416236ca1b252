import type { CalendarItem } from '@pidz/contracts';
import type { DayKey } from '@pidz/ui';
import { itemsByDay, type DaySegment, type DayWindow } from './placement';

/** The last placement of each array of items, with the window of days it was placed on. */
const placements = new WeakMap<
  readonly CalendarItem[],
  { window: string; byDay: ReadonlyMap<DayKey, readonly DaySegment[]> }
>();

/**
 * itemsByDay, remembered per array of items for the last window it was placed on: a loaded range's
 * array is the same one until its items change (api.ts, cachedRanges), so a month shown again (back
 * to it, the calendar opened again) places its items once. The map and its lists are shared: read
 * them only.
 */
export function rememberedItemsByDay(
  items: readonly CalendarItem[],
  window?: DayWindow,
): ReadonlyMap<DayKey, readonly DaySegment[]> {
  const windowKey = window ? `${window.first.toString()}/${window.last.toString()}` : '';
  const placed = placements.get(items);
  if (placed?.window === windowKey) return placed.byDay;
  const byDay = itemsByDay(items, window);
  placements.set(items, { window: windowKey, byDay });
  return byDay;
}
