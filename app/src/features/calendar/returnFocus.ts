import { toCalendarDate, type CalendarDate } from '@internationalized/date';
import type { CalendarItem } from '@pidz/contracts';
import { parseInstant } from '@pidz/ui';
import { focusActionResult } from '../../lib/screen/actionResult';

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
  itemOrDay(container, target.itemId, target.day)?.focus();
}

/**
 * An item's tile that takes the focus (week, list: tiles carry `data-id`), else its day (`data-key`:
 * the month's cell, the week's day heading), in `container`.
 */
function itemOrDay(
  container: ParentNode,
  itemId: number | undefined,
  day: string,
): HTMLElement | null {
  const tile =
    itemId === undefined
      ? null
      : container.querySelector<HTMLElement>(`:is(button, a)[data-id="${itemId}"]`);
  return tile ?? container.querySelector<HTMLElement>(`[data-key="${day}"]`);
}

/** The calendar day an item starts on (Amsterdam). */
const startDay = (item: CalendarItem) => toCalendarDate(parseInstant(item.start)).toString();

/**
 * Names what a calendar action changed as its result (lib/screen/actionResult.ts), for the focus
 * once the control that started it is gone: the item's tile where one takes the focus, else its
 * day (a removed item: its day; a step over many days: its first day).
 */
export function focusCalendarResult(change: { item?: CalendarItem; day?: CalendarDate }): void {
  const day = change.day?.toString() ?? (change.item ? startDay(change.item) : undefined);
  if (day === undefined) return;
  const main = () => document.querySelector('main');
  focusActionResult(() => {
    const area = main();
    return area && itemOrDay(area, change.day ? undefined : change.item?.id, day);
  });
}
