import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { type DayKey, narrowScreenQuery, weekdayName, weekdayShortName } from '@pidz/ui';
import { useMediaQuery } from '../../../lib/screen/useMediaQuery';
import { DayCell } from './MonthDayCell';
import { Grid } from './monthGridStyles';
import type { DaySegment, GridDay } from '../model';
import type { DaySelection } from '../selection/useDaySelection';
import { useDragSelection } from '../selection/useDragSelection';

export interface MonthGridProps {
  /** The 6 rows of 7 days (gridWeeks). */
  weeks: readonly (readonly GridDay[])[];
  /** The segments per day (itemsByDay). */
  byDay: ReadonlyMap<DayKey, readonly DaySegment[]>;
  /** The day that has the focus (the URL's day). */
  focusedDay: CalendarDate;
  /** While the items load, the days show placeholders (the layout does not move). */
  isLoading: boolean;
  /** The grid's name: 'Agenda november 2026'. */
  label: string;
  /** Moves the focus to another day (arrow keys, Home/End, Page Up/Down). */
  onFocusDay: (day: CalendarDate) => void;
  /** Opens a day (Enter, Space, a click on the day). */
  onOpenDay: (day: CalendarDate) => void;
  /** Opens an item (a tile pressed). */
  onOpenItem: (id: string | number) => void;
  /**
   * The selected days, and what changes them (Shift and a key or a click, a drag, Escape). A change
   * renders the days it concerns, not the grid (useDaySelection).
   */
  selection: DaySelection;
  /** Told when a pointer starts and stops selecting by dragging. */
  onDraggingChange?: (isDragging: boolean) => void;
}

/** The day a key moves the focus to, or undefined for other keys. */
export function dayForKey(
  key: string,
  day: CalendarDate,
  weekday: number,
): CalendarDate | undefined {
  switch (key) {
    case 'ArrowLeft':
      return day.subtract({ days: 1 });
    case 'ArrowRight':
      return day.add({ days: 1 });
    case 'ArrowUp':
      return day.subtract({ weeks: 1 });
    case 'ArrowDown':
      return day.add({ weeks: 1 });
    case 'Home':
      return day.subtract({ days: weekday - 1 });
    case 'End':
      return day.add({ days: 7 - weekday });
    case 'PageUp':
      return day.subtract({ months: 1 });
    case 'PageDown':
      return day.add({ months: 1 });
    default:
      return undefined;
  }
}

/**
 * The month as a WAI-ARIA grid of 6 weeks by 7 days, Monday first: one day has the focus (roving
 * tabindex); arrow keys move a day or a week, Home/End to the week's start or end, Page Up/Down a
 * month; Enter or Space opens the day. Each day is named by its full Dutch date and its number of
 * items. Tiles can be pressed with a pointer; by keyboard the day drawer offers them.
 *
 * Days can be selected (the grid is multi-selectable, each selected day `aria-selected`): Shift
 * with those keys extends the selection from where it started to the day the focus moves to,
 * Shift and a click to the clicked day, a drag (or a long press and a drag) selects the days it
 * passes; Escape clears it and leaves the focus where it is. In the 'Dagen selecteren' mode
 * (a button above the grid) a tap, a click, Enter or Space toggles a day instead of opening it.
 */
