import { createPidzClient, RpcError } from '@pidz/contracts';

/** The JSON-RPC endpoint the msw/node server answers in tests. */
export const TEST_RPC_URL = 'http://localhost/api-rpc-cognito/';

/**
 * The session's bearer token, asked of the mocked back end at `origin` as the app asks it
 * (`GET /auth/check-session`): the `Authorization` header, or none when nobody is signed in.
 */
export async function sessionAuthorization(
  origin = new URL(TEST_RPC_URL).origin,
): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/auth/check-session`);
  const session = (await response.json()) as { access_token?: string | null };
  return session.access_token ? { Authorization: `Bearer ${session.access_token}` } : {};
}

/**
 * A typed client for tests, sending the headers the app sends: the bearer token of the back end's
 * current session (asked before each request, so it follows a reset or a sign-out), client name
 * and version, and `extraHeaders`.
 */
export function createTestClient(url = TEST_RPC_URL, extraHeaders: Record<string, string> = {}) {
  return createPidzClient({
    url,
    headers: async () => ({
      ...(await sessionAuthorization(new URL(url).origin)),
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
