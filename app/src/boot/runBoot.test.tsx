import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { GENERIC_ERROR_CODE, RpcError } from '@pidz/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../entities/currentUser';
import { OFFLINE_COPY_KEY } from '../lib/platform/offlineCopy/storage';
import { rpcKey } from '../lib/platform/queries';
import { createQueryClient } from '../lib/platform/queryClient';
import { SESSION_CHECK_BUDGET_MS, sessionStore } from '../lib/platform/session';
import { startBoot, stopBoots } from '../testing/startBoot';
import { writeOfflineCopy } from '../testing/offlineCopy';

const mocks = vi.hoisted(() => ({
  rest: vi.fn(),
  rpcCall: vi.fn(),
  calendarLoader: vi.fn(),
  afterFirstScreen: vi.fn<(callback: () => void) => void>(),
}));
vi.mock('../lib/platform/rest', () => ({ restRequest: mocks.rest }));
vi.mock('../lib/platform/rpc', () => ({ rpc: () => ({ call: mocks.rpcCall }) }));
vi.mock('../lib/platform/firstScreen', () => ({ afterFirstScreen: mocks.afterFirstScreen }));
// What the start-up puts back of the offline copy is checked here; what is written, and when, in
// lib/platform/offlineCopy.test.tsx.
vi.mock('@tanstack/react-query-persist-client', async (original) => ({
  ...(await original<object>()),
  persistQueryClientSubscribe: () => () => undefined,
}));
vi.mock('../features/calendar', async () => {
  const { paths } = await import('../paths');
  const month = { path: paths.calendar.month, screen: () => null, loader: mocks.calendarLoader };
  return { routes: { month } };
});

/** The account signed in, acting as itself (user 1001). */
const ACCOUNT = {
  id: 1001,
  user_type: 'freelancer',
  first_name: 'Sanne',
  insertion: 'de',
  last_name: 'Vries',
};
const SIGNED_IN = {
  authenticated: true,
  access_token: 'token',
  expires_at: '2099-01-01T00:00:00Z',
  user: ACCOUNT,
};
const SIGNED_OUT = { authenticated: false, access_token: null, expires_at: null, user: null };

/** Answers the REST calls: the session as given, everything else as the back end would. */
function answerRest(session: object) {
  mocks.rest.mockImplementation(async (route: string) => {
    if (route === 'GET /auth/check-session') return session;
    if (route === 'GET /health') return { status: 'OK' };
    if (route === 'GET /api/feature-flag/{name}') return { enabled: true };
    return { inactiveReasons: [], resume: [] };
  });
}

/** The REST routes asked so far. */
const restRoutes = () => mocks.rest.mock.calls.map(([route]) => route as string);
/** The JSON-RPC methods called so far, by their short names. */
const rpcMethods = () =>
  mocks.rpcCall.mock.calls.map(([method]) => (method as string).replace('pidz.services.api.', ''));

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  sessionStore.status = 'pending';
  sessionStore.tokens = undefined;
  mocks.rpcCall.mockImplementation(async (method: string) =>
    method.endsWith('user:getCurrentUser') ? { user_type: 'freelancer' } : { total: 0 },
  );
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  stopBoots();
  vi.useRealTimers();
  vi.clearAllMocks();
  queryClient.clear();
});

