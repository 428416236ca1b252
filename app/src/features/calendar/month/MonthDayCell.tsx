import { memo, type MouseEvent } from 'react';
import type { CalendarDate } from '@internationalized/date';
import styled from 'styled-components';
import type { CalendarItem } from '@pidz/contracts';
import {
  CalendarEventTile,
  formatWeekdayDate,
  insetFocusRing,
  visuallyHiddenStyles,
} from '@pidz/ui';
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

/**
 * A day and its parts, styled in one place (plain elements marked with `data-part`, not a styled
 * component each: the grid renders 42 days at a time).
 */
const Cell = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  padding: var(--pidz-space-xs);
  background: var(--pidz-color-white);
  cursor: pointer;
  outline: none;

  &[data-outside] {
    background: var(--pidz-color-grey-100);
  }
  &:hover {
    background: var(--pidz-color-blue-light);
  }
  &[aria-selected='true'] {
    background: var(--pidz-color-blue-light);
    box-shadow: inset 0 0 0 2px var(--pidz-color-blue);
  }
  &:focus-visible {
    ${insetFocusRing}
  }

  & > [data-part='name'] {
    ${visuallyHiddenStyles}
  }

  & > [data-part='number'] {
    align-self: flex-start;
    min-width: 1.75rem;
    padding: 0 var(--pidz-space-xs);
    border-radius: var(--pidz-radius-round);
    font-size: 0.875rem;
    font-weight: 600;
    line-height: 1.75rem;
    text-align: center;
  }
  &[data-outside] > [data-part='number'] {
    color: var(--pidz-color-grey-600);
    font-weight: 400;
  }
  &[data-today] > [data-part='number'] {
    background: var(--pidz-color-blue);
    color: var(--pidz-color-white);
  }

  & > [data-part='tiles'] {
    display: grid;
    grid-auto-rows: 1.5rem;
    gap: 2px;
    min-width: 0;
  }

  & [data-part='more'] {
    padding: 0 var(--pidz-space-xs);
    border: none;
    border-radius: var(--pidz-radius-sm);
    background: transparent;
    color: var(--pidz-color-blue-dark);
    font: inherit;
    font-size: 0.75rem;
    font-weight: 600;
    text-align: left;
    cursor: pointer;

    &:hover {
      background: var(--pidz-color-grey-200);
    }
  }

  & > [data-part='markers'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 3px;
    padding-inline: var(--pidz-space-xs);
    font-size: 0.6875rem;
    color: var(--pidz-color-grey-600);

    & > [data-type] {
      width: 0.5rem;
      height: 0.5rem;
      border-radius: var(--pidz-radius-round);
    }
    & > [data-type='shift'] {
      background: var(--pidz-color-blue);
    }
    & > [data-type='unavailable'] {
      background: var(--pidz-color-grey-600);
    }
    & > [data-type='freelancer_request'] {
      background: var(--pidz-color-purple);
    }
  }

  & [data-part='placeholder'] {
    height: 1.5rem;
    border-radius: var(--pidz-radius-sm);
    background: linear-gradient(
      90deg,
      var(--pidz-color-grey-100),
      var(--pidz-color-grey-200),
      var(--pidz-color-grey-100)
    );
    background-size: 200% 100%;
    animation: pidz-calendar-shimmer 1.4s linear infinite;

    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }

  @keyframes pidz-calendar-shimmer {
    to {
      background-position: -200% 0;
    }
  }
`;

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
  onOpenDay: (day: CalendarDate) => void;
  onOpenItem: (id: string | number) => void;
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
  onOpenDay,
  onOpenItem,
}: DayCellProps) {
  const isSelected = useIsDaySelected(selection, day.key);
  const { visible, moreCount } = cellOverflow(segments, MONTH_CELL_ROWS);
  // One handler for the cell and its static tiles: a tile opens its item, anything else the day.
  const open = (event: MouseEvent<HTMLDivElement>) => {
    const tile = (event.target as Element).closest<HTMLElement>('[data-id]');
    if (tile?.dataset.id) onOpenItem(tile.dataset.id);
    else onOpenDay(day.date);
  };
  return (
    <Cell
      role="gridcell"
      tabIndex={isFocused ? 0 : -1}
      aria-selected={isSelected}
      data-key={day.key}
      data-outside={day.isOutsidePeriod || undefined}
      data-today={day.isToday || undefined}
      onClick={open}
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
    </Cell>
  );
});

/**
 * A tile in a cell: static (the cell handles the press), squashed to the cell's one-line rows
 * without measuring, and memoised, so a month of 1000 items renders quickly.
 */
const MonthTile = memo(function MonthTile({ item }: { item: CalendarItem }) {
  return <CalendarEventTile {...itemTileProps(item)} isSquashed />;
});
