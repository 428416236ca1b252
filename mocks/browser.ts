import { setupWorker, type SetupWorker } from 'msw/browser';
import type { BackendState } from './backend/index.ts';
import { createHandlers } from './handlers/index.ts';
import {
  isScenarioName,
  parseFault,
  type Fault,
  type MockOptions,
  type ScenarioName,
} from './scenarios/index.ts';
import { createMockSession, type MockSession } from './session.ts';

const OPTIONS_KEY = 'pidz.mock.options';
const STATE_KEY = 'pidz.mock.state';

/** What the browser session keeps between reloads (besides the state). */
export interface StoredOptions {
  scenario?: ScenarioName;
  faults?: Fault[];
  delayMs?: number;
}

function readJson<T>(key: string): T | undefined {
  const text = sessionStorage.getItem(key);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/**
 * Reads `?scenario=`, `?fault=` (repeatable: `calendar:addCalendarItem:1702`, `*:http500`) and
 * `?delay=<ms>` on top of what this browser session stored before. A new scenario starts from its
 * seed; otherwise the saved state is restored. `?mock-reset` forgets everything stored.
 */
function optionsFromLocation(url: URL): MockOptions {
  const query = url.searchParams;
  if (query.has('mock-reset')) {
    sessionStorage.removeItem(OPTIONS_KEY);
    sessionStorage.removeItem(STATE_KEY);
  }
  const stored = readJson<StoredOptions>(OPTIONS_KEY) ?? {};
  const scenario = query.get('scenario');
  const faults = query.getAll('fault').map(parseFault);
  const delay = query.get('delay');
  const next: StoredOptions = {
    scenario: isScenarioName(scenario) ? scenario : stored.scenario,
    faults: faults.length > 0 ? faults.filter((fault) => fault !== undefined) : stored.faults,
    delayMs: delay !== null && /^\d+$/.test(delay) ? Number(delay) : stored.delayMs,
  };
  const isNewScenario = next.scenario !== stored.scenario;
  if (isNewScenario) sessionStorage.removeItem(STATE_KEY);
  sessionStorage.setItem(OPTIONS_KEY, JSON.stringify(next));
  return { ...next, state: isNewScenario ? undefined : readJson<BackendState>(STATE_KEY) };
}

/** Removes `mock-reset` from the address bar, so that a reload keeps the state. */
function forgetResetRequest(url: URL): void {
  if (!url.searchParams.has('mock-reset')) return;
  url.searchParams.delete('mock-reset');
  history.replaceState(history.state, '', url);
}

let running: { worker: SetupWorker; session: MockSession } | undefined;

/**
 * Starts the in-browser mock back end (MSW service worker `/mockServiceWorker.js`) for the app in
 * mock mode. Same-origin calls to `/api-rpc-cognito/` and the REST routes are answered; anything
 * else goes to the network. The state is kept in sessionStorage after every call, so it survives a
 * reload.
 */
export async function startMockWorker(): Promise<{ worker: SetupWorker; session: MockSession }> {
  if (running) return running;
  const url = new URL(window.location.href);
  const session = createMockSession(optionsFromLocation(url));
  forgetResetRequest(url);
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
 * Starts the mock back end over: a fresh seed of the current scenario (or of the options given),
 * forgetting the saved state. Also reachable as `?mock-reset` in the address bar.
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
}
