import { useCallback, useSyncExternalStore } from 'react';
import { notifyManager, useQueryClient, type Query, type QueryCache } from '@tanstack/react-query';
import { isRetryable } from '../platform/retry';

/**
 * Whether a shown read keeps its last data because the back end cannot be reached: it is on the
 * screen with data, from this visit or from the offline copy (lib/platform/offlineCopy/offlineCopy.ts), and
 * its last fetch failed on the network or with HTTP 5xx (the failures the app retries; not a
 * catalogue error or maintenance, which are answers), or waits for the device to be online again.
 */
export function isShownFromLastData(query: Query): boolean {
  const { data, status, error, fetchStatus } = query.state;
  if (query.getObserversCount() === 0 || data === undefined) return false;
  return fetchStatus === 'paused' || (status === 'error' && isRetryable(error));
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

/** What the screen shows of its last data for want of a connection (LastDataNotice's props). */
export interface LastDataShown {
  /** When the oldest of that data was loaded (epoch ms). */
  updatedAt: number;
  /** Those reads are being asked again. */
  isRetrying: boolean;
  /** Asks those reads again. */
  onRetry: () => void;
}

/** Whether, and since when, the screen's reads show their last data: undefined when none does. */
export function useLastDataShown(): LastDataShown | undefined {
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
  if (updatedAt === 0) return undefined;
  return {
    updatedAt,
    isRetrying,
    onRetry: () => void queryClient.refetchQueries({ predicate: isShownFromLastData }),
  };
}
