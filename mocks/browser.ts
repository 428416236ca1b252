import { setupWorker, type SetupWorker } from 'msw/browser';
import {
  OPTIONS_KEY,
  STATE_KEY,
  optionsFromLocation,
  type StoredOptions,
} from './browser-options.ts';
import { createHandlers } from './handlers/index.ts';
import { storedDevices } from './identity/deviceStore.ts';
import { holdImpersonation } from './impersonation.ts';
import { createMockSession, type MockSession } from './session.ts';

export type { StoredOptions } from './browser-options.ts';
export { isMockPage, showMockPage } from './pages/browser.ts';

/** The running in-browser mock. */
export interface MockWorker {
  readonly worker: SetupWorker;
  readonly session: MockSession;
}

/** Removes `mock-reset` from the address bar, so that a reload keeps the state. */
function forgetResetRequest(url: URL): void {
  if (!url.searchParams.has('mock-reset')) return;
  url.searchParams.delete('mock-reset');
  history.replaceState(history.state, '', url);
}

let running: MockWorker | undefined;

/**
 * Starts the in-browser mock back end (MSW service worker `/mockServiceWorker.js`) for the app in
 * mock mode. Same-origin calls to `/api-rpc-cognito/` and the REST routes are answered; anything
 * else goes to the network. Reads `?scenario=`, `?fault=`, `?delay=` and `?mock-reset` (see
 * optionsFromLocation); the state is saved in sessionStorage after every call that changed it, so
 * it survives a reload. The user pool's remembered devices are kept in localStorage, beside the
 * SDK's keys of them (`?mock-reset` forgets them too). While an admin impersonates (the scenario `admin-impersonating`, the admin
 * persona signed in), the page holds the impersonation id as the admin site leaves it.
 */
export async function startMockWorker(): Promise<MockWorker> {
  if (running) return running;
  const url = new URL(window.location.href);
  const devices = storedDevices(localStorage);
  if (url.searchParams.has('mock-reset')) devices.save([]);
  const session = createMockSession(optionsFromLocation(url, sessionStorage), devices);
  forgetResetRequest(url);
  // The admin site's part: an impersonating admin's portal holds the id of the user acted as.
  holdImpersonation(session.backend.state);
  let saved = '';
  const persist = () => {
    const state = JSON.stringify(session.backend.state);
    if (state === saved) return;
    saved = state;
    sessionStorage.setItem(STATE_KEY, state);
  };
  const worker = setupWorker(...createHandlers(session, { onCallCompleted: persist }));
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  console.info(`[mock] back end running, scenario ${session.scenario}`);
  running = { worker, session };
  return running;
}

/**
 * Starts the mock back end over from a fresh seed, forgetting the saved state: of the current
 * scenario, or with new options (kept for the rest of the browser session). The same as loading
 * the page with `?mock-reset`.
 */
export function resetMock(options?: StoredOptions): void {
  sessionStorage.removeItem(STATE_KEY);
  if (options) sessionStorage.setItem(OPTIONS_KEY, JSON.stringify(options));
  if (!running) return;
  const { session } = running;
  session.reset(
    options ?? {
      scenario: session.scenario,
      faults: [...session.faults],
      delayMs: session.delayMs,
    },
  );
  holdImpersonation(session.backend.state);
}
