import type { HttpHandler } from 'msw';
import type { MockSession } from '../session.ts';
import { calendarFeedHandler } from './calendarFeed.ts';
import { restHandlers } from './rest.ts';
import { rpcHandler, type RpcHooks } from './rpc.ts';

export { BackendError } from '../backend/errors.ts';
export { ContractViolationError, type RpcHooks } from './rpc.ts';

/**
 * Every mock handler: the JSON-RPC dispatcher, the REST routes and the calendar feed, answering
 * from the session.
 */
export function createHandlers(session: MockSession, hooks: RpcHooks = {}): HttpHandler[] {
  return [
    rpcHandler(session, hooks),
    ...restHandlers(session, hooks.onCallCompleted),
    calendarFeedHandler(session),
  ];
}
