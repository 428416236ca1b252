import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './queryClient';
import {
  resetSession,
  SESSION_CHECK_BUDGET_MS,
  sessionQuery,
  sessionStore,
  signOutLocally,
} from './session';

const signedIn = {
  authenticated: true,
  access_token: 'token',
  expires_at: '2099-01-01T00:00:00Z',
  user: {
    id: 1,
    user_type: 'freelancer',
    first_name: 'Sanne',
    insertion: 'de',
    last_name: 'Vries',
  },
};

/** A fetch that answers after `delayMs`, or never (until the call is aborted). */
function fetchAnswering(delayMs = Number.POSITIVE_INFINITY) {
  return vi.fn(
    (_url: string, { signal }: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        if (Number.isFinite(delayMs)) {
          setTimeout(() => resolve(Response.json(signedIn)), delayMs);
        }
        signal?.addEventListener('abort', () => reject(new TypeError('Failed to fetch')));
      }),
  );
}

/** Runs the session check and tells when it settled, in the fake clock's milliseconds. */
async function settleTime(): Promise<{ outcome: 'answered' | 'failed'; atMs: number }> {
  const startedAt = Date.now();
  let outcome: 'answered' | 'failed' | undefined;
  createQueryClient()
    .fetchQuery(sessionQuery)
    .then(
      () => (outcome = 'answered'),
      () => (outcome = 'failed'),
    );
  while (outcome === undefined) await vi.advanceTimersByTimeAsync(100);
  return { outcome, atMs: Date.now() - startedAt };
}

describe('the session check at start-up', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {
      location: { origin: 'https://portal.example.nl', href: 'https://portal.example.nl/' },
      localStorage: { getItem: () => null },
    });
    vi.stubGlobal('document', { cookie: '' });
    sessionStore.status = 'pending';
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives up on a back end that never answers within 10 s', async () => {
    const fetchMock = fetchAnswering();
    vi.stubGlobal('fetch', fetchMock);
    const { outcome, atMs } = await settleTime();
    expect(outcome).toBe('failed');
    expect(atMs).toBeGreaterThanOrEqual(SESSION_CHECK_BUDGET_MS);
    expect(atMs).toBeLessThan(10_000);
  });

  it('gives up on a back end that refuses at once within 10 s, after retrying with backoff', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const { outcome, atMs } = await settleTime();
    expect(outcome).toBe('failed');
    expect(atMs).toBeLessThan(10_000);
    // Tries at 0, 1 and 3 s, and 7 s (the backoff of 1, 2 and 4 s).
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("gives each cache's check a budget of its own, however long another's has run", async () => {
    vi.stubGlobal('fetch', fetchAnswering());
    // A check of another cache (a story before this one) that nobody waits for or cancels.
    void createQueryClient()
      .fetchQuery(sessionQuery)
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_BUDGET_MS - 1000);
    vi.stubGlobal('fetch', fetchAnswering(3000));
    expect(await settleTime()).toEqual({ outcome: 'answered', atMs: 3000 });
  });

  it('waits for a slow back end, and the next check has a budget of its own', async () => {
    vi.stubGlobal('fetch', fetchAnswering(3000));
    expect(await settleTime()).toEqual({ outcome: 'answered', atMs: 3000 });
    vi.stubGlobal('fetch', fetchAnswering(8000));
    expect(await settleTime()).toEqual({ outcome: 'answered', atMs: 8000 });
  });
});

describe('a session answer that arrives after its session is gone', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {
      location: { origin: 'https://portal.example.nl', href: 'https://portal.example.nl/' },
      localStorage: { getItem: () => null, removeItem: () => undefined },
    });
    vi.stubGlobal('document', { cookie: '' });
    resetSession();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    ['the page signed out meanwhile', signOutLocally, 'signed-out'],
    ['the session was started afresh meanwhile', resetSession, 'pending'],
  ] as const)('is not applied when %s', async (_, endSession, status) => {
    vi.stubGlobal('fetch', fetchAnswering(1000));
    const check = createQueryClient().fetchQuery(sessionQuery);
    await vi.advanceTimersByTimeAsync(500);
    endSession();
    await vi.advanceTimersByTimeAsync(1000);
    await check;
    expect(sessionStore.status).toBe(status);
    expect(sessionStore.tokens).toBeUndefined();
  });

  it('is applied when the session is the asking one', async () => {
    vi.stubGlobal('fetch', fetchAnswering(1000));
    const check = createQueryClient().fetchQuery(sessionQuery);
    await vi.advanceTimersByTimeAsync(1000);
    await check;
    expect(sessionStore.status).toBe('signed-in');
    expect(sessionStore.tokens?.accessToken).toBe('token');
  });
});