describe('the start-up, before anything renders', () => {
  it("follows / to the month calendar at once, asks /health and the session, and once signed in what the frame waits for and the route's loader", async () => {
    answerRest(SIGNED_IN);
    startBoot(queryClient);

    expect(window.location.pathname).toBe('/calendar/month');
    expect(restRoutes()).toEqual(['GET /health', 'GET /auth/check-session']);

    await vi.waitFor(() => expect(mocks.calendarLoader).toHaveBeenCalledOnce());
    expect(mocks.calendarLoader).toHaveBeenCalledWith({
      queryClient,
      params: {},
      rest: '',
      search: '',
    });
    await vi.waitFor(() =>
      expect(rpcMethods()).toEqual([
        'user:getCurrentUser',
        'freelancer:getInactiveTaskList',
        'communication:getAllActive',
      ]),
    );
    // The picture, the open invoices and the flags wait for the first screen (SignedInApp).
    expect(restRoutes().sort()).toEqual([
      'GET /api/freelancer/freelancer-banners',
      'GET /auth/check-session',
      'GET /health',
    ]);
  });

  it('keeps the query string when it follows /', () => {
    answerRest(SIGNED_OUT);
    window.history.replaceState(null, '', '/?backend=mock#top');
    startBoot(queryClient);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/calendar/month?backend=mock#top',
    );
  });

  it('resolves once the session and the current user have answered, so that the gate can decide', async () => {
    answerRest(SIGNED_IN);
    let answerUser: (user: object) => void = () => undefined;
    mocks.rpcCall.mockImplementation((method: string) =>
      method.endsWith('user:getCurrentUser')
        ? new Promise((resolve) => (answerUser = resolve))
        : Promise.resolve({ total: 0 }),
    );
    let resolved = false;
    const gateCanDecide = startBoot(queryClient).then(() => (resolved = true));
    // The route's loader starts in a task of its own once the session has answered: by then a
    // start-up that did not wait for the user would have resolved.
    await vi.waitFor(() => expect(mocks.calendarLoader).toHaveBeenCalledOnce());
    expect(rpcMethods()).toContain('user:getCurrentUser');
    expect(resolved).toBe(false);

    answerUser({ user_type: 'freelancer' });
    await gateCanDecide;
    expect(resolved).toBe(true);
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toEqual({
      user_type: 'freelancer',
    });
  });

  it('resolves when the session check fails, without reads of the user', async () => {
    mocks.rest.mockRejectedValue(new Error('Netwerkfout'));
    await startBoot(queryClient);
    expect(mocks.rpcCall).not.toHaveBeenCalled();
  });

  it('starts no reads of the user and no route when nobody is signed in', async () => {
    vi.useFakeTimers();
    answerRest(SIGNED_OUT);
    const gateCanDecide = startBoot(queryClient);
    // Every task the start-up queued (a route started in a task of its own included) has run.
    await vi.runAllTimersAsync();
    await gateCanDecide;
    expect(sessionStore.status).toBe('signed-out');
    expect(restRoutes()).toEqual(['GET /health', 'GET /auth/check-session']);
    expect(mocks.rpcCall).not.toHaveBeenCalled();
    expect(mocks.calendarLoader).not.toHaveBeenCalled();
  });
});

