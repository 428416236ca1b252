import { setupWorker, type SetupWorker } from 'msw/browser';
import { createHandlers } from './handlers/index.ts';
import { holdImpersonation } from './impersonation.ts';
import { isScenarioName, type Fault, type MockOptions } from './scenarios/index.ts';
import { createMockSession } from './session.ts';

/** The story parameters the mock reads. */
export interface MockStoryParameters {
  /** The scenario of the story's back end; default `freelancer`. */
  scenario?: string;
  /** Shorthand for `mockOptions.faults`, e.g. `[{ route: 'POST /auth/logout', httpStatus: 500 }]`. */
  faults?: Fault[];
  /** Faults and delay for the story's back end; a scenario or faults given here win. */
  mockOptions?: MockOptions;
}

/** One session for every story; each story resets it to a fresh back end. */
const storySession = createMockSession({ validateResults: true });

/**
 * The msw-storybook-addon setup: a worker whose initial handlers (they survive the addon's reset
 * between stories) answer from the current story's back end. A story's own `parameters.msw` or
 * `msw.use(...)` handlers still win, because they are added in front of these.
 */
export async function startStorybookWorker(): Promise<SetupWorker> {
  const worker = setupWorker(...createHandlers(storySession));
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}

/**
 * Gives the story a fresh back end from its `parameters.scenario` / `parameters.mockOptions`, and
 * the page the impersonation id of an impersonating admin's scenario (or none).
 * Use it as a Storybook loader in the preview, so that it runs before the story renders.
 */
export function resetStoryBackend(parameters: MockStoryParameters): void {
  const scenario = isScenarioName(parameters.scenario) ? parameters.scenario : undefined;
  storySession.reset({
    validateResults: true,
    ...parameters.mockOptions,
    scenario: parameters.mockOptions?.scenario ?? scenario,
    faults: parameters.mockOptions?.faults ?? parameters.faults,
  });
  holdImpersonation(storySession.backend.state);
}
