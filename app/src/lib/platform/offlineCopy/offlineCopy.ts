import { dehydrate, hashKey, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  persistQueryClientSubscribe,
  removeOldestQuery,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';
import type { CurrentUser } from '@pidz/contracts';
import { afterFirstScreen } from '../firstScreen';
import { impersonationId } from '../impersonation';
import { offlineCopyMark, offlineCopyStorage, OFFLINE_COPY_KEY } from './storage';
import { busterOwner, copyOwnerNow, offlineCopyBuster, type CopyOwner } from './owner';
import { rpcKey } from '../queries';
import { bindPageAccount } from '../pageAccount';
import { holdReads } from '../queryClient';
import { sessionStore } from '../session';

/**
 * The screens readable offline (decision 0026): the answered reads of the signed-in user (see
 * {@link isKeptQuery}) are kept in localStorage with TanStack Query's sync storage persister, with
 * their owner (the account signed in, the user it acts as, the impersonation; owner.ts)
 * in its buster, and put back into the cache at start-up, before the first screen renders. A
 * screen then shows its last data at once, and asks again once the first screen has been painted;
 * when the back end cannot be reached, it keeps showing them read-only with 'Geen verbinding' and
 * 'Laatst bijgewerkt' (lib/screen/lastData.ts). Anyone else's copy is dropped before anything
 * renders. The module loads on demand, beside the start-up's session check.
 */

/**
 * Where the calendar alone was kept before every screen was (decision 0008): forgotten at every
 * signed-in start, so that it does not outlive the release that read it.
 */
const CALENDAR_CACHE_KEY = 'pidz.calendar-cache';

/** Older copies are not shown. */
export const OFFLINE_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** The persister writes at most this often. */
const WRITE_INTERVAL_MS = 1000;

/**
 * Whether a query is kept: a read of the contract (`['rpc', method, params]`, see `rpcKey`) or a
 * REST read that says so (`meta.keptOffline`: the banners and the feature flags, so that a repeat
 * visit draws its frame without waiting for them) that has answered, also when it failed since
 * (its last data stays). Not the session or other REST calls, not a read that never answered.
 * Drafts are no queries (they live in the form drafts), and mutations are never kept.
 */
export function isKeptQuery(query: Query): boolean {
  return (
    (query.queryKey[0] === 'rpc' || query.meta?.keptOffline === true) &&
    query.state.data !== undefined
  );
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

/** The copy as stored. */
function serializeCopy(copy: PersistedClient): string {
  return JSON.stringify(lastAnswers(copy));
}

/** The id of the current user a copy holds. */
function heldUserId(copy: PersistedClient): string | undefined {
  const userHash = hashKey(rpcKey('user:getCurrentUser'));
  const user = copy.clientState.queries.find((query) => query.queryHash === userHash)?.state
    .data as Pick<CurrentUser, 'id'> | undefined;
  return user === undefined ? undefined : String(user.id);
}

/**
 * The kept copy and its owner, when it may be shown: younger than the maximum age, of the user it
 * holds (a copy without the current user is of its buster's), under the page's impersonation now,
 * and of the `expected` owner's account and user where they are given. Any other copy (anyone
 * else's, an older shape, too old) is removed.
 */
function readCopy(
  now: number,
  expected: Partial<Pick<CopyOwner, 'account' | 'user'>>,
): { copy: PersistedClient; owner: CopyOwner } | undefined {
  const storage = offlineCopyStorage();
  const text = storage?.getItem(OFFLINE_COPY_KEY);
  if (!text) return undefined;
  try {
    const copy = JSON.parse(text) as PersistedClient;
    const owner = busterOwner(copy.buster);
    if (
      owner &&
      (heldUserId(copy) ?? owner.user) === owner.user &&
      owner.as === (impersonationId() ?? '-') &&
      (expected.account ?? owner.account) === owner.account &&
      (expected.user ?? owner.user) === owner.user &&
      now - copy.timestamp <= OFFLINE_COPY_MAX_AGE_MS
    ) {
      return { copy, owner };
    }
  } catch {
    // An unreadable copy goes the way of an old one.
  }
  storage?.removeItem(OFFLINE_COPY_KEY);
  return undefined;
}

/**
 * Puts a copy into the cache, where the cache has nothing newer. Returns the reads it put back
 * (not those the cache had newer data for).
 */
function putBack(queryClient: QueryClient, copy: PersistedClient): Query[] {
  hydrate(queryClient, copy.clientState);
  const restored = new Map(
    copy.clientState.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]),
  );
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => restored.get(query.queryHash) === query.state.dataUpdatedAt });
}

/**
 * Marks `reads` stale, so that a screen that shows them asks again; `refetchType: 'active'` asks
 * those on screen at once.
 */
function askAgain(
  queryClient: QueryClient,
  reads: readonly Query[],
  refetchType: 'none' | 'active',
): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => reads.includes(query),
    refetchType,
  });
}