describe("the user's offline copy", () => {
  const resumeKey = rpcKey('resume:getResume');
  const userKey = currentUserQuery.queryKey;
  /** A copy as user 1001 keeps it when signed in as `account`: their current user and resume. */
  const writeCopy = (account: string, userId = '1001') =>
    writeOfflineCopy(
      userId,
      [
        [userKey, { ...ACCOUNT, id: Number(userId) }],
        [resumeKey, { about_me: `Van gebruiker ${userId}` }],
      ],
      Date.now() - 60_000,
      { account, user: userId, as: '-' },
    );
  /** The current user's answer, held until the test gives it. */
  let answerUser: (user: object) => void;

  beforeEach(() => {
    answerRest(SIGNED_IN);
    mocks.rpcCall.mockImplementation((method: string) =>
      method.endsWith('user:getCurrentUser')
        ? new Promise((resolve) => (answerUser = resolve))
        : Promise.resolve({ total: 0 }),
    );
  });

  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('is in the cache once the session has answered, without waiting for the current user, and asked again once the first screen has been painted from it', async () => {
    queryClient = createQueryClient();
    writeCopy('1001');
    await startBoot(queryClient);
    expect(queryClient.getQueryData(resumeKey)).toEqual({ about_me: 'Van gebruiker 1001' });
    expect(queryClient.getQueryData(userKey)).toMatchObject({ id: 1001 });
    // While the first screen renders from the copy, neither the start-up, the route's loader nor
    // a screen that mounts asks its reads again: no answer lands in the middle of that render.
    const onScreen = new QueryObserver(queryClient, currentUserQuery).subscribe(() => undefined);
    const askResume = vi.fn();
    await queryClient.prefetchQuery({ queryKey: resumeKey, queryFn: askResume });
    expect(askResume).not.toHaveBeenCalled();
    expect(rpcMethods()).not.toContain('user:getCurrentUser');
    expect(mocks.afterFirstScreen).toHaveBeenCalledTimes(1);

    // Once it has been painted: every read of the copy stale, those on screen asked at once.
    mocks.afterFirstScreen.mock.calls[0]?.[0]();
    expect(queryClient.getQueryState(resumeKey)?.isInvalidated).toBe(true);
    await vi.waitFor(() => expect(rpcMethods()).toContain('user:getCurrentUser'));
    answerUser({ ...ACCOUNT, first_name: 'Sanne-Marie' });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(userKey)).toMatchObject({ first_name: 'Sanne-Marie' }),
    );
    onScreen();
  });

  it("is never another account's: that one is dropped, and the start-up waits for the user", async () => {
    writeCopy('1002', '1002');
    let resolved = false;
    const gateCanDecide = startBoot(queryClient).then(() => (resolved = true));
    await vi.waitFor(() => expect(rpcMethods()).toContain('user:getCurrentUser'));
    expect(queryClient.getQueryData(resumeKey)).toBeUndefined();
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
    expect(resolved).toBe(false);
    answerUser(ACCOUNT);
    await gateCanDecide;
    expect(queryClient.getQueryData(resumeKey)).toBeUndefined();
  });

  it('is not shown to the same account acting as another user (an admin impersonating)', async () => {
    writeCopy('1001');
    document.cookie = 'assume_user=imp-55; path=/';
    try {
      const gateCanDecide = startBoot(queryClient);
      await vi.waitFor(() => expect(rpcMethods()).toContain('user:getCurrentUser'));
      expect(queryClient.getQueryData(resumeKey)).toBeUndefined();
      expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
      answerUser({ ...ACCOUNT, id: 2002 });
      await gateCanDecide;
    } finally {
      document.cookie = 'assume_user=; path=/; max-age=0';
    }
  });

  it("without a network, is shown at once as the last signed-in user's, until the session can be checked", async () => {
    writeCopy('1001');
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    mocks.rest.mockImplementation(() => new Promise(() => undefined));
    await startBoot(queryClient);
    expect(sessionStore.status).toBe('offline');
    expect(queryClient.getQueryData(resumeKey)).toEqual({ about_me: 'Van gebruiker 1001' });
    expect(queryClient.getQueryData(userKey)).toMatchObject({ id: 1001 });
  });

  it('is shown when the session check cannot reach the back end (its tries spent), and the start fails as before without one', async () => {
    vi.useFakeTimers();
    const unreachable = new RpcError({ code: GENERIC_ERROR_CODE, message: 'Failed to fetch' });
    mocks.rest.mockRejectedValue(unreachable);
    /** Starts up, letting the session check's retries and their waits run out. */
    const startUpSpent = async () => {
      const gateCanDecide = startBoot(queryClient);
      await vi.advanceTimersByTimeAsync(SESSION_CHECK_BUDGET_MS);
      await gateCanDecide;
    };
    await startUpSpent();
    expect(sessionStore.status).toBe('pending');

    writeCopy('1001');
    queryClient.clear();
    await startUpSpent();
    expect(sessionStore.status).toBe('offline');
    expect(queryClient.getQueryData(resumeKey)).toEqual({ about_me: 'Van gebruiker 1001' });
  });

  it('is not shown when the back end refuses the session check', async () => {
    writeCopy('1001');
    mocks.rest.mockRejectedValue(
      new RpcError({ code: GENERIC_ERROR_CODE, message: 'Forbidden', httpStatus: 403 }),
    );
    await startBoot(queryClient);
    expect(sessionStore.status).toBe('pending');
    expect(queryClient.getQueryData(resumeKey)).toBeUndefined();
  });

  it('stands in for a user that cannot be read, the first screen shown already (a story), leaving no failure unhandled', async () => {
    writeCopy('1001');
    mocks.rpcCall.mockRejectedValue(new RpcError({ code: GENERIC_ERROR_CODE, message: 'Offline' }));
    mocks.afterFirstScreen.mockImplementation((callback) => callback());
    await startBoot(queryClient);
    expect(queryClient.getQueryData(userKey)).toMatchObject({ id: 1001 });
    await vi.waitFor(() => expect(rpcMethods()).toContain('user:getCurrentUser'));
  });
});
