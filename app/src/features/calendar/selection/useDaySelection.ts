import { useCallback, useState, useSyncExternalStore } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import type { DayKey } from '@pidz/ui';
import { dayRange } from '../model';

/**
 * The month grid's selection of days: the days from an anchor to the last one reached (by Shift and
 * a key, Shift and a click, a drag, or a long press and a drag), or the days a partly failed step
 * keeps selected. Its days are day keys, so it holds across periods (a selection may reach into the
 * next month).
 *
 * A store outside React (one per month screen), so that a step of the selection renders only what
 * reads it: each day of the grid follows its own key (`useIsDaySelected`), told only when that day
 * comes into the selection or leaves it; the bar and the announcement follow the whole set
 * (`useSelectedDays`). The grid and the screen around it do not render again.
 */
export interface DaySelection {
  /** The selected days (a new set at each change). */
  days: () => ReadonlySet<DayKey>;
  /** Told at each change of the selection. */
  subscribe: (listener: () => void) => () => void;
  /** Told when this one day comes into the selection or leaves it. */
  subscribeDay: (key: DayKey, listener: () => void) => () => void;
  /** Extends the selection from its anchor, or from `from` when there is none, to `to`. */
  extend: (from: CalendarDate, to: CalendarDate) => void;
  /** Selects the days from `from` to `to` (a drag): a new selection. */
  select: (from: CalendarDate, to: CalendarDate) => void;
  /** Selects these days (those a step could not change), or nothing. */
  replace: (days: readonly DayKey[]) => void;
  clear: () => void;
  /** Adds a day to the selection or takes it out (a tap in the 'Dagen selecteren' mode). */
  toggle: (day: CalendarDate) => void;
  /** Whether the 'Dagen selecteren' mode is on: a tap, a click, Enter or Space toggles a day. */
  isPicking: () => boolean;
  /** Turns the mode on or off; off also clears the selection. */
  setPicking: (isOn: boolean) => void;
}

const NO_DAYS: ReadonlySet<DayKey> = new Set();

export function createDaySelection(): DaySelection {
  /** The day a selection grows from (Shift+arrow, Shift+click); null without a selection. */
  let anchor: CalendarDate | null = null;
  let days = NO_DAYS;
  let isPicking = false;
  const listeners = new Set<() => void>();
  const dayListeners = new Map<DayKey, Set<() => void>>();

  const notifyDay = (key: DayKey) => dayListeners.get(key)?.forEach((listener) => listener());
  const change = (nextAnchor: CalendarDate | null, nextDays: ReadonlySet<DayKey>) => {
    const previous = days;
    anchor = nextAnchor;
    days = nextDays;
    for (const key of previous) if (!nextDays.has(key)) notifyDay(key);
    for (const key of nextDays) if (!previous.has(key)) notifyDay(key);
    listeners.forEach((listener) => listener());
  };

  return {
    days: () => days,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    subscribeDay(key, listener) {
      const forDay = dayListeners.get(key) ?? new Set();
      forDay.add(listener);
      dayListeners.set(key, forDay);
      return () => {
        forDay.delete(listener);
        if (forDay.size === 0) dayListeners.delete(key);
      };
    },
    extend(from, to) {
      const start = anchor ?? from;
      change(start, new Set(dayRange(start, to)));
    },
    select(from, to) {
      change(from, new Set(dayRange(from, to)));
    },
    replace(keys) {
      const [first] = [...keys].sort();
      if (first) change(parseDate(first), new Set(keys));
      else change(null, NO_DAYS);
    },
    clear() {
      if (days.size > 0) change(null, NO_DAYS);
    },
    toggle(day) {
      const key = day.toString();
      const next = new Set(days);
      if (!next.delete(key)) next.add(key);
      change(day, next);
    },
    isPicking: () => isPicking,
    setPicking(isOn) {
      if (isOn === isPicking) return;
      isPicking = isOn;
      if (isOn) listeners.forEach((listener) => listener());
      else if (days.size > 0) change(null, NO_DAYS);
      else listeners.forEach((listener) => listener());
    },
  };
}

/** The month's selection (one store for as long as the calendar's page shows). */
export function useDaySelection(): DaySelection {
  const [selection] = useState(createDaySelection);
  return selection;
}

/** The selected days; renders again at each change of the selection. */
export function useSelectedDays(selection: DaySelection): ReadonlySet<DayKey> {
  return useSyncExternalStore(selection.subscribe, selection.days);
}

/** Whether the 'Dagen selecteren' mode is on; renders again when it changes. */
export function useIsPickingDays(selection: DaySelection): boolean {
  return useSyncExternalStore(selection.subscribe, selection.isPicking);
}

/** Whether one day is selected; renders again only when that day comes into or leaves the selection. */
export function useIsDaySelected(selection: DaySelection, key: DayKey): boolean {
  const subscribe = useCallback(
    (listener: () => void) => selection.subscribeDay(key, listener),
    [selection, key],
  );
  return useSyncExternalStore(subscribe, () => selection.days().has(key));
}
