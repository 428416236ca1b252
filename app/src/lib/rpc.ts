import { createPidzClient, RpcError, type PidzClient } from '@pidz/contracts';
import { backendHost } from './environment';
import { errorToast } from './errors';
import { enterMaintenance } from './maintenance';
import { authorizedHeaders, freshTokens } from './session';
import { showToast } from './toasts';

/** Path of the JSON-RPC endpoint on the back-end host. */
export const RPC_PATH = '/api-rpc-cognito/';

let client: PidzClient | undefined;

/**
 * The typed JSON-RPC client (`rpc().user.getCurrentUser()`), created on first use so that it sees
 * the settled environment preference. Every call carries the bearer token (refreshed first when
 * less than 60 s remain), `X-Client-Name`, `X-Client-Version` and, while an admin impersonates,
 * `X-Assume-User`. Failed calls reject with RpcError; see {@link callWithToast}.
 */
export function rpc(): PidzClient {
  client ??= createPidzClient({
    url: `${backendHost()}${RPC_PATH}`,
    headers: async () => authorizedHeaders(await freshTokens()),
  });
  return client;
}

/**
 * What the app does with a failed call (spec section 8): a MAINTENANCE answer switches to the
 * maintenance page; any other failure shows the catalogue's error toast ('Oeps', 7000 ms) for its
 * code (or for a known English server message), unknown codes and non-RPC failures as 600.
 */
export function reportCallError(error: unknown): void {
  if (error instanceof RpcError && error.isMaintenance) {
    enterMaintenance();
    return;
  }
  showToast(
    error instanceof RpcError ? errorToast(error.code, error.message) : errorToast(undefined),
  );
}

/**
 * Runs calls on the client; when they fail, reports the failure ({@link reportCallError}) and
 * rethrows it, so a feature can still react (keep a form's input, stop a spinner).
 *
 * @example
 * const skill = await callWithToast((client) =>
 *   client.language_skill.create({ languageSkillModel }),
 * );
 */
export async function callWithToast<T>(run: (client: PidzClient) => Promise<T>): Promise<T> {
  try {
    return await run(rpc());
  } catch (error) {
    reportCallError(error);
    throw error;
  }
}
