import { setupServer, type SetupServer } from 'msw/node';
import { createHandlers } from './handlers/index.ts';
import type { ContractViolationError } from './handlers/rpc.ts';
import type { MockOptions } from './scenarios/index.ts';
import { createMockSession, type MockSession } from './session.ts';

export { BackendError } from './backend/errors.ts';
export type { Backend, BackendState } from './backend/index.ts';
export { ContractViolationError } from './handlers/rpc.ts';
export type { Fault, MockOptions, ScenarioName } from './scenarios/index.ts';
export type { MockSession } from './session.ts';

/** The mock back end for Vitest: an msw/node server plus the session it answers from. */
export interface MockServer {
  /** The msw server: `listen()`, `close()`, `use()` for extra handlers in one test. */
  readonly server: SetupServer;
  /** The session; `session.backend.state` shows what the back end holds. */
  readonly session: MockSession;
  /** Starts over with a fresh back end (and drops handlers added with `server.use`). */
  reset(options?: MockOptions): void;
}

/**
 * Throws the violation outside the request, so that Vitest reports it as an unhandled error and
 * the run fails even when the test itself expected the call to fail.
 */
function throwUnhandled(violation: ContractViolationError): void {
  setTimeout(() => {
    throw violation;
  });
}

/**
 * Creates the mock back end for tests, with every result checked against the contract (a
 * mismatch answers HTTP 500 and fails the test run). Point the client at
 * `http://localhost/api-rpc-cognito/`.
 *
 * @example
 * const mock = createMockServer({ scenario: 'freelancer' });
 * beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
 * afterEach(() => mock.reset());
 * afterAll(() => mock.server.close());
 */
export function createMockServer(
  options: MockOptions = {},
  onContractViolation: (violation: ContractViolationError) => void = throwUnhandled,
): MockServer {
  const withValidation = (given: MockOptions): MockOptions => ({ validateResults: true, ...given });
  const session = createMockSession(withValidation(options));
  const server = setupServer(...createHandlers(session, { onContractViolation }));
  return {
    server,
    session,
    reset(next = options) {
      session.reset(withValidation(next));
      server.resetHandlers();
    },
  };
}
