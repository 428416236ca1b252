import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { MethodName, MethodParams } from '@pidz/contracts';
import { BackendError } from '../backend/errors.ts';
import type { MockSession } from '../session.ts';
import { isMethodName } from './method-spec.ts';
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

function rpcError(id: RequestId, code: number, message: string, data?: unknown, status = 200) {
  const error = data === undefined ? { code, message } : { code, message, data };
  return HttpResponse.json({ jsonrpc: '2.0', id, error }, { status });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The one JSON-RPC endpoint: parses the request (-32700, -32600), finds the method (-32601),
 * validates the by-name params against the contract (-32602), applies injected faults, runs the
 * back end and answers its BackendErrors as `{ code, message, data }`.
 */
export function rpcHandler(session: MockSession, hooks: RpcHooks = {}): HttpHandler {
  const reportViolation =
    hooks.onContractViolation ?? ((violation: ContractViolationError) => console.error(violation));
  return http.post('*/api-rpc-cognito/', async ({ request }) => {
    if (session.delayMs > 0) await delay(session.delayMs);
    if (session.backend.state.health === 'MAINTENANCE') {
      return HttpResponse.json({ status: 'MAINTENANCE' }, { status: 503 });
    }

    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return rpcError(null, RPC_PARSE_ERROR, 'Parse error');
    }
    if (Array.isArray(body)) {
      return rpcError(null, RPC_INVALID_REQUEST, 'Batch requests are not supported');
    }
    const id =
      isRecord(body) && ['string', 'number'].includes(typeof body.id)
        ? (body.id as RequestId)
        : null;
    if (
      !isRecord(body) ||
      body.jsonrpc !== '2.0' ||
      typeof body.method !== 'string' ||
      !(body.params === undefined || isRecord(body.params))
    ) {
      return rpcError(
        id,
        RPC_INVALID_REQUEST,
        'Invalid Request: expected a JSON-RPC 2.0 call with by-name params',
      );
    }
    const method = body.method;
    if (!isMethodName(method))
      return rpcError(id, RPC_METHOD_NOT_FOUND, `Method not found: ${method}`);
    const params = body.params ?? {};
    const invalid = paramErrors(method, params);
    if (invalid.length > 0) return rpcError(id, RPC_INVALID_PARAMS, 'Invalid params', invalid);

    const fault = session.takeFault(
      (candidate) =>
        'method' in candidate && (candidate.method === method || candidate.method === '*'),
    );
    if (fault && 'httpStatus' in fault) {
      return new HttpResponse('Injected failure', { status: fault.httpStatus });
    }
    if (fault) return rpcError(id, fault.code, fault.message ?? `Injected error ${fault.code}`);

    let result: unknown;
    try {
      result = await session.backend.call(
        method,
        params as MethodParams<typeof method>,
        request.headers,
        new URL(request.url).origin,
      );
    } catch (error) {
      if (error instanceof BackendError) return rpcError(id, error.code, error.message, error.data);
      throw error;
    } finally {
      hooks.onCallCompleted?.();
    }

    if (session.validateResults) {
      const errors = resultErrors(method, result);
      if (errors.length > 0) {
        const violation = new ContractViolationError(method, errors);
        reportViolation(violation);
        return rpcError(id, RPC_INTERNAL_ERROR, violation.message, errors, 500);
      }
    }
    if (body.id === undefined) return new HttpResponse(null, { status: 204 });
    return HttpResponse.json({ jsonrpc: '2.0', id, result });
  });
}
