import { createBackend, type Backend } from './backend/index.ts';
import type { DeviceStore } from './identity/model.ts';
import { createIdentityProvider, type IdentityProvider } from './identity/provider.ts';
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
  /** The mocked identity provider (Cognito's protocol, mocks/identity); replaced by `reset`. */
  readonly identity: IdentityProvider;
  readonly scenario: ScenarioName;
  readonly faults: readonly Fault[];
  /**
   * The first fault that `matches` and still strikes (a fault with `times` strikes that often),
   * counted as struck; undefined when none applies.
   */
  takeFault(matches: (fault: Fault) => boolean): Fault | undefined;
  readonly delayMs: number;
  readonly validateResults: boolean;
  /** Whether the JSON-RPC endpoint answers batches (MockOptions.batches). */
  readonly batches: boolean;
  /** Whether the hand-over takes a test login (MockOptions.testLogins). */
  readonly offersTestLogins: boolean;
  /**
   * Starts over with a fresh back end and user pool from new options (a story, a test,
   * `?mock-reset`): the pool's stored devices are forgotten too.
   */
  reset(options?: MockOptions): void;
}

/**
 * Creates the session the handlers answer from. `deviceStore`: where its user pools keep the
 * devices they remember (the in-browser mock's localStorage); default: in the pool's memory.
 */
export function createMockSession(
  options: MockOptions = {},
  deviceStore?: DeviceStore,
): MockSession {
  let current = options;
  /** How often each counted fault has struck since the last reset. */
  let strikes = new Map<Fault, number>();
  let backend = createBackend({
    scenario: options.scenario ?? defaultScenario,
    state: options.state,
  });
  let identity = createIdentityProvider({ deviceStore });
  return {
    get backend() {
      return backend;
    },
    get identity() {
      return identity;
    },
    get scenario() {
      return current.scenario ?? defaultScenario;
    },
    get faults() {
      return current.faults ?? [];
    },
    takeFault(matches) {
      const fault = (current.faults ?? []).find(
        (candidate) =>
          matches(candidate) &&
          (candidate.times === undefined || (strikes.get(candidate) ?? 0) < candidate.times),
      );
      if (fault) strikes.set(fault, (strikes.get(fault) ?? 0) + 1);
      return fault;
    },
    get delayMs() {
      return current.delayMs ?? 0;
    },
    get validateResults() {
      return current.validateResults ?? false;
    },
    get batches() {
      return current.batches ?? true;
    },
    get offersTestLogins() {
      return current.testLogins ?? true;
    },
    reset(options: MockOptions = {}) {
      current = options;
      strikes = new Map();
      backend = createBackend({
        scenario: options.scenario ?? defaultScenario,
        state: options.state,
      });
      deviceStore?.save([]);
      identity = createIdentityProvider({ deviceStore });
    },
  };
}
