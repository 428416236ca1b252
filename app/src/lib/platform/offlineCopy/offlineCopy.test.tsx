import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { featureFlagQuery } from '../featureFlags';
import { copyOwnerNow, offlineCopyBuster } from './owner';
import { forgetOfflineCopy, OFFLINE_COPY_KEY } from './storage';
import { keepOfflineCopy, OFFLINE_COPY_MAX_AGE_MS, putBackKeptCopy } from './offlineCopy';
import { rpcKey } from '../queries';
import { sessionStore } from '../session';
import { writeOfflineCopy } from '../../../testing/offlineCopy';

// Put back as the start-up does once signed in, asked again once the first screen has been painted:
// here at once.
vi.mock('../firstScreen', () => ({ afterFirstScreen: (callback: () => void) => callback() }));

const resumeKey = rpcKey('resume:getResume');
const invoicesKey = rpcKey('freelancer_invoice:getInvoices');

/** Lets the persister's throttled write happen. */
async function afterWrites(): Promise<void> {
  await vi.advanceTimersByTimeAsync(1500);
}

/** The kept copy, if it is `userId`'s. */
function storedCopy(userId: string): string | null {
  const text = localStorage.getItem(OFFLINE_COPY_KEY);
  return text?.includes(`"buster":"${offlineCopyBuster(copyOwnerNow(userId))}"`) ? text : null;
}

