import { createPidzClient, RpcError } from '@pidz/contracts';

/** The JSON-RPC endpoint the msw/node server answers in tests. */
export const TEST_RPC_URL = 'http://localhost/api-rpc-cognito/';

/** A typed client for tests, sending the headers the app sends. */
export function createTestClient(url = TEST_RPC_URL, extraHeaders: Record<string, string> = {}) {
  return createPidzClient({
    url,
    headers: () => ({
      Authorization: 'Bearer test-token',
      'X-Client-Name': 'app',
      'X-Client-Version': '6.0.142',
      ...extraHeaders,
    }),
  });
}

/** Awaits a call that must fail and returns its RpcError. */
export async function rpcFailure(call: Promise<unknown>): Promise<RpcError> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof RpcError))
    throw new Error(`Expected an RpcError, got ${String(outcome)}`);
  return outcome;
}
