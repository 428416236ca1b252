import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { MethodName, MethodParams } from '@pidz/contracts';
import type { Fault } from '../scenarios/index.ts';
import { BackendError } from '../backend/errors.ts';
import { RestFailure } from '../backend/index.ts';
import type { MockSession } from '../session.ts';
import { isMethodName } from './method-spec.ts';
import { withNoStore } from './noStore.ts';
import { paramErrors, resultErrors, type SchemaErrors } from './validation.ts';

// JSON-RPC 2.0 protocol error codes.
const RPC_PARSE_ERROR = -32700;
const RPC_INVALID_REQUEST = -32600;
const RPC_METHOD_NOT_FOUND = -32601;
const RPC_INVALID_PARAMS = -32602;
const RPC_INTERNAL_ERROR = -32603;

/** A result that does not match the method's result schema: the mock drifted from the contract. */
export class ContractViolationError extends Error {
  readonly method: MethodName;
  readonly errors: SchemaErrors;

  constructor(method: MethodName, errors: SchemaErrors) {
    super(
      `The result of ${method} does not match the contract: ${errors
        .map((error) => `${error.instancePath || '(result)'} ${error.message ?? ''}`)
        .join('; ')}`,
    );
    this.name = 'ContractViolationError';
    this.method = method;
    this.errors = errors;
  }
}

/** Hooks into the dispatcher. */
export interface RpcHooks {
  /** Called after every JSON-RPC or REST call the back end handled (e.g. to persist its state). */
  onCallCompleted?: () => void;
  /** Called when a result breaks its schema (with `validateResults` on); default: console.error. */
  onContractViolation?: (violation: ContractViolationError) => void;
}

type RequestId = string | number | null;

/** One member of a JSON-RPC answer: a result or an error, for the call with that id. */
type Answer =
  | { jsonrpc: '2.0'; id: RequestId; result: unknown }
  | { jsonrpc: '2.0'; id: RequestId; error: { code: number; message: string; data?: unknown } };

function errorAnswer(id: RequestId, code: number, message: string, data?: unknown): Answer {
  const error = data === undefined ? { code, message } : { code, message, data };
  return { jsonrpc: '2.0', id, error };
}

