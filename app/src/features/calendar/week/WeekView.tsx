import { useEffect, useMemo, useRef } from 'react';
import type { CalendarDate } from '@internationalized/date';
import styled from 'styled-components';
import {
  CalendarEventTile,
  type DayKey,
  formatWeekdayDate,
  insetFocusRing,
  narrowScreenQuery,
  visuallyHiddenStyles,
  weekdayShortName,
} from '@pidz/ui';
import { useMediaQuery } from '../../../lib/screen/useMediaQuery';
import { itemTileProps } from '../itemTile';
import { calendarMessages } from '../messages';
import { layoutDays, type DaySegment, type GridDay } from '../model';
import { AXIS_WIDTH_PX, MIN_TILE_MINUTES, WeekHours } from './WeekHours';

const messages = calendarMessages.grid;

/**
 * Days a phone shows side by side: two and a half, so that the next day peeks in at the right edge
 * and the swipe (a horizontal scroll) to the others is evident.
 */
const PHONE_DAYS = 2.5;

export interface WeekViewProps {
  /** The 7 days. */
  days: readonly GridDay[];
  /** The segments per day (itemsByDay). */
  byDay: ReadonlyMap<DayKey, readonly DaySegment[]>;
  /** While the items load, the columns stay (no layout shift). */
  isLoading: boolean;
  /** The region's name: 'Agenda Week 47, 2026'. */
  label: string;
  /** Opens a day (the day drawer). */
  onOpenDay: (day: CalendarDate) => void;
  /** Opens an item. */
  onOpenItem: (id: string | number) => void;
}

/**
 * The week. On a phone it is the one scroll area, in both directions: two and a half days wide
 * (a swipe shows the others), opened on today, as high as the screen leaves, with the day headings and the hour axis kept
 * in view (sticky).
 */
const Frame = styled.section`
  position: relative;
  display: grid;
  min-width: 0;
  grid-template-columns: ${AXIS_WIDTH_PX}px repeat(7, minmax(0, 1fr));
  overflow: hidden;
  border: 1px solid var(--pidz-color-grey-200);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-white);

  @media ${narrowScreenQuery} {
    grid-template-columns:
      ${AXIS_WIDTH_PX}px
      repeat(7, calc((100% - ${AXIS_WIDTH_PX}px) / ${PHONE_DAYS}));
    max-height: max(20rem, calc(100dvh - 21rem));
    overflow: auto;
    overscroll-behavior: contain;
    scroll-snap-type: x mandatory;
    scroll-padding-left: ${AXIS_WIDTH_PX}px;
  }
  &:focus-visible {
    ${insetFocusRing}
  }
`;

/*
 * The day headings and the 'Hele dag' row: above the hours, and on a phone kept in view while the
 * week scrolls (it opens at 07:00), so that an all-day item never lies out of sight above them.
 */
const Head = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: subgrid;

  @media ${narrowScreenQuery} {
    position: sticky;
    top: 0;
    z-index: 2;
    background: var(--pidz-color-white);
  }
`;

const Corner = styled.div`
  border-bottom: 1px solid var(--pidz-color-grey-200);

  @media ${narrowScreenQuery} {
    position: sticky;
    top: 0;
    left: 0;
    z-index: 3;
    background: var(--pidz-color-white);
  }
`;

const DayHeader = styled.button`
  position: relative;
  display: grid;
  justify-items: center;
  gap: 2px;
  padding: var(--pidz-space-sm) 0;
  border: none;
  border-bottom: 1px solid var(--pidz-color-grey-200);
  border-left: 1px solid var(--pidz-color-grey-200);
  background: transparent;
  color: var(--pidz-color-grey-600);
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;

  & > strong {
    min-width: 2rem;
    border-radius: var(--pidz-radius-round);
    color: var(--pidz-color-black);
    font-size: 1.125rem;
    line-height: 2rem;
  }
  &[data-today] > strong {
    background: var(--pidz-color-blue);
    color: var(--pidz-color-white);
  }
  &:hover {
    background: var(--pidz-color-blue-light);
  }
  &:focus-visible {
    ${insetFocusRing}
  }

  @media ${narrowScreenQuery} {
    background: var(--pidz-color-white);
    scroll-snap-align: start;
  }
