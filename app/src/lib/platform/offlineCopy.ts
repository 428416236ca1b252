import { hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  persistQueryClientSubscribe,
  removeOldestQuery,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';
import type { CurrentUser } from '@pidz/contracts';
import { keptDataStorage, OFFLINE_COPY_KEY } from './keptData';
import { sessionStore } from './session';

/**
 * The screens readable offline (decision 0026): the answered JSON-RPC reads of the signed-in user
 * are kept in localStorage with TanStack Query's sync storage persister, with the user's id in
 * its buster, and put back into the cache at start-up, before the first screen renders. A screen
 * then shows its last data at once and asks again; when the back end cannot be reached, it keeps
 * showing them read-only with 'Geen verbinding' and 'Laatst bijgewerkt' (lib/screen/lastData.ts).
 * Another user's copy is dropped before anything renders. The module loads on demand, beside the
 * start-up's current user.
 */

/** Raise to drop copies written by an older shape. */
const OFFLINE_COPY_VERSION = 'offline-copy-1';
/**
 * Where the calendar alone was kept before every screen was (decision 0008): forgotten at every
 * signed-in start, so that it does not outlive the release that read it.
 */
const CALENDAR_CACHE_KEY = 'pidz.calendar-cache';

/** Older copies are not shown. */
export const OFFLINE_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** The persister writes at most this often. */
const WRITE_INTERVAL_MS = 1000;

/** The copy's buster: its shape and its user. A copy with another buster is never restored. */
export function offlineCopyBuster(userId: string): string {
  return `${OFFLINE_COPY_VERSION} user ${userId}`;
}

/**
 * Whether a query is kept: a read of the contract (`['rpc', method, params]`, see `rpcKey`) that
 * has answered, also when it failed since (its last data stays). Not the session or other REST
 * calls, not a read that never answered. Drafts are no queries (they live in the form drafts),
 * and mutations are never kept.
 */
export function isKeptQuery(query: Query): boolean {
  return query.queryKey[0] === 'rpc' && query.state.data !== undefined;
}

/** The copy as written: each read with its last answer, without a failure that followed it. */
function lastAnswers(copy: PersistedClient): PersistedClient {
  const queries = copy.clientState.queries.map((query) => ({
    ...query,
    state: {
      ...query.state,
      status: 'success' as const,
      error: null,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
    },
  }));
  return { ...copy, clientState: { ...copy.clientState, queries } };
}

/** The user's copy, or undefined when there is none that may be shown (it is then removed). */
function readCopy(userId: string, now: number): PersistedClient | undefined {
  const storage = keptDataStorage();
  const text = storage?.getItem(OFFLINE_COPY_KEY);
  if (!text) return undefined;
  try {
    const copy = JSON.parse(text) as PersistedClient;
    if (
      copy.buster === offlineCopyBuster(userId) &&
      now - copy.timestamp <= OFFLINE_COPY_MAX_AGE_MS
    ) {
      return copy;
    }
  } catch {
    // An unreadable copy goes the way of an old one.
  }
  // Another user's, of an older shape, or too old.
  storage?.removeItem(OFFLINE_COPY_KEY);
  return undefined;
}

/**
 * Puts the user's copy into the cache, where the cache has nothing newer; another user's copy is
 * removed instead. What it puts back counts as stale, so a screen that shows it asks again.
 */
export function restoreOfflineCopy(
  queryClient: QueryClient,
  userId: string,
  now = Date.now(),
): void {
  keptDataStorage()?.removeItem(CALENDAR_CACHE_KEY);
  const copy = readCopy(userId, now);
  if (!copy) return;
  hydrate(queryClient, copy.clientState);
  const restored = new Map(
    copy.clientState.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]),
  );
  void queryClient.invalidateQueries({
    predicate: (query) => restored.get(query.queryHash) === query.state.dataUpdatedAt,
    refetchType: 'none',
  });
}

/**
 * Keeps the user's answered reads from now on (throttled). A write waits for nothing: it is made
 * only while the session is signed in, so a write still pending at a sign-out cannot put back what
 * was forgotten. Returns the unsubscribe.
 */
export function keepOfflineCopy(queryClient: QueryClient, userId: string): () => void {
  const storage = keptDataStorage();
  if (!storage) return () => undefined;
  return persistQueryClientSubscribe({
    queryClient,
    persister: createSyncStoragePersister({
      storage: {
        getItem: (key) => storage.getItem(key),
        setItem: (key, value) => {
          if (sessionStore.status === 'signed-in') storage.setItem(key, value);
        },
        removeItem: (key) => storage.removeItem(key),
      },
      key: OFFLINE_COPY_KEY,
      throttleTime: WRITE_INTERVAL_MS,
      serialize: (copy) => JSON.stringify(lastAnswers(copy)),
      // A full storage drops the oldest reads until the copy fits.
      retry: removeOldestQuery,
    }),
    buster: offlineCopyBuster(userId),
    dehydrateOptions: {
      shouldDehydrateQuery: isKeptQuery,
      shouldDehydrateMutation: () => false,
    },
  });
}

/**
 * The start-up's part, once the user is known and before anything renders: the user's copy back
 * into the cache (another user's dropped), and the user's reads kept from then on.
 */
export function startOfflineCopy(queryClient: QueryClient, user: Pick<CurrentUser, 'id'>): void {
  const userId = String(user.id);
  restoreOfflineCopy(queryClient, userId);
  keepOfflineCopy(queryClient, userId);
}
