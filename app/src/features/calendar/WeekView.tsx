import { useEffect, useMemo, useRef, useState } from 'react';
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
import { itemTileProps } from './itemTile';
import { calendarMessages } from './messages';
import { layoutDays, type DaySegment, type GridDay } from './model';

const messages = calendarMessages.grid;

/** The height of one hour in the week view, in pixels. */
export const HOUR_HEIGHT_PX = 48;
/** The hour the view scrolls to at first. */
const FIRST_HOUR_SHOWN = 7;
/** Tiles at least this high (and not squeezed beside two others) use the extra-large variant. */
const EXTRA_LARGE_MIN_PX = 72;
/** ... and at least this wide. */
const EXTRA_LARGE_MIN_WIDTH_PX = 150;
/** The width of the hour axis, in pixels. */
const AXIS_WIDTH_PX = 56;
/** Room above the first hour shown, so its label ('07:00') is not cut off. */
const LABEL_ROOM_PX = 12;
/** Days a phone shows side by side; the others are a swipe (a horizontal scroll) away. */
const PHONE_DAYS = 3;
/** Short items are drawn at least this high, and judged so for overlap. */
const MIN_TILE_MINUTES = 30;

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
 * The week. On a phone it is the one scroll area, in both directions: three days wide (a swipe
 * shows the others), as high as the screen leaves, with the day headings and the hour axis kept
 * in view (sticky).
 */
const Frame = styled.section`
  position: relative;
  display: grid;
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
    position: sticky;
    top: 0;
    z-index: 2;
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

const Scroller = styled.div`
  &:focus-visible {
    ${insetFocusRing}
  }

  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: ${AXIS_WIDTH_PX}px repeat(7, minmax(0, 1fr));
  max-height: min(36rem, 70vh);
  overflow-y: auto;

  @media ${narrowScreenQuery} {
    grid-template-columns: subgrid;
    max-height: none;
    overflow: visible;
  }
`;

const Hours = styled.div`
  position: relative;
  height: calc(24 * ${HOUR_HEIGHT_PX}px);

  & > span {
    position: absolute;
    right: var(--pidz-space-xs);
    color: var(--pidz-color-grey-600);
    font-size: 0.6875rem;
    transform: translateY(-50%);
  }

  @media ${narrowScreenQuery} {
    position: sticky;
    left: 0;
    z-index: 1;
    background: var(--pidz-color-white);
  }
`;

const Column = styled.ul`
  position: relative;
  height: calc(24 * ${HOUR_HEIGHT_PX}px);
  margin: 0;
  padding: 0;
  border-left: 1px solid var(--pidz-color-grey-200);
  background-image: repeating-linear-gradient(
    to bottom,
    var(--pidz-color-grey-200) 0 1px,
    transparent 1px ${HOUR_HEIGHT_PX}px
  );
  list-style: none;

  &[data-today] {
    background-color: #f7faff;
  }
  & > li {
    position: absolute;
    padding: 1px 2px;
    box-sizing: border-box;
  }
`;

/**
 * The week: 7 day columns with an hour axis; tiles placed and sized by their Amsterdam times
 * (layoutDays), overlapping ones side by side, extra-large where there is room; all-day items in a
 * row on top; a night shift shows on both days it touches. A day's heading opens its drawer.
 */
export function WeekView({ days, byDay, isLoading, label, onOpenDay, onOpenItem }: WeekViewProps) {
  const frame = useRef<HTMLElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const layout = useMemo(
    () =>
      layoutDays(
        days.map((day) => day.date),
        byDay,
        { minMinutes: MIN_TILE_MINUTES },
      ),
    [days, byDay],
  );

  const [dayWidth, setDayWidth] = useState(0);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // The hours scroll in their own area, or (on a phone) with the whole week under its headings.
    const firstHour = FIRST_HOUR_SHOWN * HOUR_HEIGHT_PX - LABEL_ROOM_PX;
    element.scrollTo({ top: firstHour });
    const headings = frame.current?.querySelector('button')?.offsetHeight ?? 0;
    frame.current?.scrollTo({ top: element.offsetTop - headings + firstHour });
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setDayWidth((entry.contentRect.width - AXIS_WIDTH_PX) / 7);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Frame ref={frame} aria-label={label} aria-busy={isLoading || undefined}>
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
      {/* Scrollable by keyboard too, also when the week holds no items to tab to. */}
      <Scroller
        ref={scroller}
        data-part="columns"
        role="region"
        aria-label={messages.hours}
        tabIndex={0}
      >
        <Hours aria-hidden="true">
          {Array.from({ length: 23 }, (_, index) => (
            <span key={index} style={{ top: (index + 1) * HOUR_HEIGHT_PX }}>
              {String(index + 1).padStart(2, '0')}:00
            </span>
          ))}
        </Hours>
        {layout.map((column, index) => (
          <Column
            key={column.key}
            aria-label={formatWeekdayDate(column.key)}
            data-today={days[index]?.isToday || undefined}
          >
            {column.timed.map((segment) => {
              const heightPx = Math.max(
                segment.height * 24 * HOUR_HEIGHT_PX,
                (MIN_TILE_MINUTES / 60) * HOUR_HEIGHT_PX,
              );
              return (
                <li
                  key={segment.item.id}
                  style={{
                    top: `${segment.top * 100}%`,
                    height: heightPx,
                    left: `${(segment.column / segment.columns) * 100}%`,
                    width: `${100 / segment.columns}%`,
                  }}
                >
                  <CalendarEventTile
                    {...itemTileProps(segment.item)}
                    variant={
                      heightPx >= EXTRA_LARGE_MIN_PX &&
                      dayWidth / segment.columns >= EXTRA_LARGE_MIN_WIDTH_PX
                        ? 'extra-large'
                        : 'medium'
                    }
                    onPress={onOpenItem}
                  />
                </li>
              );
            })}
          </Column>
        ))}
      </Scroller>
    </Frame>
  );
}
