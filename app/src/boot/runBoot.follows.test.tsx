import { QueryClient } from '@tanstack/react-query';
import { GENERIC_ERROR_CODE, RpcError } from '@pidz/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEALTH_RECHECK_INTERVAL_MS, maintenanceStore } from '../lib/platform/maintenance';
import { loginAddress, sessionStore, signOutLocally } from '../lib/platform/session';
import { bootView } from './bootMachine';
import { runBoot, type Boot } from './runBoot';

/**
 * What the start-up does once it has started: the routes it starts, the session it follows, the
 * back end's health, 'Opnieuw proberen'. How it starts: runBoot.test.tsx.
 */
const mocks = vi.hoisted(() => ({
  rest: vi.fn(),
  rpcCall: vi.fn(),
  cvLoader: vi.fn(),
  navigate: vi.fn(),
}));
vi.mock('../lib/platform/rest', () => ({ restRequest: mocks.rest }));
vi.mock('../lib/platform/rpc', () => ({ rpc: () => ({ call: mocks.rpcCall }) }));
vi.mock('../features/cv', async () => {
  const { paths } = await import('../paths');
  const overview = { path: paths.cv.overview, screen: () => null, loader: mocks.cvLoader };
  return { routes: { overview } };
});

const USER = { id: 1001, user_type: 'freelancer', first_name: 'Sanne', last_name: 'Vries' };
const SIGNED_IN = {
  authenticated: true,
  access_token: 'token',
  expires_at: '2099-01-01T00:00:00Z',
  user: USER,
};

/** Answers the REST calls: the session and `/health` as given, the rest empty. */
function answerRest(
  session: () => Promise<object> = async () => SIGNED_IN,
  health: () => Promise<object> = async () => ({ status: 'OK' }),
) {
  mocks.rest.mockImplementation(async (route: string) => {
    if (route === 'GET /auth/check-session') return session();
    if (route === 'GET /health') return health();
    return { inactiveReasons: [] };
  });
}

let boot: Boot;
const start = () => {
  boot = runBoot(new QueryClient({ defaultOptions: { queries: { retry: false } } }), {
    path: '/cv',
    search: '',
    navigateExternally: mocks.navigate,
  });
  return boot;
};

beforeEach(() => {
  sessionStore.status = 'pending';
  sessionStore.tokens = undefined;
  maintenanceStore.isActive = false;
  mocks.rpcCall.mockImplementation(async (method: string) =>
    method.endsWith('user:getCurrentUser') ? USER : [],
  );
});

afterEach(() => {
  boot.stop();
  // The user's reads kept as their offline copy: the next test starts without one.
  localStorage.clear();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the start-up, once started', () => {
  it('starts a route once per location in a row: a read that failed is not asked, and reported, twice', async () => {
    answerRest();
    await start().decided;
    await vi.waitFor(() => expect(mocks.cvLoader).toHaveBeenCalledOnce());
    boot.startRoute('/cv', '');
    boot.startRoute('/cv/languages/add', '');
    boot.startRoute('/cv', '');
    await vi.waitFor(() => expect(mocks.cvLoader).toHaveBeenCalledTimes(3));
    boot.startRoute('/cv', '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mocks.cvLoader).toHaveBeenCalledTimes(3);
  });

  it('leaves for the login page, with the way back, when the session ends later', async () => {
    answerRest();
    await start().decided;
    expect(boot.state.phase).toBe('signed-in-fresh');
    signOutLocally();
    await vi.waitFor(() =>
      expect(mocks.navigate).toHaveBeenCalledWith(loginAddress(window.location.href), {
        replace: true,
      }),
    );
    expect(boot.state.phase).toBe('signed-out');
    expect(boot.queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it("leaves for the login page with the way back to the start after 'Uitloggen'", async () => {
    answerRest();
    await start().decided;
    sessionStore.status = 'logged-out';
    await vi.waitFor(() =>
      expect(mocks.navigate).toHaveBeenCalledWith(loginAddress(`${window.location.origin}/`), {
        replace: true,
      }),
    );
  });

  it('shows the maintenance page over any phase, asks /health every 60 s meanwhile, and shows the app again after', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    let health = 'MAINTENANCE';
    answerRest(undefined, async () => ({ status: health }));
    start();
    await vi.waitFor(() => expect(boot.state.isMaintenance).toBe(true));
    expect(bootView(boot.state)).toBe('maintenance');
    const healthChecks = () => mocks.rest.mock.calls.filter(([route]) => route === 'GET /health');
    expect(healthChecks()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(HEALTH_RECHECK_INTERVAL_MS);
    expect(healthChecks()).toHaveLength(2);

    health = 'OK';
    await vi.advanceTimersByTimeAsync(HEALTH_RECHECK_INTERVAL_MS);
    await vi.waitFor(() => expect(bootView(boot.state)).toBe('app'));
    await vi.advanceTimersByTimeAsync(3 * HEALTH_RECHECK_INTERVAL_MS);
    expect(healthChecks()).toHaveLength(3);
  });

  it("asks the failed session check again on 'Opnieuw proberen', and goes on to the app", async () => {
    let isFirstCheck = true;
    answerRest(async () => {
      if (!isFirstCheck) return SIGNED_IN;
      isFirstCheck = false;
      throw new RpcError({ code: GENERIC_ERROR_CODE, message: 'Forbidden', httpStatus: 403 });
    });
    await start().decided;
    expect(boot.state.phase).toBe('failed');
    boot.retry();
    await vi.waitFor(() => expect(boot.state.phase).toBe('signed-in-fresh'));
  });

  it("asks the failed current user again on 'Opnieuw proberen'", async () => {
    answerRest();
    mocks.rpcCall.mockRejectedValueOnce(new RpcError({ code: 600, message: 'Mislukt' }));
    await start().decided;
    expect(boot.state.phase).toBe('failed');
    expect(bootView(boot.state)).toBe('failure');
    boot.retry();
    await vi.waitFor(() => expect(boot.state.phase).toBe('signed-in-fresh'));
  });
});