describe("the user's screens kept for reading offline", () => {
  let queryClient: QueryClient;
  let unsubscribe: (() => void) | undefined;
  /** A second cache, as on the next visit. */
  let restoredInto: QueryClient;
  const otherClient = () => {
    restoredInto = new QueryClient();
    return restoredInto;
  };
  /** Writes user `userId`'s copy (their current user and `reads`) as the signed-in account kept it. */
  const writeCopy = (
    userId: string,
    reads: Parameters<typeof writeOfflineCopy>[1],
    updatedAt?: number,
  ) =>
    writeOfflineCopy(
      userId,
      [[rpcKey('user:getCurrentUser'), { id: Number(userId) }], ...reads],
      updatedAt,
    );
  /** Puts the kept copy back as the start-up does, signed in as `account` acting as itself. */
  const putBackAs = (client: QueryClient, account: string) => {
    sessionStore.tokens = { accessToken: 'token', expiresAt: Date.now() + 3_600_000, account };
    if (putBackKeptCopy(client)) unsubscribe = keepOfflineCopy(client, account);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    sessionStore.status = 'signed-in';
    sessionStore.tokens = { accessToken: 'token', expiresAt: Date.now() + 3_600_000, account: '7' };
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });

  afterEach(() => {
    unsubscribe?.();
    unsubscribe = undefined;
    queryClient.clear();
    vi.useRealTimers();
  });

  it("keeps the answered JSON-RPC reads and the REST reads that say so as the user's, nothing else", async () => {
    unsubscribe = keepOfflineCopy(queryClient, '7');
    queryClient.setQueryData(resumeKey, { about_me: 'Verpleegkundige' });
    queryClient.setQueryData(['rest', 'GET /auth/check-session'], 'signed-in');
    await queryClient.prefetchQuery({
      ...featureFlagQuery('ffe-cv'),
      queryFn: () => Promise.resolve(false),
    });
    await queryClient
      .fetchQuery({
        queryKey: invoicesKey,
        queryFn: () => Promise.reject(new Error('offline')),
      })
      .catch(() => undefined);
    await afterWrites();

    const copy = JSON.parse(storedCopy('7') ?? 'null') as {
      clientState: { queries: { queryKey: unknown[] }[]; mutations: unknown[] };
    };
    expect(copy.clientState.queries.map((query) => query.queryKey)).toEqual([
      resumeKey,
      featureFlagQuery('ffe-cv').queryKey,
    ]);
    expect(copy.clientState.mutations).toEqual([]);
    expect(JSON.stringify(copy)).toContain('Verpleegkundige');
  });

  it('writes what the throttle still held back at once when the page is left', async () => {
    unsubscribe = keepOfflineCopy(queryClient, '7');
    queryClient.setQueryData(resumeKey, { about_me: 'Verpleegkundige' });
    await afterWrites();
    // Just saved, and the page reloaded before the next throttled write.
    queryClient.setQueryData(resumeKey, { about_me: 'Wijkverpleegkundige' });
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(storedCopy('7')).toContain('Wijkverpleegkundige');

    // Not once nobody is signed in.
    sessionStore.status = 'signed-out';
    forgetOfflineCopy();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
  });

  it("puts nothing back once another tab's sign-out forgot the copy, not even on leaving the page", async () => {
    unsubscribe = keepOfflineCopy(queryClient, '7');
    queryClient.setQueryData(resumeKey, { about_me: 'Verpleegkundige' });
    await afterWrites();
    expect(storedCopy('7')).not.toBeNull();
    // Another tab signs out: it forgets the copy; this tab has not heard of it yet (signed in).
    forgetOfflineCopy();
    queryClient.setQueryData(resumeKey, { about_me: 'Wijkverpleegkundige' });
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await afterWrites();
    expect(sessionStore.status).toBe('signed-in');
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
  });

  it('keeps the last answer of a read that failed since (offline), as an answer', async () => {
    unsubscribe = keepOfflineCopy(queryClient, '7');
    queryClient.setQueryData(rpcKey('user:getCurrentUser'), { id: 7 });
    queryClient.setQueryData(resumeKey, { about_me: 'Verpleegkundige' });
    await queryClient
      .fetchQuery({
        queryKey: resumeKey,
        queryFn: () => Promise.reject(new Error('offline')),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(queryClient.getQueryState(resumeKey)?.status).toBe('error');
    await afterWrites();

    putBackAs(otherClient(), '7');
    const restored = restoredInto.getQueryState(resumeKey);
    expect(restored?.status).toBe('success');
    expect(restored?.data).toEqual({ about_me: 'Verpleegkundige' });
    expect(restored?.error).toBeNull();
  });

  it('writes nothing once nobody is signed in, not even a write that was pending', async () => {
    unsubscribe = keepOfflineCopy(queryClient, '7');
    queryClient.setQueryData(resumeKey, { about_me: 'Verpleegkundige' });
    sessionStore.status = 'signed-out';
    forgetOfflineCopy();
    await afterWrites();
    queryClient.setQueryData(invoicesKey, []);
    await afterWrites();
    expect(storedCopy('7')).toBeNull();
  });

  it("puts the user's copy back as stale data, so that the screens ask again", () => {
    const updatedAt = Date.now() - 10_000;
    writeCopy('7', [[resumeKey, { about_me: 'Verpleegkundige' }]], updatedAt);
    putBackAs(queryClient, '7');
    expect(queryClient.getQueryData(resumeKey)).toEqual({ about_me: 'Verpleegkundige' });
    const state = queryClient.getQueryState(resumeKey);
    expect(state?.dataUpdatedAt).toBe(updatedAt);
    expect(state?.isInvalidated).toBe(true);
  });

  it('leaves newer data in the cache as it is', () => {
    queryClient.setQueryData(resumeKey, { about_me: 'Nieuw' });
    writeCopy('7', [[resumeKey, { about_me: 'Oud' }]], Date.now() - 10_000);
    putBackAs(queryClient, '7');
    expect(queryClient.getQueryData(resumeKey)).toEqual({ about_me: 'Nieuw' });
    expect(queryClient.getQueryState(resumeKey)?.isInvalidated).toBe(false);
  });

  it("never shows one user's copy to another, and drops it before anything renders", () => {
    writeCopy('7', [[resumeKey, { about_me: 'Van gebruiker 7' }]]);
    putBackAs(queryClient, '8');
    expect(queryClient.getQueryData(resumeKey)).toBeUndefined();
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
  });

  it("replaces another user's copy with the user's own", async () => {
    writeCopy('7', [[resumeKey, { about_me: 'Van gebruiker 7' }]]);
    unsubscribe = keepOfflineCopy(queryClient, '8');
    queryClient.setQueryData(invoicesKey, []);
    await afterWrites();
    expect(storedCopy('8')).not.toBeNull();
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).not.toContain('Van gebruiker 7');
  });

  it('drops a copy of an older shape or older than a week', () => {
    writeCopy('7', [[resumeKey, {}]], Date.now() - OFFLINE_COPY_MAX_AGE_MS - 1);
    putBackAs(queryClient, '7');
    expect(queryClient.getQueryData(resumeKey)).toBeUndefined();
    expect(storedCopy('7')).toBeNull();

    localStorage.setItem(
      OFFLINE_COPY_KEY,
      JSON.stringify({ buster: 'offline-copy-0 user 7', timestamp: Date.now(), clientState: {} }),
    );
    putBackAs(queryClient, '7');
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
  });

  it('is forgotten with the session', () => {
    writeCopy('7', [[resumeKey, {}]]);
    localStorage.setItem('pidz.something-else', 'kept');
    forgetOfflineCopy();
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
    expect(localStorage.getItem('pidz.something-else')).toBe('kept');
  });

  it("forgets the calendar's copy of the release before at the next start", () => {
    localStorage.setItem('pidz.calendar-cache', '{}');
    putBackAs(queryClient, '7');
    expect(localStorage.getItem('pidz.calendar-cache')).toBeNull();
  });
});
