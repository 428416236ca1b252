import { useCallback, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { notifyManager, useQueryClient, type Query, type QueryCache } from '@tanstack/react-query';
import { Button, formatDateTime } from '@pidz/ui';
import { isRetryable } from '../platform/retry';
import { libMessages } from '../words/messages';

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
 * Whether a shown read keeps its last data because the back end cannot be reached: it is on the
 * screen, and its last fetch failed on the network or with HTTP 5xx (the failures the app retries;
 * not a catalogue error or maintenance, which are answers) while it has data, from this visit or
 * from the offline copy (lib/platform/offlineCopy.ts).
 */
export function isShownFromLastData(query: Query): boolean {
  return (
    query.getObserversCount() > 0 &&
    query.state.status === 'error' &&
    query.state.data !== undefined &&
    isRetryable(query.state.error)
  );
}

/** When the oldest data shown for want of a connection was loaded (epoch ms); 0 when none is. */
function oldestLastData(queryCache: QueryCache): number {
  const shown = queryCache.findAll({ predicate: isShownFromLastData });
  return shown.length === 0 ? 0 : Math.min(...shown.map((query) => query.state.dataUpdatedAt));
}

function isAskingAgain(queryCache: QueryCache): boolean {
  return queryCache
    .findAll({ predicate: isShownFromLastData })
    .some((query) => query.state.fetchStatus === 'fetching');
}

/**
 * 'Geen verbinding · Laatst bijgewerkt <when>' above a screen whose reads show their last data
 * because the back end cannot be reached, with a retry that asks them again; nothing otherwise.
 * `Page` shows it, so every screen has it in the same place. Changes fail meanwhile with the
 * catalogue toast, as any failed write does.
 */
export function KeptDataNotice() {
  const queryClient = useQueryClient();
  const queryCache = queryClient.getQueryCache();
  const subscribe = useCallback(
    (onChange: () => void) => queryCache.subscribe(notifyManager.batchCalls(onChange)),
    [queryCache],
  );
  const updatedAt = useSyncExternalStore(
    subscribe,
    () => oldestLastData(queryCache),
    () => 0,
  );
  const isRetrying = useSyncExternalStore(
    subscribe,
    () => isAskingAgain(queryCache),
    () => false,
  );
  if (updatedAt === 0) return null;
  const retry = () => void queryClient.refetchQueries({ predicate: isShownFromLastData });
  return (
    <Notice role="status">
      <div>
        <p>
          <strong>{messages.title}</strong> ·{' '}
          {messages.lastUpdated(formatDateTime(new Date(updatedAt)))}
        </p>
        <p>{messages.text}</p>
      </div>
      <Button variant="secondary" isCompact onPress={retry} isDisabled={isRetrying}>
        {libMessages.retry}
      </Button>
    </Notice>
  );
}
