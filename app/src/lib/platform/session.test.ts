import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authorizedHeaders,
  clientHeaders,
  freshTokens,
  isAgencyWorker,
  isSignedOut,
  loginAddress,
  recheckSession,
  sessionStore,
  sessionTokens,
  tokenNeedsRefresh,
} from './session';
import { OFFLINE_COPY_KEY } from './offlineCopy/storage';
import { logOut } from './logOut';
import { followOtherPages } from './otherPages';
import { unbindPageAccount } from './pageAccount';
import { tellOtherPages } from './sessionChannel';
import { RETURN_TO_PARAMETER, sameOriginAddress } from './wayBack';

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
  it('gives the token, when it expires and whose account it is', () => {
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
    ).toEqual({
      accessToken: 'abc',
      expiresAt: Date.parse('2026-03-02T09:15:00Z'),
      account: '1',
    });
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

  /** The browser's localStorage, holding the user's screens kept for reading offline. */
  let kept: Map<string, string>;

  beforeEach(() => {
    kept = new Map([[OFFLINE_COPY_KEY, '{"clientState":{}}']]);
    vi.stubGlobal('window', {
      location: { origin: 'https://portal.example.nl' },
      localStorage: {
        getItem: (key: string) => kept.get(key) ?? null,
        removeItem: (key: string) => kept.delete(key),
      },
    });
    vi.stubGlobal('document', { cookie: '' });
    sessionStore.status = 'signed-in';
    unbindPageAccount();
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
    // What was kept for the user (their screens for reading offline) goes with the session.
    expect(kept.has(OFFLINE_COPY_KEY)).toBe(false);
  });

  it('after a start without a network, checks the session once before the next calls, and goes on signed in as its account', async () => {
    const fetchMock = vi.fn(async () => Response.json(signedInAnswer));
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.status = 'offline';
    sessionStore.tokens = undefined;
    const [first, second] = await Promise.all([freshTokens(now), freshTokens(now)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      'https://portal.example.nl/auth/check-session',
      expect.anything(),
    );
    expect(first).toEqual(second);
    expect(first).toMatchObject({ accessToken: 'renewed', account: '1' });
    expect(sessionStore.status).toBe('signed-in');
  });

  it('after a start without a network, signs out and forgets the copy when the session has ended meanwhile', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ authenticated: false, access_token: null, expires_at: null, user: null }),
    );
    sessionStore.status = 'offline';
    sessionStore.tokens = undefined;
    await expect(freshTokens(now)).resolves.toBeUndefined();
    expect(sessionStore.status).toBe('signed-out');
    expect(kept.has(OFFLINE_COPY_KEY)).toBe(false);
  });

  it('after a start without a network, stays offline while the back end still cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    sessionStore.status = 'offline';
    sessionStore.tokens = undefined;
    await expect(freshTokens(now)).resolves.toBeUndefined();
    expect(sessionStore.status).toBe('offline');
    expect(kept.has(OFFLINE_COPY_KEY)).toBe(true);
  });

  it('asks the session calls never from the browser cache', async () => {
    const fetchMock = vi.fn(async () => Response.json(signedInAnswer));
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.tokens = { accessToken: 'current', expiresAt: now + 30_000 };
    await freshTokens(now);
    await recheckSession();
    expect(fetchMock).toHaveBeenCalledWith(
      'https://portal.example.nl/auth/refresh-tokens',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      'https://portal.example.nl/auth/check-session',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('signs out when a new session check says the session has ended', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ authenticated: false, access_token: null, expires_at: null, user: null }),
    );
    sessionStore.tokens = { accessToken: 'current', expiresAt: now + 120_000 };
    await recheckSession();
    expect(sessionStore.status).toBe('signed-out');
    expect(sessionStore.tokens).toBeUndefined();
  });

  it('takes the new token when a new session check finds the session alive', async () => {
    vi.stubGlobal('fetch', async () => Response.json(signedInAnswer));
    sessionStore.tokens = { accessToken: 'current', expiresAt: now + 120_000 };
    await recheckSession();
    expect(sessionStore.status).toBe('signed-in');
    expect(sessionStore.tokens?.accessToken).toBe('renewed');
  });

  it("never takes another account's session: the page leaves its user and sends nothing", async () => {
    vi.stubGlobal('fetch', async () => Response.json(signedInAnswer));
    await recheckSession();
    expect(sessionStore.tokens?.accessToken).toBe('renewed');
    // Signed out in another tab, and another account signed in there.
    const lotte = { ...signedInAnswer.user, id: 2, first_name: 'Lotte' };
    vi.stubGlobal('fetch', async () =>
      Response.json({ ...signedInAnswer, access_token: 'lotte', user: lotte }),
    );
    await recheckSession();
    expect(sessionStore.status).toBe('account-changed');
    expect(sessionStore.tokens).toBeUndefined();
    expect(isSignedOut()).toBe(true);
    // A refresh of another account is not taken either.
    await expect(freshTokens(now)).resolves.toBeUndefined();
  });

  it('changes nothing when a new session check fails', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    sessionStore.tokens = { accessToken: 'current', expiresAt: now + 120_000 };
    await recheckSession();
    expect(sessionStore.status).toBe('signed-in');
    expect(sessionStore.tokens.accessToken).toBe('current');
  });

  it('keeps what was kept for the user while the session goes on', async () => {
    vi.stubGlobal('fetch', async () => Response.json(signedInAnswer));
    sessionStore.tokens = { accessToken: 'current', expiresAt: now + 10_000 };
    await expect(freshTokens(now)).resolves.toMatchObject({ accessToken: 'renewed' });
    expect(kept.has(OFFLINE_COPY_KEY)).toBe(true);
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

describe('the way back after signing in', () => {
  const origin = 'https://portal.example.nl';

  it('keeps an address on the portal, query and fragment included', () => {
    expect(sameOriginAddress(`${origin}/cv/education/add?x=1#top`, origin)).toBe(
      `${origin}/cv/education/add?x=1#top`,
    );
    expect(sameOriginAddress('/calendar/month', origin)).toBe(`${origin}/calendar/month`);
  });

  it('refuses any address that leads off the portal', () => {
    for (const address of [
      'https://elders.example/cv',
      '//elders.example/cv',
      '/\\elders.example',
      'https://portal.example.nl.elders.example/',
      'https://portal.example.nl@elders.example/',
      'https://user:pw@portal.example.nl/cv',
      'http://portal.example.nl/cv',
      'https://portal.example.nl:8443/cv',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(sameOriginAddress(address, origin), address).toBeUndefined();
    }
  });

  it('never returns an address on another origin, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true }), fc.string()), (address) => {
        const kept = sameOriginAddress(address, origin);
        expect(kept === undefined || new URL(kept).origin === origin).toBe(true);
      }),
    );
  });

  it('puts the way back in the login address, and leaves out one that leads elsewhere', () => {
    const login = 'https://login.example/login?app=portal';
    const withWayBack = new URL(loginAddress(`${origin}/cv?tab=2`, login, origin));
    expect(withWayBack.origin + withWayBack.pathname).toBe('https://login.example/login');
    expect(withWayBack.searchParams.get('app')).toBe('portal');
    expect(withWayBack.searchParams.get(RETURN_TO_PARAMETER)).toBe(`${origin}/cv?tab=2`);
    expect(loginAddress('https://elders.example/', login, origin)).toBe(login);
    expect(loginAddress(undefined, login, origin)).toBe(login);
  });

  it('reads a login address on the portal itself against its origin', () => {
    expect(loginAddress(`${origin}/`, '/mock/login', origin)).toBe(
      `${origin}/mock/login?returnTo=${encodeURIComponent(`${origin}/`)}`,
    );
  });
});

