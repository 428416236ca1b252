import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { RpcError } from '@pidz/contracts';
import { enterMaintenance } from './maintenance';
import { isRetryable, MAX_READ_RETRIES, retryDelay } from './retry';
import { isSignedOut, recheckSession } from './session';
import { showToast, WRITE_OUTCOME } from './toasts';

/** What a query or mutation may tell the one place that reports failures. */
export interface CallMeta extends Record<string, unknown> {
  /**
   * Whether a failure shows the catalogue's 'Oeps' toast. `false` where the screen shows the
   * failure itself (or where a failure is expected and harmless, like a feature flag);
   * `'where-read'` for a read that several screens share (app/src/entities), whose screens differ:
   * the screen that catches the failure decides (`QueryBoundary`'s `isFailureToasted`), so the
   * answer does not depend on which screen asked first (TanStack Query keeps one set of options
   * per key, those of the last fetch). A MAINTENANCE answer switches to the maintenance page
   * either way. Default `true`.
   */
  toastOnError?: boolean | 'where-read';
  /**
   * Whether a REST read is kept in the user's offline copy (lib/platform/offlineCopy/offlineCopy.ts), as the
   * contract's JSON-RPC reads always are: for a read of the user's own data that the frame
   * shows (the banners, the feature flags), never for the session. Default `false`.
   */
  keptOffline?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/**
 * What the app does with a failed call (spec section 8): a MAINTENANCE answer switches to the
 * maintenance page; any other failure shows the catalogue's error toast ('Oeps', 7000 ms) for its
 * code (or for a known English server message), unless the call said `toastOnError: false`. The
 * catalogue's texts load with the first failure, not with the app. A call refused with 401 first
 * checks the session again ({@link recheckSession}). Nothing is shown once the session has ended.
 */
export async function reportCallError(
  error: unknown,
  meta?: CallMeta,
  isWrite = false,
): Promise<void> {
  if (error instanceof RpcError && error.isMaintenance) {
    enterMaintenance();
    return;
  }
  if (meta?.toastOnError === 'where-read') {
    if (error instanceof Object) reportedWhereRead.add(error);
    return;
  }
  // A refused token: the session may have ended on the server; if so, the gate signs the user in.
  if (error instanceof RpcError && error.httpStatus === 401 && !isSignedOut()) {
    await recheckSession();
  }
  // Once the session has ended the user is on the way to the login page: no toasts for the calls
  // that failed on the way.
  if (meta?.toastOnError === false || isSignedOut()) return;
  const { errorToast } = await import('./errors');
  showToast({
    ...(error instanceof RpcError ? errorToast(error.code, error.message) : errorToast(undefined)),
    // A write's refusal gives way to the next write's outcome (lib/platform/toasts.ts).
    group: isWrite ? WRITE_OUTCOME : undefined,
  });
}

/** The failures of shared reads, reported by the screen that catches them, not by the cache. */
const reportedWhereRead = new WeakSet<object>();

/**
 * Reports a failed read that a screen caught (`QueryBoundary`) and wants toasted: only a shared
 * read's failure (`toastOnError: 'where-read'`), which the cache left to its screens; every other
 * failure the cache has reported already.
 */
export function reportCaughtReadError(error: unknown): void {
  if (error instanceof Object && reportedWhereRead.has(error)) void reportCallError(error);
}

/** How long a read's answer is shown without asking again (a screen visited again within it). */
const FRESH_FOR_MS = 60_000;

/**
 * Reads that count as fresh, whatever their age, until released ({@link holdReads}); one that is
 * invalidated meanwhile (a write changed it) is asked again as any other.
 */
const heldReads = new WeakSet<Query>();

/**
 * Shows `queries` as they are until the returned release is called: meanwhile neither a screen
 * that mounts nor a route's loader asks them again. The start-up holds the offline copy's reads
 * while the first screen renders from them (offlineCopy.ts).
 */
export function holdReads(queries: readonly Query[]): () => void {
  for (const query of queries) heldReads.add(query);
  return () => {
    for (const query of queries) heldReads.delete(query);
  };
}

/** Options of {@link createQueryClient}. */
export interface QueryClientOptions {
  /**
   * The wait in ms before retry number `attempt` of a read; default {@link retryDelay} (the spec's
   * backoff). Stories and tests that check that a read recovers, not how long it waits, pass `0`
   * so they do not sit through seconds of real backoff.
   */
  retryDelay?: (attempt: number) => number;
}

/**
 * The app's server-state cache (TanStack Query). One per app, and one per story or test so they
 * stay apart. Failures are reported in one place ({@link reportCallError}) once a query has given
 * up (unless it shows its last data for want of a connection; a read the back end refused
 * drops its last data, so that its screen shows the failure) or a mutation failed; reads that
 * failed by accident are retried with backoff
 * ({@link isRetryable}, {@link retryDelay}); mutations are never retried.
 */
export function createQueryClient({
  retryDelay: readRetryDelay = retryDelay,
}: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data !== undefined) {
          // A read that could not reach the back end keeps showing its last data (from this
          // visit or the offline copy); the page says so (lib/screen/lastData.ts), not a toast.
          if (isRetryable(error)) return;
          // One the back end refused shows its failure, not data it no longer stands by.
          query.setState({ data: undefined });
        }
        void reportCallError(error, query.meta);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        void reportCallError(error, mutation.meta, true),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_READ_RETRIES && isRetryable(error),
        retryDelay: readRetryDelay,
        // The portal's data changes by the user's own hand (mutations update the cache) or rarely,
        // so a screen visited again within a minute shows what it has without asking again.
        staleTime: (query) => (heldReads.has(query) ? Infinity : FRESH_FOR_MS),
        refetchOnWindowFocus: false,
      },
      // A write without a network fails at once with its catalogue toast (the form keeps every
      // input), rather than waiting, paused, for a network the user cannot see coming back.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
