import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authorizedHeaders,
  clientHeaders,
  displayName,
  freshTokens,
  isAgencyWorker,
  sessionStore,
  sessionTokens,
  tokenNeedsRefresh,
} from './session';
import { CALENDAR_CACHE_KEY } from './keptData';

describe('the display name', () => {
  it('joins first name, insertion and last name with single spaces', () => {
    expect(displayName({ first_name: 'Sanne', insertion: 'van der', last_name: 'Berg' })).toBe(
      'Sanne van der Berg',
    );
  });

  it('skips a missing or empty insertion', () => {
    expect(displayName({ first_name: 'Sanne', insertion: null, last_name: 'Berg' })).toBe(
      'Sanne Berg',
    );
    expect(displayName({ first_name: 'Sanne', insertion: '', last_name: 'Berg' })).toBe(
      'Sanne Berg',
    );
    expect(displayName({ first_name: 'Sanne', insertion: '  ', last_name: 'Berg' })).toBe(
      'Sanne Berg',
    );
  });

  it('skips any empty part and trims the others', () => {
    expect(displayName({ first_name: ' Sanne ', insertion: 'de', last_name: '' })).toBe('Sanne de');
    expect(displayName({ first_name: '', insertion: null, last_name: 'Berg' })).toBe('Berg');
  });
});

describe('roles', () => {
  it('knows agency workers', () => {
    expect(isAgencyWorker({ user_type: 'agency_worker' })).toBe(true);
    expect(isAgencyWorker({ user_type: 'freelancer' })).toBe(false);
    expect(isAgencyWorker({ user_type: 'admin' })).toBe(false);
    expect(isAgencyWorker(undefined)).toBe(false);
  });
});

describe('the token refresh threshold', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('refreshes when less than 60 s remain', () => {
    expect(tokenNeedsRefresh({ accessToken: 't', expiresAt: now + 59_999 }, now)).toBe(true);
    expect(tokenNeedsRefresh({ accessToken: 't', expiresAt: now - 1 }, now)).toBe(true);
  });

  it('keeps a token with 60 s or more left', () => {
    expect(tokenNeedsRefresh({ accessToken: 't', expiresAt: now + 60_000 }, now)).toBe(false);
    expect(tokenNeedsRefresh({ accessToken: 't', expiresAt: now + 3_600_000 }, now)).toBe(false);
  });
});

describe('a session answer', () => {
  it('gives the token and when it expires', () => {
    expect(
      sessionTokens({
        authenticated: true,
        access_token: 'abc',
        expires_at: '2026-03-02T10:15:00+01:00',
        user: {
          id: 1,
          user_type: 'freelancer',
          first_name: 'Sanne',
          insertion: null,
          last_name: 'Vries',
        },
      }),
    ).toEqual({ accessToken: 'abc', expiresAt: Date.parse('2026-03-02T09:15:00Z') });
  });

  it('gives no tokens when nobody is signed in', () => {
    expect(
      sessionTokens({ authenticated: false, access_token: null, expires_at: null, user: null }),
    ).toBeUndefined();
  });
});

describe('the token refresh', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  const signedInAnswer = {
    authenticated: true,
    access_token: 'renewed',
    expires_at: '2026-11-21T14:00:00Z',
    user: {
      id: 1,
      user_type: 'freelancer',
      first_name: 'Sanne',
      insertion: 'de',
      last_name: 'Vries',
    },
  };

  /** The browser's localStorage, holding the calendar kept for reading offline. */
  let kept: Map<string, string>;

  beforeEach(() => {
    kept = new Map([[CALENDAR_CACHE_KEY, '{"clientState":{}}']]);
    vi.stubGlobal('window', {
      location: { origin: 'https://portal.example.nl' },
      localStorage: {
        getItem: (key: string) => kept.get(key) ?? null,
        removeItem: (key: string) => kept.delete(key),
      },
    });
    vi.stubGlobal('document', { cookie: '' });
    sessionStore.status = 'signed-in';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps a token with more than 60 s left without asking the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.tokens = { accessToken: 'current', expiresAt: now + 120_000 };
    await expect(freshTokens(now)).resolves.toEqual({
      accessToken: 'current',
      expiresAt: now + 120_000,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes once for concurrent callers when less than 60 s remain', async () => {
    const fetchMock = vi.fn(async () => Response.json(signedInAnswer));
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.tokens = { accessToken: 'current', expiresAt: now + 30_000 };
    const [first, second] = await Promise.all([freshTokens(now), freshTokens(now)]);
    expect(first?.accessToken).toBe('renewed');
    expect(second?.accessToken).toBe('renewed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      'https://portal.example.nl/auth/refresh-tokens',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
  });

  it('signs out when the server refuses the refresh', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: 'NotAuthorizedException', message: 'expired' }, { status: 401 }),
    );
    sessionStore.tokens = { accessToken: 'current', expiresAt: now + 10_000 };
    await expect(freshTokens(now)).resolves.toBeUndefined();
    expect(sessionStore.status).toBe('signed-out');
    expect(sessionStore.tokens).toBeUndefined();
    // What was kept for the user (the calendar for reading offline) goes with the session.
    expect(kept.has(CALENDAR_CACHE_KEY)).toBe(false);
  });

  it('keeps what was kept for the user while the session goes on', async () => {
    vi.stubGlobal('fetch', async () => Response.json(signedInAnswer));
    sessionStore.tokens = { accessToken: 'current', expiresAt: now + 10_000 };
    await expect(freshTokens(now)).resolves.toMatchObject({ accessToken: 'renewed' });
    expect(kept.has(CALENDAR_CACHE_KEY)).toBe(true);
  });
});

describe('the request headers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('carry the client name and version, the bearer token and the impersonation id', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', { cookie: 'assume_user=4711' });
    expect(authorizedHeaders({ accessToken: 'abc', expiresAt: 0 })).toEqual({
      'X-Client-Name': 'app',
      'X-Client-Version': '6.0.142',
      'X-Assume-User': '4711',
      Authorization: 'Bearer abc',
    });
  });

  it('leave out the assume-user header when no admin impersonates', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', { cookie: '' });
    expect(clientHeaders()).toEqual({ 'X-Client-Name': 'app', 'X-Client-Version': '6.0.142' });
  });
});
