import styled from 'styled-components';
import { Button, formatDateTime } from '@pidz/ui';
import { libMessages } from '../../lib/words/messages';
import { calendarMessages } from './messages';

const messages = calendarMessages.offline;

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

export interface OfflineNoticeProps {
  /** When the shown items were loaded (epoch milliseconds). */
  updatedAt: number;
  /** A retry is under way. */
  isRetrying: boolean;
  onRetry: () => void;
}

/** 'Geen verbinding': the last loaded items show read-only, with 'Laatst bijgewerkt' and a retry. */
export function OfflineNotice({ updatedAt, isRetrying, onRetry }: OfflineNoticeProps) {
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
