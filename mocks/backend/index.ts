import type { MethodName, MethodParams, MethodResult } from '@pidz/contracts';
import type { BackendMethods } from '../handlers/generated/methods.ts';
import { defaultScenario, seedScenario, type ScenarioName } from '../scenarios/index.ts';
import type { CallContext } from './context.ts';
import { assetMethods } from './services/assets.ts';
import { calendarMethods } from './services/calendar.ts';
import { feedbackMethods } from './services/feedback.ts';
import { freelancerMethods } from './services/freelancer.ts';
import { invoiceMethods } from './services/invoices.ts';
import { restOperations, type RestOperations } from './services/rest.ts';
import { resumeMethods } from './services/resume.ts';
import { userMethods } from './services/user.ts';
import type { BackendState } from './state.ts';

export { BackendError } from './errors.ts';
export { RestFailure, type RestOperations } from './services/rest.ts';
export type { BackendState } from './state.ts';
export type { CallContext } from './context.ts';

/** Every method of the contract; the BackendMethods type makes a missing one a type error. */
const methods: BackendMethods = {
  ...calendarMethods,
  ...freelancerMethods,
  ...userMethods,
  ...feedbackMethods,
  ...invoiceMethods,
  ...resumeMethods,
  ...assetMethods,
};

/** Options of createBackend. */
export interface BackendOptions {
  /** The situation to seed; default `freelancer`. */
  scenario?: ScenarioName;
  /** A saved state (from `snapshot()`) to start from instead of the scenario's seed. */
  state?: BackendState;
}

/** The stateful in-memory back end behind the mock handlers. */
export interface Backend {
  /** The scenario it was seeded from. */
  readonly scenario: ScenarioName;
  /** The live state. */
  readonly state: BackendState;
  /**
   * Runs a method against the state; the result is a copy. Throws BackendError for rule failures.
   * `origin` is that of the server that answered (default `http://localhost`, the tests' host).
   */
  call<M extends MethodName>(
    method: M,
    params: MethodParams<M>,
    headers?: Headers,
    origin?: string,
  ): Promise<MethodResult<M>>;
  /** The REST calls, answered from the state (they may throw RestFailure). */
  readonly rest: RestOperations;
  /** A deep, JSON-serialisable copy of the state. */
  snapshot(): BackendState;
  /** Replaces the state by a copy of a snapshot. */
  restore(state: BackendState): void;
}

/** Creates a back end seeded from a scenario (or from a saved state). */
export function createBackend({ scenario = defaultScenario, state }: BackendOptions = {}): Backend {
  let current = state ? structuredClone(state) : seedScenario(scenario);
  return {
    scenario,
    get state() {
      return current;
    },
    async call(method, params, headers = new Headers(), origin = 'http://localhost') {
      const context: CallContext = { state: current, headers, origin };
      const result = await methods[method](params, context);
      return structuredClone(result);
    },
    rest: restOperations(() => current),
    snapshot: () => structuredClone(current),
    restore(saved) {
      current = structuredClone(saved);
    },
  };
}
