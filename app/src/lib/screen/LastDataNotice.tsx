import styled from 'styled-components';
import { Button, formatDateTime } from '@pidz/ui';
import { libMessages } from '../words/messages';
import type { LastDataShown } from './lastData';

const messages = libMessages.offline;

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--pidz-space-sm) var(--pidz-space-md);
  padding: var(--pidz-space-md);
  border: 1px solid var(--pidz-color-orange);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-orange-light);

  & p {
    margin: 0;
  }
`;

/**
 * 'Geen verbinding · Laatst bijgewerkt <when>' above a screen whose reads show their last data
 * because the back end cannot be reached (lastData.ts), with a retry that asks them again. `Page`
 * loads it when it is needed (it is not in the first load). Changes fail meanwhile with the
 * catalogue toast, as any failed write does.
 */
export function LastDataNotice({ updatedAt, isRetrying, onRetry }: LastDataShown) {
  return (
    <Notice role="status">
      <div>
        <p>
          <strong>{messages.title}</strong> ·{' '}
          {messages.lastUpdated(formatDateTime(new Date(updatedAt)))}
        </p>
        <p>{messages.text}</p>
      </div>
      <Button variant="secondary" isCompact onPress={onRetry} isDisabled={isRetrying}>
        {libMessages.retry}
      </Button>
    </Notice>
  );
}