`;

const HiddenName = styled.span`
  ${visuallyHiddenStyles}
`;

const AllDayLabel = styled.div`
  padding: var(--pidz-space-xs);
  border-bottom: 1px solid var(--pidz-color-grey-200);
  color: var(--pidz-color-grey-600);
  font-size: 0.6875rem;
  text-align: right;

  @media ${narrowScreenQuery} {
    position: sticky;
    left: 0;
    z-index: 1;
    background: var(--pidz-color-white);
  }
`;

const AllDayCell = styled.ul`
  display: grid;
  grid-auto-rows: 1.5rem;
  align-content: start;
  gap: 2px;
  min-height: 1.75rem;
  margin: 0;
  padding: 2px;
  border-bottom: 1px solid var(--pidz-color-grey-200);
  border-left: 1px solid var(--pidz-color-grey-200);
  list-style: none;
`;

/**
 * The week: 7 day columns with an hour axis (WeekHours); tiles placed and sized by their Amsterdam times
 * (layoutDays), overlapping ones side by side, extra-large where there is room; all-day items in a
 * row on top, above the scrolling hours; a night shift shows on both days it touches. A day's heading opens its drawer.
 */
export function WeekView({ days, byDay, isLoading, label, onOpenDay, onOpenItem }: WeekViewProps) {
  const layout = useMemo(
    () =>
      layoutDays(
        days.map((day) => day.date),
        byDay,
        { minMinutes: MIN_TILE_MINUTES },
      ),
    [days, byDay],
  );
  const isNarrow = useMediaQuery(narrowScreenQuery);
  const frame = useRef<HTMLElement>(null);
  const todayKey = days.find((day) => day.isToday)?.key;

  // On a phone the week opens on today's column (when it holds today), beside the hour axis.
  useEffect(() => {
    const element = frame.current;
    if (!isNarrow || !element || !todayKey) return;
    const header = element.querySelector<HTMLElement>(`[data-key="${todayKey}"]`);
    if (header) element.scrollLeft = header.offsetLeft - AXIS_WIDTH_PX;
  }, [isNarrow, todayKey]);

  return (
    <Frame
      ref={frame}
      aria-label={label}
      aria-busy={isLoading || undefined}
      // On a phone the week scrolls sideways: reachable by keyboard too.
      tabIndex={isNarrow ? 0 : undefined}
    >
      <Head>
        <Corner />
        {days.map((day) => (
          <DayHeader
            key={day.key}
            type="button"
            data-key={day.key}
            data-today={day.isToday || undefined}
            onClick={() => onOpenDay(day.date)}
          >
            <HiddenName>
              {`${formatWeekdayDate(day.key)}, ${messages.itemCount(byDay.get(day.key)?.length ?? 0)}`}
            </HiddenName>
            <span aria-hidden="true">{weekdayShortName(day.weekday)}</span>
            <strong aria-hidden="true">{day.date.day}</strong>
          </DayHeader>
        ))}
        <AllDayLabel>{messages.allDay}</AllDayLabel>
        {layout.map((column) => (
          <AllDayCell
            key={column.key}
            aria-label={`${messages.allDay} ${formatWeekdayDate(column.key)}`}
          >
            {column.allDay.map((segment) => (
              <li key={segment.item.id}>
                <CalendarEventTile {...itemTileProps(segment.item)} isAllDay onPress={onOpenItem} />
              </li>
            ))}
          </AllDayCell>
        ))}
      </Head>
      <WeekHours days={days} layout={layout} onOpenItem={onOpenItem} />
    </Frame>
  );
}
