import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@pidz/ui';
import { libMessages } from '../words/messages';

/*
 * The placeholder states of a screen, free of headings and buttons (the routes' and every
 * QueryBoundary's loading state loads with the signed-in app).
 */

const GreyText = styled.p`
  color: var(--pidz-color-grey-600);
`;

export interface EmptyStateProps {
  /** What the user sees instead of content. Default 'Dit onderdeel komt binnenkort.' */
  children?: ReactNode;
  /**
   * The next step, so that an empty screen does not end the way: how its content comes about
   * (`text`) and a link to where the user can help it along (`link`).
   */
  next?: { text: string; link?: ReactNode };
}

/** The text a screen shows when it has nothing (yet) to show. */
export function EmptyState({ children = libMessages.comingSoon, next }: EmptyStateProps) {
  return (
    <Card gap={next ? 'sm' : undefined}>
      <GreyText>{children}</GreyText>
      {next && <p>{next.text}</p>}
      {next?.link && <div>{next.link}</div>}
    </Card>
  );
}

/** Shows 'Bezig met laden…' to assistive technology and sighted users while a screen loads. */
export function LoadingState() {
  return (
    <Card role="status" aria-busy="true">
      <GreyText>{libMessages.loading}</GreyText>
    </Card>
  );
}