function rpcError(id: RequestId, code: number, message: string, data?: unknown, status = 200) {
  return HttpResponse.json(errorAnswer(id, code, message, data), { status });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A call that passed the protocol checks; `isNotification` when it has no id (no answer). */
interface ValidCall {
  id: RequestId;
  isNotification: boolean;
  method: MethodName;
  params: Record<string, unknown>;
}

/**
 * Checks one call of the request: a by-name JSON-RPC 2.0 call (-32600) of a method of the
 * contract (-32601) with params that fit its schema (-32602). Answers the error, or the call.
 */
function checkCall(call: unknown): Answer | ValidCall {
  const id =
    isRecord(call) && ['string', 'number'].includes(typeof call.id) ? (call.id as RequestId) : null;
  if (
    !isRecord(call) ||
    call.jsonrpc !== '2.0' ||
    typeof call.method !== 'string' ||
    !(call.params === undefined || isRecord(call.params))
  ) {
    return errorAnswer(
      id,
      RPC_INVALID_REQUEST,
      'Invalid Request: expected a JSON-RPC 2.0 call with by-name params',
    );
  }
  const method = call.method;
  if (!isMethodName(method)) {
    return errorAnswer(id, RPC_METHOD_NOT_FOUND, `Method not found: ${method}`);
  }
  const params = call.params ?? {};
  const invalid = paramErrors(method, params);
  if (invalid.length > 0) return errorAnswer(id, RPC_INVALID_PARAMS, 'Invalid params', invalid);
  return { id, isNotification: call.id === undefined, method, params };
}

/**
 * The one JSON-RPC endpoint, for one call or a batch (an array of calls, answered by an array of
 * answers in the calls' order, each with its call's id; the client matches them by id). Parses the
 * request (-32700; an empty batch is -32600), checks every call on its own (-32600, -32601,
 * -32602), applies injected faults per call, runs the calls one after another on the back end and
 * answers each BackendError as `{ code, message, data }`. A notification (no id) runs but gets no
 * answer; a request of notifications only is answered 204. A mock without batches
 * (`MockOptions.batches` false) answers every batch HTTP 400 -32600.
 *
 * What fails the whole HTTP request fails every call of a batch: maintenance (503), a missing,
 * unknown, ended or expired bearer token (401 NotAuthorizedException, as the REST routes answer;
 * checked by the back end, so the browser mock and the Node server refuse alike) and an injected
 * HTTP fault. An HTTP fault strikes when its method's turn comes, before any call of the batch
 * runs; the calls before it in the batch have then taken their own faults (which count as struck).
 * A result that breaks its schema answers HTTP 500 for a single call, and a -32603 answer for that
 * call in a batch. No answer may be kept in a cache (`Cache-Control: no-store`).
 */
export function rpcHandler(session: MockSession, hooks: RpcHooks = {}): HttpHandler {
  const reportViolation =
    hooks.onContractViolation ?? ((violation: ContractViolationError) => console.error(violation));

  /** Runs one checked call on the back end: its answer, or the schema violation of its result. */
  async function run(
    call: ValidCall,
    fault: Fault | undefined,
    request: Request,
  ): Promise<Answer | ContractViolationError> {
    const { id, method, params } = call;
    if (fault && 'code' in fault) {
      return errorAnswer(id, fault.code, fault.message ?? `Injected error ${fault.code}`);
    }
    let result: unknown;
    try {
      result = await session.backend.call(
        method,
        params as MethodParams<typeof method>,
        request.headers,
        new URL(request.url).origin,
      );
    } catch (error) {
      if (error instanceof BackendError)
        return errorAnswer(id, error.code, error.message, error.data);
      throw error;
    } finally {
      hooks.onCallCompleted?.();
    }
    if (session.validateResults) {
      const errors = resultErrors(method, result);
      if (errors.length > 0) {
        const violation = new ContractViolationError(method, errors);
        reportViolation(violation);
        return violation;
      }
    }
    return { jsonrpc: '2.0', id, result };
  }

  /** The answer to the whole request (one call or a batch). */
  async function answerRequest(request: Request): Promise<Response> {
    if (session.delayMs > 0) await delay(session.delayMs);
    if (session.backend.state.health === 'MAINTENANCE') {
      return HttpResponse.json({ status: 'MAINTENANCE' }, { status: 503 });
    }
    try {
      session.backend.rest.authorize(request.headers);
    } catch (error) {
      if (!(error instanceof RestFailure)) throw error;
      return HttpResponse.json(error.body as Record<string, unknown>, { status: error.httpStatus });
    }

    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return rpcError(null, RPC_PARSE_ERROR, 'Parse error');
    }
    const isBatch = Array.isArray(body);
    if (isBatch && !session.batches) {
      return rpcError(
        null,
        RPC_INVALID_REQUEST,
        'Invalid Request: batches are not supported',
        undefined,
        400,
      );
    }
    const calls: readonly unknown[] = Array.isArray(body) ? body : [body];
    if (calls.length === 0)
      return rpcError(null, RPC_INVALID_REQUEST, 'Invalid Request: empty batch');

    const checked = calls.map(checkCall);
    const faults = new Map<ValidCall, Fault | undefined>();
    for (const call of checked) {
      if ('jsonrpc' in call) continue;
      const fault = session.takeFault(
        (candidate) =>
          'method' in candidate && (candidate.method === call.method || candidate.method === '*'),
      );
      if (fault && 'httpStatus' in fault) {
        return new HttpResponse('Injected failure', { status: fault.httpStatus });
      }
      faults.set(call, fault);
    }

    const answers: Answer[] = [];
    for (const call of checked) {
      if ('jsonrpc' in call) {
        answers.push(call);
        continue;
      }
      const answer = await run(call, faults.get(call), request);
      if (answer instanceof ContractViolationError) {
        if (!isBatch) {
          return rpcError(call.id, RPC_INTERNAL_ERROR, answer.message, answer.errors, 500);
        }
        answers.push(errorAnswer(call.id, RPC_INTERNAL_ERROR, answer.message, answer.errors));
      } else if (!call.isNotification) {
        answers.push(answer);
      }
    }
    if (answers.length === 0) return new HttpResponse(null, { status: 204 });
    return HttpResponse.json(isBatch ? answers : answers[0]);
  }

  return http.post('*/api-rpc-cognito/', async ({ request }) =>
    withNoStore(await answerRequest(request)),
  );
}
