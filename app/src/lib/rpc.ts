import { createPidzClient, type PidzClient } from '@pidz/contracts';
import { backendHost } from './environment';
import { authorizedHeaders, freshTokens } from './session';

/** Path of the JSON-RPC endpoint on the back-end host. */
export const RPC_PATH = '/api-rpc-cognito/';

let client: PidzClient | undefined;

/**
 * The typed JSON-RPC client, created on first use so that it sees the settled environment
 * preference. Every call carries the bearer token (refreshed first when less than 60 s remain),
 * `X-Client-Name`, `X-Client-Version` and, while an admin impersonates, `X-Assume-User`. Failed
 * calls reject with RpcError. Screens do not call it directly: they use `rpcQuery` and
 * `useRpcMutation` (queries.ts), which cache, retry and report failures.
 */
export function rpc(): PidzClient {
  client ??= createPidzClient({
    url: `${backendHost()}${RPC_PATH}`,
    headers: async () => authorizedHeaders(await freshTokens()),
  });
  return client;
}
