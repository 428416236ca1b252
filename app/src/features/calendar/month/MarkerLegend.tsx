import styled from 'styled-components';
import { calendarEventTypeLabels, narrowScreenQuery, type CalendarEventType } from '@pidz/ui';
import { calendarMessages } from '../messages';

const TYPES: readonly CalendarEventType[] = ['shift', 'freelancer_request', 'unavailable'];

/** The marker colours are those of the month grid's markers (MonthGrid.tsx). */
const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--pidz-space-xs) var(--pidz-space-md);
  margin: 0;
  padding: 0;
  color: var(--pidz-color-grey-600);
  font-size: 0.8125rem;
  list-style: none;

  & > li {
    display: inline-flex;
    align-items: center;
    gap: var(--pidz-space-xs);
  }
  & [data-type] {
    width: 0.5rem;
    height: 0.5rem;
    border-radius: var(--pidz-radius-round);
  }
  & [data-type='shift'] {
    background: var(--pidz-color-blue);
  }
  & [data-type='unavailable'] {
    background: var(--pidz-color-grey-600);
  }
  & [data-type='freelancer_request'] {
    background: var(--pidz-color-purple);
  }

  &[data-phone-only] {
    @media not ${narrowScreenQuery} {
      display: none;
    }
  }
`;

export interface MarkerLegendProps {
  /** Shown on a phone only (beside the month grid, whose cells show markers only there). Default `false`. */
  isPhoneOnly?: boolean;
}

/** What each marker colour means: 'Dienst', 'Aanvraag', 'Niet beschikbaar'. */
export function MarkerLegend({ isPhoneOnly = false }: MarkerLegendProps) {
  return (
    <List aria-label={calendarMessages.grid.legend} data-phone-only={isPhoneOnly || undefined}>
      {TYPES.map((type) => (
        <li key={type}>
          <span data-type={type} aria-hidden="true" />
          {calendarEventTypeLabels[type]}
        </li>
      ))}
    </List>
  );
}
