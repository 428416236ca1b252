import {
  createPidzClient,
  GENERIC_ERROR_CODE,
  RPC_PATH,
  RpcError,
  type PidzClient,
} from '@pidz/contracts';
import { backendHost } from './environment';
import { authorizedHeaders, freshTokens, isSignedOut } from './session';

/**
 * The headers of the next call: refused (HTTP 401, not sent) once the session has ended, e.g.
 * when a refresh was refused while calls waited for it; the session gate sends the user to sign in.
 */
async function callHeaders(): Promise<Record<string, string>> {
  const tokens = await freshTokens();
  if (isSignedOut()) {
    throw new RpcError({ code: GENERIC_ERROR_CODE, message: 'Not signed in', httpStatus: 401 });
  }
  return authorizedHeaders(tokens);
}

/** Path of the JSON-RPC endpoint on the back-end host (the contract's). */
export { RPC_PATH };

let client: PidzClient | undefined;

/**
 * The typed JSON-RPC client, created on first use so that it sees the settled environment
 * preference. Every call carries the bearer token (refreshed first when less than 60 s remain),
 * `X-Client-Name`, `X-Client-Version` and, while an admin impersonates, `X-Assume-User`. Failed
 * calls reject with RpcError; after the session ended, calls are not sent. Screens do not call it directly: they use
 * `rpcQuery` (queries.ts) and `useRpcMutation` (rpcMutation.ts), which cache, retry and report failures.
 */
export function rpc(): PidzClient {
  client ??= createPidzClient({
    url: `${backendHost()}${RPC_PATH}`,
    headers: callHeaders,
  });
  return client;
}