export function MonthGrid({
  weeks,
  byDay,
  focusedDay,
  isLoading,
  label,
  onFocusDay,
  onOpenDay,
  onOpenItem,
  selection,
  onDraggingChange,
}: MonthGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const isNarrow = useMediaQuery(narrowScreenQuery);
  const shouldFocus = useRef(false);
  const urlKey = focusedDay.toString();
  // While selecting within the month the focus moves without the URL (which would render the whole
  // screen again at each step): the day it moved to, as long as the URL's day is still `since`.
  const [selectingFocus, setSelectingFocus] = useState<{ key: DayKey; since: DayKey } | null>(null);
  const focusedKey = selectingFocus?.since === urlKey ? selectingFocus.key : urlKey;
  const isInMonth = (key: DayKey) =>
    weeks.some((week) => week.some((day) => day.key === key && !day.isOutsidePeriod));
  /** Moves the focus; a step of a selection within the month leaves the URL's day as it is. */
  const focus = (day: CalendarDate, isSelecting = false) => {
    shouldFocus.current = true;
    if (isSelecting && isInMonth(day.toString())) {
      setSelectingFocus({ key: day.toString(), since: urlKey });
    } else {
      onFocusDay(day);
    }
  };
  const drag = useDragSelection(
    gridRef,
    (from, to) => selection.select(parseDate(from), parseDate(to)),
    (to) => {
      // The focus follows a drag within the month (a day of the month beside it would show that one).
      if (isInMonth(to)) focus(parseDate(to), true);
    },
  );
  const { isDragging } = drag;
  // The day that has the focus: the URL's, the one a selection moved it to, or the one a click or a
  // script focused since.
  const currentDay = () => {
    const key = (document.activeElement as HTMLElement | null)?.dataset.key;
    return key && gridRef.current?.contains(document.activeElement)
      ? parseDate(key)
      : parseDate(focusedKey);
  };
  useEffect(() => onDraggingChange?.(isDragging), [isDragging, onDraggingChange]);

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-key="${focusedKey}"]`)?.focus();
  }, [focusedKey, weeks]);

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && (selection.days().size > 0 || selection.isPicking())) {
      event.preventDefault();
      // The selection first; with none, the 'Dagen selecteren' mode.
      if (selection.days().size > 0) selection.clear();
      else selection.setPicking(false);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      // In the 'Dagen selecteren' mode the key toggles the day, as a tap does.
      if (selection.isPicking()) selection.toggle(currentDay());
      else onOpenDay(currentDay());
      return;
    }
    const from = currentDay();
    const target = dayForKey(event.key, from, from.toDate('UTC').getUTCDay() || 7);
    if (!target) return;
    event.preventDefault();
    if (event.shiftKey) selection.extend(from, target);
    focus(target, event.shiftKey);
  };

  // Before the day's own click: the end of a drag opens nothing, Shift and a click extends.
  const clickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (drag.takeSkipClick()) {
      event.stopPropagation();
      return;
    }
    const key = (event.target as Element).closest<HTMLElement>('[data-key]')?.dataset.key;
    if (key && selection.isPicking() && !event.shiftKey) {
      // The 'Dagen selecteren' mode: a tap or a click toggles the day (its items open nothing).
      event.stopPropagation();
      selection.toggle(parseDate(key));
      focus(parseDate(key), true);
      return;
    }
    if (!event.shiftKey || !key) return;
    event.stopPropagation();
    selection.extend(currentDay(), parseDate(key));
    focus(parseDate(key), true);
  };

  // A day's click, for all of them (a day has no handler of its own): a tile opens its item,
  // anything else in the day the day.
  const click = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const key = target.closest<HTMLElement>('[data-key]')?.dataset.key;
    if (!key) return;
    const itemId = target.closest<HTMLElement>('[data-id]')?.dataset.id;
    if (itemId) onOpenItem(itemId);
    else onOpenDay(parseDate(key));
  };

  return (
    <Grid
      ref={gridRef}
      role="grid"
      aria-label={label}
      aria-busy={isLoading || undefined}
      aria-readonly="true"
      aria-multiselectable="true"
      onKeyDown={keyDown}
      onClickCapture={clickCapture}
      onClick={click}
      {...drag.handlers}
    >
      <div role="row">
        {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
          <div key={weekday} role="columnheader">
            <abbr title={weekdayName(weekday)}>{weekdayShortName(weekday)}</abbr>
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]?.key} role="row">
          {week.map((day) => (
            <DayCell
              key={day.key}
              day={day}
              segments={byDay.get(day.key)}
              isFocused={day.key === focusedKey}
              selection={selection}
              isLoading={isLoading}
              isNarrow={isNarrow}
            />
          ))}
        </div>
      ))}
    </Grid>
  );
}
