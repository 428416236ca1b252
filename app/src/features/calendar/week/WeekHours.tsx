import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CalendarEventTile, formatWeekdayDate, insetFocusRing, narrowScreenQuery } from '@pidz/ui';
import { itemTileProps } from '../itemTile';
import { calendarMessages } from '../messages';
import type { DayLayout, GridDay } from '../model';

const messages = calendarMessages.grid;

/** The height of one hour in the week view, in pixels. */
const HOUR_HEIGHT_PX = 48;
/** The hour the view scrolls to at first. */
const FIRST_HOUR_SHOWN = 7;
/** Tiles at least this high (and not squeezed beside two others) use the extra-large variant. */
const EXTRA_LARGE_MIN_PX = 72;
/** ... and at least this wide. */
const EXTRA_LARGE_MIN_WIDTH_PX = 150;
/** The width of the hour axis, in pixels. */
export const AXIS_WIDTH_PX = 56;
/** Room above the first hour shown, so its label ('07:00') is not cut off. */
const LABEL_ROOM_PX = 12;
/** Short items are drawn at least this high, and judged so for overlap. */
export const MIN_TILE_MINUTES = 30;

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

export interface WeekHoursProps {
  /** The 7 days. */
  days: readonly GridDay[];
  /** Each day's placed items (layoutDays). */
  layout: readonly DayLayout[];
  /** Opens an item. */
  onOpenItem: (id: string | number) => void;
}

/**
 * The week's hours: the hour axis beside a column per day, whose timed tiles are placed and sized
 * by their Amsterdam times, overlapping ones side by side, extra-large where there is room. It
 * opens at 07:00; it scrolls on its own, or on a phone with the whole week.
 */
export function WeekHours({ days, layout, onOpenItem }: WeekHoursProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [dayWidth, setDayWidth] = useState(0);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // The hours scroll in their own area, or (on a phone) with the whole week under its headings.
    const firstHour = FIRST_HOUR_SHOWN * HOUR_HEIGHT_PX - LABEL_ROOM_PX;
    element.scrollTo({ top: firstHour });
    // (The week's frame, the scroll area on a phone, holds the head, kept in view, and this part.)
    const frame = element.parentElement;
    const head = frame?.firstElementChild;
    const headHeight = head instanceof HTMLElement ? head.offsetHeight : 0;
    frame?.scrollTo({ top: element.offsetTop - headHeight + firstHour });
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setDayWidth((entry.contentRect.width - AXIS_WIDTH_PX) / 7);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
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
    </>
  );
}
