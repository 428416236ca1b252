import { GENERIC_ERROR_CODE, RpcError } from './errors.ts';

/** Path of the JSON-RPC endpoint on the back-end host (info.description of pidz.openrpc.json). */
export const RPC_PATH = '/api-rpc-cognito/';

/** Headers to send with one request, e.g. `{ Authorization: 'Bearer …', 'X-Client-Name': 'app' }`. */
export type RequestHeaders = Record<string, string>;

/** Options of `createPidzClient`. */
export interface PidzClientOptions {
  /** The JSON-RPC endpoint: `<host>/api-rpc-cognito/`. */
  url: string;
  /** Called before every request; returns the headers to send (token, client name, assume-user). */
  headers?: () => RequestHeaders | Promise<RequestHeaders>;
}

/** A call waiting in the queue for its batch. */
interface QueuedCall {
  id: number;
  method: string;
  params: object;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function statusOf(body: unknown): string | undefined {
  return isRecord(body) && typeof body.status === 'string' ? body.status : undefined;
}

function rpcErrorFromAnswer(answer: unknown, httpStatus: number): RpcError | undefined {
  if (!isRecord(answer) || !isRecord(answer.error)) return undefined;
  const { code, message, data } = answer.error;
  return new RpcError({
    code: typeof code === 'number' ? code : GENERIC_ERROR_CODE,
    message: typeof message === 'string' ? message : 'Er is iets misgegaan',
    data,
    httpStatus,
    status: statusOf(answer),
  });
}

/**
 * Settles one call from its answer (a JSON-RPC response object): its result, its error, or code
 * 600 when the answer is missing or not JSON-RPC.
 */
function settle(call: QueuedCall, answer: unknown, response: Response): void {
  const error = rpcErrorFromAnswer(answer, response.status);
  if (error) call.reject(error);
  else if (isRecord(answer) && 'result' in answer) call.resolve(answer.result);
  else {
    call.reject(
      new RpcError({
        code: GENERIC_ERROR_CODE,
        message: answer === undefined ? 'No answer to this call' : 'Invalid JSON-RPC answer',
        data: answer,
        httpStatus: response.status,
      }),
    );
  }
}

/** How the sender talks to its host: whether the host answers batches (learnt once). */
interface Transport {
  batches: boolean;
}

/**
 * Whether a batch's answer says the host does not take batches: an HTTP 4xx that is not about the
 * session (401, 403), or a 2xx that is not an array of answers. JSON-RPC batches are optional for
 * the back end (README, 'Working against a real back end').
 */
function refusesBatch(response: Response, body: unknown): boolean {
  if (response.status >= 400 && response.status < 500) {
    return response.status !== 401 && response.status !== 403;
  }
  return response.ok && !Array.isArray(body);
}

/**
 * Sends the calls as one HTTP request and settles each. What fails the request (no answer, a
 * 5xx or a refused session without JSON-RPC answers, e.g. `503 {"status":"MAINTENANCE"}`) rejects
 * every call with the same RpcError, so retries and the maintenance switch see what they saw for
 * a single call. A batch the host refuses as a batch ({@link refusesBatch}) goes again call by call.
 */
async function post(
  options: PidzClientOptions,
  calls: readonly QueuedCall[],
  transport: Transport,
): Promise<void> {
  const rejectAll = (error: unknown) => calls.forEach((call) => call.reject(error));
  let headers: RequestHeaders;
  try {
    headers = (await options.headers?.()) ?? {};
  } catch (error) {
    // The headers could not be made (e.g. the token refresh failed): that failure, as it is.
    rejectAll(error);
    return;
  }
  const request = calls.map(({ id, method, params }) => ({ jsonrpc: '2.0', id, method, params }));
  let response: Response;
  let text: string;
  try {
    response = await fetch(options.url, {
      method: 'POST',
      credentials: 'include',
      // The user's answers never come from a cache.
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', ...headers },
      // One call goes as a plain object, as before batching: a back end that never sees two calls
      // at once sees the plain JSON-RPC it always did.
      body: JSON.stringify(request.length === 1 ? request[0] : request),
    });
    text = await response.text();
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Network failure';
    rejectAll(new RpcError({ code: GENERIC_ERROR_CODE, message, cause }));
    return;
  }
  const body = parseJson(text);
  if (calls.length > 1 && refusesBatch(response, body)) {
    // The host does not answer batches (none of the calls ran): one call per request from now on.
    transport.batches = false;
    await Promise.all(calls.map((call) => post(options, [call], transport)));
    return;
  }
  const [single] = calls;
  if (calls.length === 1 && single && isRecord(body) && ('result' in body || 'error' in body)) {
    settle(single, body, response);
    return;
  }
  if (Array.isArray(body)) {
    // Answers are matched by id, not by position (JSON-RPC 2.0 lets a server answer in any order).
    const answers = new Map(
      body.filter(isRecord).map((answer) => [answer.id, answer as unknown] as const),
    );
    calls.forEach((call) => settle(call, answers.get(call.id), response));
    return;
  }
  rejectAll(
    rpcErrorFromAnswer(body, response.status) ??
      new RpcError({
        code: GENERIC_ERROR_CODE,
        message: response.ok ? 'Invalid JSON-RPC answer' : `HTTP ${response.status}`,
        data: body ?? text,
        httpStatus: response.status,
        status: statusOf(body),
      }),
  );
}

/**
 * Returns a function that sends JSON-RPC 2.0 calls (POST, `credentials: 'include'`, `cache:
 * 'no-store'`) and resolves
 * each with its `result`, or rejects it with an RpcError.
 *
 * The calls made in one tick travel as one HTTP request, a JSON-RPC batch, with the headers of
 * the moment it is sent (taken once per batch). The queue is flushed in a microtask, not a
 * `setTimeout(0)`: it takes every call made by the same task (the queries a screen starts in one
 * render, a route loader's `Promise.all`) without adding a timer's delay, and it works unchanged
 * under fake timers (tests, Playwright's clock). Calls made after an `await` in another task go in
 * a batch of their own.
 *
 * A host that does not answer batches (a batch answered with an HTTP 4xx other than 401/403, or
 * with something other than an array) is detected on the first batch: its calls are sent again
 * one per request, and from then on every call goes on its own, without the caller seeing a
 * failure.
 */
export function createRpcSender(
  options: PidzClientOptions,
): (method: string, params: object) => Promise<unknown> {
  let queue: QueuedCall[] = [];
  let lastId = 0;
  const transport: Transport = { batches: true };
  const flush = () => {
    const calls = queue;
    queue = [];
    if (transport.batches) void post(options, calls, transport);
    else calls.forEach((call) => void post(options, [call], transport));
  };
  return (method, params) =>
    new Promise((resolve, reject) => {
      if (queue.length === 0) queueMicrotask(flush);
      lastId += 1;
      queue.push({ id: lastId, method, params, resolve, reject });
    });
}
