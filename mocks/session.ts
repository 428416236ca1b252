import { createBackend, type Backend } from './backend/index.ts';
import {
  defaultScenario,
  type Fault,
  type MockOptions,
  type ScenarioName,
} from './scenarios/index.ts';

/** The mock as the handlers see it: a back end plus the faults, delay and checks to apply. */
export interface MockSession {
  /** The back end that answers; replaced by `reset`. */
  readonly backend: Backend;
  readonly scenario: ScenarioName;
  readonly faults: readonly Fault[];
  readonly delayMs: number;
  readonly validateResults: boolean;
  /** Starts over with a fresh back end from new options (a story, a test, `?mock-reset`). */
  reset(options?: MockOptions): void;
}

/** Creates the session the handlers answer from. */
export function createMockSession(options: MockOptions = {}): MockSession {
  let current = options;
  let backend = createBackend({
    scenario: options.scenario ?? defaultScenario,
    state: options.state,
  });
  return {
    get backend() {
      return backend;
    },
    get scenario() {
      return current.scenario ?? defaultScenario;
    },
    get faults() {
      return current.faults ?? [];
    },
    get delayMs() {
      return current.delayMs ?? 0;
    },
    get validateResults() {
      return current.validateResults ?? false;
    },
    reset(options: MockOptions = {}) {
      current = options;
      backend = createBackend({
        scenario: options.scenario ?? defaultScenario,
        state: options.state,
      });
    },
  };
}
