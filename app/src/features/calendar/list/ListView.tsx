import styled from 'styled-components';
import {
  Card,
  type DayKey,
  Heading,
  formatWeekdayDate,
  listRowStyles,
  narrowScreenQuery,
  rowListStyles,
} from '@pidz/ui';
import { ItemTiles } from '../ItemTiles';
import { calendarMessages } from '../messages';
import type { DaySegment, GridDay } from '../model';

const Days = styled.ol`
  ${rowListStyles}
  gap: var(--pidz-space-md);
`;

const Day = styled.li`
  display: grid;
  grid-template-columns: minmax(10rem, 14rem) minmax(0, 1fr);
  gap: var(--pidz-space-sm) var(--pidz-space-lg);
  ${listRowStyles}

  /* The weekday in lower case ('maandag 7 december'), as on every other screen. */
  & h3 {
    margin: 0;
  }
  @media ${narrowScreenQuery} {
    grid-template-columns: 1fr;
  }
`;

const Empty = styled(Card)`
  color: var(--pidz-color-grey-600);
`;

export interface ListViewProps {
  /** The days of the view; those outside the period are left out. */
  days: readonly GridDay[];
  byDay: ReadonlyMap<DayKey, readonly DaySegment[]>;
  isLoading: boolean;
  /** The list's name. */
  label: string;
  onOpenItem: (id: string | number) => void;
}

/**
 * 'Lijst': the period's items in order, grouped per day under a heading, as extra-large tiles; the
 * view a screen-reader or small-screen user may prefer.
 */
export function ListView({ days, byDay, isLoading, label, onOpenItem }: ListViewProps) {
  const filled = days.filter((day) => !day.isOutsidePeriod && byDay.has(day.key));
  if (isLoading) return <Empty role="status">{calendarMessages.grid.loading}</Empty>;
  if (filled.length === 0) return <Empty>{calendarMessages.list.empty}</Empty>;
  return (
    <Days aria-label={label}>
      {filled.map((day) => (
        <Day key={day.key}>
          <Heading level={3} size="md">
            {formatWeekdayDate(day.key)}
          </Heading>
          <ItemTiles segments={byDay.get(day.key) ?? []} onOpenItem={onOpenItem} />
        </Day>
      ))}
    </Days>
  );
}
