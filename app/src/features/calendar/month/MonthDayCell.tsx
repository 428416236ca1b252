import { memo } from 'react';
import type { CalendarItem } from '@pidz/contracts';
import { CalendarEventTile, formatWeekdayDate } from '@pidz/ui';
import { calendarItemTypeWord } from '../../../lib/words/uiWords';
import { itemTileProps } from '../itemTile';
import { calendarMessages } from '../messages';
import { cellOverflow, type DaySegment, type GridDay } from '../model';
import { useIsDaySelected, type DaySelection } from '../selection/useDaySelection';

const messages = calendarMessages.grid;

/** Rows of tiles a month cell has room for, the '+n meer' line included. */
const MONTH_CELL_ROWS = 3;
/** Markers a cell shows on a narrow screen before '+n'. */
const MAX_MARKERS = 4;

/** The accessible name of a day: 'zaterdag 21 november 2026, 2 items, vandaag'. */
function dayLabel(day: GridDay, count: number): string {
  return [formatWeekdayDate(day.key), messages.itemCount(count), day.isToday ? messages.today : '']
    .filter(Boolean)
    .join(', ');
}

interface DayCellProps {
  day: GridDay;
  segments: readonly DaySegment[] | undefined;
  isFocused: boolean;
  /** The grid's selection: the day follows its own key in it. */
  selection: DaySelection;
  isLoading: boolean;
  /** A phone: markers instead of tiles; the day drawer carries the details. */
  isNarrow: boolean;
}

const NO_SEGMENTS: readonly DaySegment[] = [];

/**
 * One day of the grid; memoised, so moving the focus re-renders only the two days concerned, and a
 * change of the selection (which each day reads for its own key) only the days that came into it or
 * left it.
 */
export const DayCell = memo(function DayCell({
  day,
  segments = NO_SEGMENTS,
  isFocused,
  selection,
  isLoading,
  isNarrow,
}: DayCellProps) {
  const isSelected = useIsDaySelected(selection, day.key);
  const { visible, moreCount } = cellOverflow(segments, MONTH_CELL_ROWS);
  return (
    <div
      role="gridcell"
      tabIndex={isFocused ? 0 : -1}
      aria-selected={isSelected}
      data-key={day.key}
      data-outside={day.isOutsidePeriod || undefined}
      data-today={day.isToday || undefined}
    >
      <span data-part="name">{dayLabel(day, segments.length)}</span>
      <span data-part="number" aria-hidden="true">
        {day.date.day}
      </span>
      {isNarrow ? (
        <div data-part="markers" aria-hidden="true">
          {segments.slice(0, MAX_MARKERS).map(({ item }) => (
            <span key={item.id} data-type={calendarItemTypeWord(item.type)} />
          ))}
          {segments.length > MAX_MARKERS && <span>+{segments.length - MAX_MARKERS}</span>}
        </div>
      ) : (
        <div data-part="tiles" aria-hidden="true">
          {isLoading ? (
            <span data-part="placeholder" />
          ) : (
            <>
              {visible.map(({ item }) => (
                <MonthTile key={item.id} item={item} />
              ))}
              {moreCount > 0 && (
                <button data-part="more" type="button" tabIndex={-1}>
                  {messages.more(moreCount)}
                </button>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
});

/**
 * A tile in a cell: static (the cell handles the press), squashed to the cell's one-line rows
 * without measuring, and memoised, so a month of 1000 items renders quickly.
 */
const MonthTile = memo(function MonthTile({ item }: { item: CalendarItem }) {
  return <CalendarEventTile {...itemTileProps(item)} isSquashed />;
});
