import { VisuallyHidden } from 'react-aria-components';
import styled from 'styled-components';
import { formatDate } from '@pidz/dates';

/** Where an entry stands: behind us, now, or still to come. */
export type TimelineEntryState = 'done' | 'current' | 'upcoming';

export interface TimelineEntry {
  /** Stable key of the entry. */
  id: string | number;
  /** What happened or will happen. */
  title: string;
  /** ISO date (yyyy-MM-dd) or instant; shown as a long Dutch date ('21 november 2026'). */
  date: string;
  /** Extra text under the title. Default: none. */
  description?: string;
  /** Marks the entry as done, current (`aria-current="step"`) or upcoming. Default: no state. */
  state?: TimelineEntryState;
}

export interface TimelineProps {
  /** The entries, in the order they happen. */
  entries: readonly TimelineEntry[];
  /** Accessible name of the list, for example 'Geschiedenis van het document'. */
  'aria-label': string;
  /** Text shown instead of the list when there are no entries. Default: nothing is shown. */
  emptyText?: string;
}

const stateLabels: Record<TimelineEntryState, string> = {
  done: 'Afgerond',
  current: 'Huidige stap',
  upcoming: 'Gepland',
};

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 1rem 1fr;
  column-gap: var(--pidz-space-md);
  padding-bottom: var(--pidz-space-lg);

  &:not(:last-child)::before {
    content: '';
    position: absolute;
    left: calc(0.5rem - 1px);
    top: 1.25rem;
    bottom: 0;
    width: 2px;
    background: var(--pidz-color-grey-400);
  }
  &:last-child {
    padding-bottom: 0;
  }
`;

const Marker = styled.span`
  width: 1rem;
  height: 1rem;
  margin-top: 0.25rem;
  border-radius: var(--pidz-radius-round);
  border: 2px solid var(--pidz-color-grey-600);
  background: var(--pidz-color-white);

  &[data-state='done'] {
    border-color: var(--pidz-color-blue);
    background: var(--pidz-color-blue);
  }
  &[data-state='current'] {
    border-color: var(--pidz-color-blue);
    box-shadow: inset 0 0 0 3px var(--pidz-color-white);
    background: var(--pidz-color-blue);
  }
  &[data-state='upcoming'] {
    border-style: dashed;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Title = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;

  [aria-current] > div > & {
    color: var(--pidz-color-blue);
  }
`;

const DateText = styled.time`
  font-size: 0.875rem;
  color: var(--pidz-color-grey-600);
`;

const Description = styled.p`
  margin: var(--pidz-space-xs) 0 0;
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  margin: 0;
  color: var(--pidz-color-grey-600);
`;

/** An ordered list of dated entries, each with a title, an optional description and a state. */
export function Timeline({ entries, emptyText, 'aria-label': ariaLabel }: TimelineProps) {
  if (entries.length === 0) return emptyText ? <Empty>{emptyText}</Empty> : null;
  return (
    <List aria-label={ariaLabel}>
      {entries.map(({ id, title, date, description, state }) => (
        <Item key={id} aria-current={state === 'current' ? 'step' : undefined}>
          <Marker aria-hidden data-state={state} />
          <Body>
            <Title>{title}</Title>
            <DateText dateTime={date}>{formatDate(date)}</DateText>
            {state && <VisuallyHidden>{stateLabels[state]}</VisuallyHidden>}
            {description && <Description>{description}</Description>}
          </Body>
        </Item>
      ))}
    </List>
  );
}
