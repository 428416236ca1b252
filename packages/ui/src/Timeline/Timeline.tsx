import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import styled from 'styled-components';
import { formatDate } from '@pidz/dates';
import { narrowScreenQuery } from '../tokens/tokens';

/** Where an entry stands: behind us, now, or still to come. */
export type TimelineEntryState = 'done' | 'current' | 'upcoming';

/** How much an entry asks for attention: soon (`warning`, orange) or now (`danger`, red). */
export type TimelineEntryTone = 'warning' | 'danger';

export interface TimelineEntry {
  /** Stable key of the entry. */
  id: string | number;
  /** What happened or will happen. */
  title: string;
  /** ISO date (yyyy-MM-dd) or instant; shown as a long Dutch date ('21 november 2026'). */
  date: string;
  /** Words before the date, for example 'Geldig tot'. Default: the date alone. */
  dateLabel?: string;
  /** Extra text under the title (a file's name: `FileName`). Default: none. */
  description?: ReactNode;
  /** Marks the entry as done, current (`aria-current="step"`) or upcoming. Default: no state. */
  state?: TimelineEntryState;
  /** A short status in words, shown in bold under the date ('Verlopen'). Default: none. */
  note?: string;
  /** Colours the marker and the note when the entry asks for attention. Default: neutral. */
  tone?: TimelineEntryTone;
  /** A control for the entry (a button or link), beside it on a wide screen. Default: none. */
  action?: ReactNode;
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
  grid-template-columns: 1rem minmax(0, 1fr) auto;
  align-items: start;
  column-gap: var(--pidz-space-md);
  row-gap: var(--pidz-space-xs);
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
  &[data-tone='warning'] {
    border-color: var(--pidz-color-orange);
    background: var(--pidz-color-orange);
  }
  &[data-tone='danger'] {
    border-color: var(--pidz-color-red);
    background: var(--pidz-color-red);
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

const DateLine = styled.span`
  font-size: 0.875rem;
  color: var(--pidz-color-grey-600);
`;

const Description = styled.p`
  margin: var(--pidz-space-xs) 0 0;
  overflow-wrap: anywhere;
`;

const Note = styled.strong`
  font-size: 0.875rem;

  &[data-tone='warning'] {
    color: var(--pidz-color-orange);
  }
  &[data-tone='danger'] {
    color: var(--pidz-color-red);
  }
`;

const Action = styled.div`
  /* Beside the entry on a wide screen (a sentence wraps); under it, in the text's column, on a
     phone. */
  max-width: 20rem;
  @media ${narrowScreenQuery} {
    grid-column: 2;
    max-width: none;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: var(--pidz-color-grey-600);
`;

/**
 * An ordered list of dated entries, each with a title, an optional description and a state; an
 * entry that asks for attention has a tone and a note in words (the colour is never the only
 * sign), and may carry an action.
 */
export function Timeline({ entries, emptyText, 'aria-label': ariaLabel }: TimelineProps) {
  if (entries.length === 0) return emptyText ? <Empty>{emptyText}</Empty> : null;
  return (
    <List aria-label={ariaLabel}>
      {entries.map(({ id, title, date, dateLabel, description, state, note, tone, action }) => (
        <Item key={id} aria-current={state === 'current' ? 'step' : undefined}>
          <Marker aria-hidden data-state={state} data-tone={tone} />
          <Body>
            <Title>{title}</Title>
            <DateLine>
              {dateLabel && `${dateLabel} `}
              <time dateTime={date}>{formatDate(date)}</time>
            </DateLine>
            {state && <VisuallyHidden>{stateLabels[state]}</VisuallyHidden>}
            {description && <Description>{description}</Description>}
            {note && <Note data-tone={tone}>{note}</Note>}
          </Body>
          {action && <Action>{action}</Action>}
        </Item>
      ))}
    </List>
  );
}
