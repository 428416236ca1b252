import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../entities/currentUser';
import { OFFLINE_COPY_KEY } from '../lib/platform/offlineCopy/storage';
import { sessionStore } from '../lib/platform/session';
import { startBoot, stopBoots } from '../testing/startBoot';

/**
 * The start-up when the offline copy's chunk cannot be loaded (the network failed it): the copy is
 * left out, and the start-up can still decide. The rest of the start-up: runBoot.test.tsx.
 */
const mocks = vi.hoisted(() => ({ rest: vi.fn(), rpcCall: vi.fn() }));
vi.mock('../lib/platform/rest', () => ({ restRequest: mocks.rest }));
vi.mock('../lib/platform/rpc', () => ({ rpc: () => ({ call: mocks.rpcCall }) }));
vi.mock('../lib/platform/offlineCopy/offlineCopy', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('../features/calendar', async () => {
  const { paths } = await import('../paths');
  return { routes: { month: { path: paths.calendar.month, screen: () => null } } };
});

const USER = { id: 1001, user_type: 'freelancer', first_name: 'Sanne', last_name: 'Vries' };

afterEach(() => {
  stopBoots();
  localStorage.clear();
  vi.clearAllMocks();
});

describe("the start-up without the offline copy's code", () => {
  it.each([
    ['a first visit', () => undefined],
    ['a repeat visit, a copy kept', () => localStorage.setItem(OFFLINE_COPY_KEY, '{}')],
  ])('lets the gate decide once the user has answered, on %s', async (_, keepCopy) => {
    keepCopy();
    sessionStore.status = 'pending';
    sessionStore.tokens = undefined;
    window.history.replaceState(null, '', '/calendar/month');
    mocks.rest.mockImplementation(async (route: string) =>
      route === 'GET /auth/check-session'
        ? {
            authenticated: true,
            access_token: 'token',
            expires_at: '2099-01-01T00:00:00Z',
            user: USER,
          }
        : route === 'GET /health'
          ? { status: 'OK' }
          : { inactiveReasons: [], resume: [] },
    );
    mocks.rpcCall.mockImplementation(async (method: string) =>
      method.endsWith('user:getCurrentUser') ? USER : [],
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    await expect(startBoot(queryClient)).resolves.toBeUndefined();
    expect(sessionStore.status).toBe('signed-in');
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toMatchObject({ id: 1001 });
  });
});
