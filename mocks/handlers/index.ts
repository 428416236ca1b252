import type { HttpHandler } from 'msw';
import { pageHandlers } from '../pages/handlers.ts';
import { identityProviderHandler } from '../identity/handler.ts';
import type { MockSession } from '../session.ts';
import { calendarFeedHandler } from './calendarFeed.ts';
import { restHandlers } from './rest.ts';
import { rpcHandler, type RpcHooks } from './rpc.ts';

export { BackendError } from '../backend/errors.ts';
export { ContractViolationError, type RpcHooks } from './rpc.ts';

/**
 * Every mock handler: the JSON-RPC dispatcher, the REST routes, the calendar feed and the pages
 * the mocked back end serves itself (the bank page), answering from the session; and the mocked
 * identity provider (mocks/identity).
 */
export function createHandlers(session: MockSession, hooks: RpcHooks = {}): HttpHandler[] {
  return [
    rpcHandler(session, hooks),
    ...restHandlers(session, hooks.onCallCompleted),
    calendarFeedHandler(session),
    ...pageHandlers(session, hooks.onCallCompleted),
    identityProviderHandler(() => session.identity),
  ];
}