describe('signing out', () => {
  const drafts = new Map<string, string>();

  beforeEach(() => {
    drafts.clear();
    drafts.set('pidz.form-draft.cv-language:add', '{}');
    drafts.set('pidz.mock.state', '{}');
    const storage = {
      getItem: (key: string) => drafts.get(key) ?? null,
      removeItem: (key: string) => drafts.delete(key),
    };
    // Object.keys(sessionStorage) lists its keys; the stub lists the map's.
    vi.stubGlobal('window', {
      location: { origin: 'https://portal.example.nl' },
      localStorage: { getItem: () => null, removeItem: () => undefined },
      sessionStorage: new Proxy(storage, {
        ownKeys: () => [...drafts.keys()],
        getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
      }),
    });
    vi.stubGlobal('document', { cookie: 'assume_user=4711' });
    sessionStore.status = 'signed-in';
    sessionStore.tokens = { accessToken: 't', expiresAt: Date.now() + 3_600_000 };
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('forgets the tokens, the form drafts and an impersonation, and says the user logged out', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    await logOut();
    expect(sessionStore.status).toBe('logged-out');
    expect(isSignedOut()).toBe(true);
    expect(sessionStore.tokens).toBeUndefined();
    expect([...drafts.keys()]).toEqual(['pidz.mock.state']);
    // The impersonation cookie is cleared (max-age=0).
    expect(document.cookie).toBe('assume_user=; path=/; max-age=0');
  });

  it('keeps everything when the server call fails', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: 600 }, { status: 500 }));
    await expect(logOut()).rejects.toThrow();
    expect(sessionStore.status).toBe('signed-in');
    expect(drafts.has('pidz.form-draft.cv-language:add')).toBe(true);
  });

  it('forgets the user, drafts and all, when another tab says they signed out; leaves for another account', async () => {
    const stop = followOtherPages();
    try {
      tellOtherPages({ kind: 'logged-out' });
      await vi.waitFor(() => expect(sessionStore.status).toBe('logged-out'));
      expect(sessionStore.tokens).toBeUndefined();
      expect([...drafts.keys()]).toEqual(['pidz.mock.state']);

      vi.stubGlobal('fetch', async () =>
        Response.json({
          authenticated: true,
          access_token: 'sanne',
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          user: { id: 1001, user_type: 'freelancer', first_name: 'Sanne', last_name: 'Vries' },
        }),
      );
      unbindPageAccount();
      await recheckSession();
      expect(sessionStore.status).toBe('signed-in');
      drafts.set('pidz.form-draft.cv-language:add', '{}');
      tellOtherPages({ kind: 'signed-in', account: '1002' });
      await vi.waitFor(() => expect(sessionStore.status).toBe('account-changed'));
      expect(sessionStore.tokens).toBeUndefined();
      expect(drafts.has('pidz.form-draft.cv-language:add')).toBe(false);
    } finally {
      stop();
    }
  });

  it('keeps the form drafts when the session ends by a refused refresh', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: 'NotAuthorizedException', message: 'expired' }, { status: 401 }),
    );
    sessionStore.tokens = { accessToken: 't', expiresAt: Date.now() + 10_000 };
    await freshTokens();
    expect(sessionStore.status).toBe('signed-out');
    expect(drafts.has('pidz.form-draft.cv-language:add')).toBe(true);
  });
});
