import type { CalendarDate } from '@internationalized/date';

/** What opened a shift or request from the calendar. */
interface ReturnTarget {
  /** The opened shift's id (the shift route's id). */
  shiftId: string;
  /** The item whose tile opened it (tiles carry `data-id`). */
  itemId: number;
  /** The day to fall back on (`data-key`): the day sheet's day or the item's start day. */
  day: string;
  /** The calendar's address as it was (view, period, 'Lijst'). */
  path: string;
}

/**
 * What opened a shift or request, so that 'Terug naar de agenda' returns to the same view and the
 * calendar puts the focus back on the tile that opened it (or its day), instead of leaving it on
 * `<body>`. Kept in the module: it lives from one screen to the next.
 */
let returnTarget: ReturnTarget | null = null;

/** Remembers what opened a shift or request on another screen. */
export function rememberReturnTarget(target: {
  shiftId: number;
  itemId: number;
  day: CalendarDate;
  path: string;
}): void {
  returnTarget = { ...target, shiftId: String(target.shiftId), day: target.day.toString() };
}

/** The calendar address that opened this shift, while it is remembered; else `undefined`. */
export function calendarReturnPath(shiftId: string): string | undefined {
  return returnTarget?.shiftId === shiftId ? returnTarget.path : undefined;
}

/**
 * Puts the focus back on what opened the item (once: it is forgotten as it is taken): its tile
 * in `container` (week, list), or, when no such tile can take the focus (the day sheet is closed,
 * a month cell's tiles are pictures in a grid of days), its day.
 */
export function restoreReturnFocus(container: HTMLElement | null): void {
  const target = returnTarget;
  returnTarget = null;
  if (!target || !container) return;
  const tile = container.querySelector<HTMLElement>(`:is(button, a)[data-id="${target.itemId}"]`);
  (tile ?? container.querySelector<HTMLElement>(`[data-key="${target.day}"]`))?.focus();
}
