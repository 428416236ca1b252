import { GENERIC_ERROR_CODE, RpcError, type RestResponse, type RestRoute } from '@pidz/contracts';
import { backendHost } from './environment';

/**
 * The REST calls of contracts/rest.openapi.json on the back-end host, typed by the generated
 * `RestEndpoints`: health, feature flags, freelancer banners and the session calls. Callers pass the
 * headers (see `authorizedHeaders` in session.ts), so this module knows nothing of the session.
 * A failed call rejects with the same RpcError as a JSON-RPC call (code from the body, else 600;
 * `status` from the body, e.g. MAINTENANCE).
 */

interface RestRequest {
  headers: Record<string, string>;
  /** Values for `{name}` placeholders in the route's path. */
  pathParams?: Record<string, string>;
  /** Aborts the call (it then rejects as a network failure). */
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends one REST call without a body (with credentials) and resolves with its JSON answer. Never
 * from the browser's cache (`no-store`): the answers are the session's and the user's, and an old
 * 'authenticated' would show a signed-out user's pages again on Back.
 */
export async function restRequest<R extends RestRoute>(
  route: R,
  { headers, pathParams = {}, signal }: RestRequest,
): Promise<RestResponse<R>> {
  const [method = 'GET', pathTemplate = '/'] = route.split(' ');
  const path = pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(pathParams[name] ?? ''),
  );
  let response: Response;
  try {
    response = await fetch(`${backendHost()}${path}`, {
      method,
      credentials: 'include',
      cache: 'no-store',
      headers,
      signal,
    });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Network failure';
    throw new RpcError({ code: GENERIC_ERROR_CODE, message, cause });
  }
  const answer = await readJson(response);
  if (!response.ok) {
    throw new RpcError({
      code: isRecord(answer) && typeof answer.code === 'number' ? answer.code : GENERIC_ERROR_CODE,
      message: `HTTP ${response.status} for ${route}`,
      data: answer,
      httpStatus: response.status,
      status: isRecord(answer) && typeof answer.status === 'string' ? answer.status : undefined,
    });
  }
  return answer as RestResponse<R>;
}
