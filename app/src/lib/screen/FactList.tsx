import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--pidz-space-sm) var(--pidz-space-lg);
  margin: 0;

  & dt {
    color: var(--pidz-color-grey-600);
  }
  & dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  @media (max-width: 30rem) {
    grid-template-columns: 1fr;
    & dd {
      margin-bottom: var(--pidz-space-sm);
    }
  }
`;

/** One fact: its label and its value. */
export interface Fact {
  label: string;
  value: ReactNode;
}

export interface FactListProps {
  /** The facts, in order. */
  facts: readonly Fact[];
}

/**
 * The facts of one record (an invoice, a shift) as a description list: labels in grey beside
 * their values, stacked on narrow screens.
 */
export function FactList({ facts }: FactListProps) {
  return (
    <List>
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