/** Whose reads each cache keeps, and how to stop: one copy per cache at a time. */
const keeping = new WeakMap<QueryClient, { buster: string; stop: () => void }>();

/**
 * Keeps the user's answered reads from now on (throttled), in place of anyone else's that this
 * cache kept; their owner is the session's account now unless given. A write waits for nothing:
 * it is made only while the session is signed in as that account, while this cache keeps that
 * owner's, and while no page of the browser has forgotten the offline copy since (storage.ts), so
 * that a write still pending at a sign-out, here or in another tab, cannot put back what was
 * forgotten. Returns
 * the unsubscribe.
 */
export function keepOfflineCopy(
  queryClient: QueryClient,
  userId: string,
  owner = copyOwnerNow(userId),
): () => void {
  const buster = offlineCopyBuster(owner);
  const kept = keeping.get(queryClient);
  if (kept?.buster === buster) return kept.stop;
  kept?.stop();
  const stop = subscribeOfflineCopy(queryClient, owner, buster);
  keeping.set(queryClient, { buster, stop });
  return stop;
}

function subscribeOfflineCopy(
  queryClient: QueryClient,
  owner: CopyOwner,
  buster: string,
): () => void {
  const storage = offlineCopyStorage();
  if (!storage) return () => undefined;
  // Once any page of the browser forgot the offline copy (a sign-out, another sign-in), never again.
  const mark = offlineCopyMark();
  const mayWrite = () =>
    sessionStore.status === 'signed-in' &&
    (sessionStore.tokens?.account ?? '-') === owner.account &&
    keeping.get(queryClient)?.buster === buster &&
    offlineCopyMark() === mark;
  /** The storage as this copy writes it: only while it is the signed-in owner's. */
  const ownersStorage = {
    getItem: (key: string) => storage.getItem(key),
    setItem: (key: string, value: string) => {
      if (mayWrite()) storage.setItem(key, value);
    },
    removeItem: (key: string) => storage.removeItem(key),
  };
  const dehydrateOptions = {
    shouldDehydrateQuery: isKeptQuery,
    shouldDehydrateMutation: () => false,
  };
  const stopKeeping = persistQueryClientSubscribe({
    queryClient,
    persister: createSyncStoragePersister({
      storage: ownersStorage,
      key: OFFLINE_COPY_KEY,
      throttleTime: WRITE_INTERVAL_MS,
      serialize: serializeCopy,
      // A full storage drops the oldest reads until the copy fits.
      retry: removeOldestQuery,
    }),
    buster,
    dehydrateOptions,
  });
  // Leaving the page (a reload, another site, the tab closed) writes at once what the throttle
  // still held back: what the user just saved is in the copy the next visit starts from.
  const writeNow = () => {
    const copy = {
      buster,
      timestamp: Date.now(),
      clientState: dehydrate(queryClient, dehydrateOptions),
    };
    try {
      ownersStorage.setItem(OFFLINE_COPY_KEY, serializeCopy(copy));
    } catch {
      // A full storage: the throttled writes make room (removeOldestQuery); this one is skipped.
    }
  };
  window.addEventListener('pagehide', writeNow);
  return () => {
    stopKeeping();
    window.removeEventListener('pagehide', writeNow);
  };
}

/**
 * Puts the kept copy back into the cache at once, without waiting for the current user, and keeps
 * its owner's reads from then on (decision 0026): signed in, only a copy of the session's own
 * account, acting as the same user under the same impersonation; without a network (`offline`),
 * the copy of this browser's last signed-in user, which every sign-out, ended session and sign-in
 * at the login page forgets. Returns whether a copy was put back.
 */
export function putBackKeptCopy(queryClient: QueryClient, { offline = false } = {}): boolean {
  offlineCopyStorage()?.removeItem(CALENDAR_CACHE_KEY);
  const account = sessionStore.tokens?.account;
  if (!offline && account === undefined) return false;
  const kept = readCopy(Date.now(), offline ? {} : { account });
  // The gate shows the screens once it knows the user: a copy without them cannot stand in.
  if (!kept || heldUserId(kept.copy) === undefined) return false;
  const reads = putBack(queryClient, kept.copy);
  if (offline) {
    // The page acts for the copy's account: a session of another, once it answers, is not its.
    bindPageAccount(kept.owner.account);
    // Asked again at once: without a network they pause, and the first screen says so.
    void askAgain(queryClient, reads, 'none');
  } else {
    // Online, asked again once the first screen has been painted from them, not while it
    // renders: an answer landing in the middle of that render (time-sliced, a transition) made
    // React render the whole tree again, synchronously, before the browser could paint it.
    const release = holdReads(reads);
    afterFirstScreen(() => {
      release();
      void askAgain(queryClient, reads, 'active');
    });
  }
  keepOfflineCopy(queryClient, kept.owner.user, kept.owner);
  return true;
}

/** Stops keeping this cache's reads (a story's start-up that ended). */
export function stopKeepingOfflineCopy(queryClient: QueryClient): void {
  keeping.get(queryClient)?.stop();
  keeping.delete(queryClient);
}
