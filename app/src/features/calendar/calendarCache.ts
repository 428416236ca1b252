import { useEffect, useState } from 'react';
import { hydrate, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { CALENDAR_CACHE_KEY, keptDataStorage } from '../../lib/platform/keptData';
import { rpcKey } from '../../lib/platform/queries';
import {
  persistQueryClientSubscribe,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';

/**
 * The calendar readable offline: the loaded ranges of `calendar:getAvailability` (and nothing
 * else of the cache) are kept in localStorage with TanStack Query's sync storage persister, and put
 * back into the cache when the calendar opens. When the back end cannot be reached, the view then
 * shows them read-only with 'Laatst bijgewerkt'.
 */

/** Raise to drop caches written by an older shape. */
export const CALENDAR_CACHE_BUSTER = 'calendar-1';
/** Older caches are not shown. */
export const CALENDAR_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const isCalendarQuery = (query: Query) =>
  query.queryKey[0] === 'rpc' &&
  query.queryKey[1] === 'calendar:getAvailability' &&
  query.state.status === 'success';

/** Puts the kept calendar ranges into the cache (once), where the cache has nothing newer. */
export function restoreCalendarCache(queryClient: QueryClient, now = Date.now()): void {
  const text = keptDataStorage()?.getItem(CALENDAR_CACHE_KEY);
  if (!text) return;
  try {
    const persisted = JSON.parse(text) as PersistedClient;
    if (
      persisted.buster !== CALENDAR_CACHE_BUSTER ||
      now - persisted.timestamp > CALENDAR_CACHE_MAX_AGE_MS
    ) {
      keptDataStorage()?.removeItem(CALENDAR_CACHE_KEY);
      return;
    }
    hydrate(queryClient, persisted.clientState);
    // Shown at once, and asked again as soon as a view needs them.
    void queryClient.invalidateQueries({
      queryKey: rpcKey('calendar:getAvailability'),
      refetchType: 'none',
    });
  } catch {
    keptDataStorage()?.removeItem(CALENDAR_CACHE_KEY);
  }
}

/**
 * Restores the kept calendar ranges before the first render of the calendar, and keeps every
 * loaded range from then on.
 */
export function useCalendarCache(): void {
  const queryClient = useQueryClient();
  useState(() => restoreCalendarCache(queryClient));
  useEffect(() => {
    const store = keptDataStorage();
    if (!store) return undefined;
    // The persister writes throttled; a write still pending when the calendar closes is dropped,
    // so it cannot put back what was forgotten or replaced since (a sign-out, another cache).
    let isOpen = true;
    const unsubscribe = persistQueryClientSubscribe({
      queryClient,
      persister: createSyncStoragePersister({
        storage: {
          getItem: (key) => store.getItem(key),
          setItem: (key, value) => {
            if (isOpen) store.setItem(key, value);
          },
          removeItem: (key) => store.removeItem(key),
        },
        key: CALENDAR_CACHE_KEY,
        throttleTime: 500,
      }),
      buster: CALENDAR_CACHE_BUSTER,
      dehydrateOptions: {
        shouldDehydrateQuery: isCalendarQuery,
        shouldDehydrateMutation: () => false,
      },
    });
    return () => {
      isOpen = false;
      unsubscribe();
    };
  }, [queryClient]);
}
