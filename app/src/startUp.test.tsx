import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from './entities/currentUser';
import { OFFLINE_COPY_KEY } from './lib/platform/keptData';
import { rpcKey } from './lib/platform/queries';
import { sessionStore } from './lib/platform/session';
import { startUp } from './startUp';
import { writeOfflineCopy } from './testing/offlineCopy';

const mocks = vi.hoisted(() => ({
  rest: vi.fn(),
  rpcCall: vi.fn(),
  calendarLoader: vi.fn(),
}));
vi.mock('./lib/platform/rest', () => ({ restRequest: mocks.rest }));
vi.mock('./lib/platform/rpc', () => ({ rpc: () => ({ call: mocks.rpcCall }) }));
// What the start-up puts back of the offline copy is checked here; what is written, and when, in
// lib/platform/offlineCopy.test.tsx.
vi.mock('@tanstack/react-query-persist-client', async (original) => ({
  ...(await original<object>()),
  persistQueryClientSubscribe: () => () => undefined,
}));
vi.mock('./features/calendar', async () => {
  const { paths } = await import('./paths');
  const month = { path: paths.calendar.month, screen: () => null, loader: mocks.calendarLoader };
  return { routes: { month } };
});

const SIGNED_IN = {
  authenticated: true,
  access_token: 'token',
  expires_at: '2099-01-01T00:00:00Z',
};
const SIGNED_OUT = { authenticated: false, access_token: null, expires_at: null };

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
  vi.useRealTimers();
  vi.clearAllMocks();
  queryClient.clear();
});

describe('the start-up, before anything renders', () => {
  it("follows / to the month calendar at once, asks /health and the session, and once signed in what the frame waits for and the route's loader", async () => {
    answerRest(SIGNED_IN);
    startUp(queryClient);

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
    startUp(queryClient);
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
    const gateCanDecide = startUp(queryClient).then(() => (resolved = true));
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
    await startUp(queryClient);
    expect(mocks.rpcCall).not.toHaveBeenCalled();
  });

  it('starts no reads of the user and no route when nobody is signed in', async () => {
    vi.useFakeTimers();
    answerRest(SIGNED_OUT);
    const gateCanDecide = startUp(queryClient);
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

  beforeEach(() => {
    answerRest(SIGNED_IN);
    mocks.rpcCall.mockImplementation(async (method: string) =>
      method.endsWith('user:getCurrentUser') ? { id: 1001, user_type: 'freelancer' } : { total: 0 },
    );
  });

  afterEach(() => localStorage.clear());

  it('is in the cache once the start-up resolves, before anything renders', async () => {
    writeOfflineCopy('1001', [[resumeKey, { about_me: 'Van gebruiker 1001' }]]);
    await startUp(queryClient);
    expect(queryClient.getQueryData(resumeKey)).toEqual({ about_me: 'Van gebruiker 1001' });
  });

  it("is never another user's: that one is dropped", async () => {
    writeOfflineCopy('1002', [[resumeKey, { about_me: 'Van gebruiker 1002' }]]);
    await startUp(queryClient);
    expect(queryClient.getQueryData(resumeKey)).toBeUndefined();
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
  });
});
