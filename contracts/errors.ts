/**
 * The error every failed call rejects with, on its own so that code which only checks failures
 * (the app's first load: session, health, error reporting) does not bundle the JSON-RPC transport.
 */

/** The catalogue code for "Er is iets misgegaan": any failure that carries no code of its own. */
export const GENERIC_ERROR_CODE = 600;

interface RpcErrorInit {
  code: number;
  message: string;
  data?: unknown;
  httpStatus?: number;
  status?: string;
  cause?: unknown;
}

/**
 * A failed call: a JSON-RPC error answer (its catalogue code, e.g. 1702), or an HTTP or network
 * failure without a JSON-RPC error body (code 600).
 */
export class RpcError extends Error {
  /** The catalogue code (spec section 8) or a JSON-RPC protocol code (-32601, -32602, ...). */
  readonly code: number;
  /** The `data` of the JSON-RPC error, or the parsed body of a failed HTTP answer. */
  readonly data: unknown;
  /** The HTTP status of the answer; undefined when no answer arrived (network failure). */
  readonly httpStatus: number | undefined;
  /** The `status` field of the answer's body, e.g. `MAINTENANCE`. */
  readonly status: string | undefined;

  constructor({ code, message, data, httpStatus, status, cause }: RpcErrorInit) {
    super(message, { cause });
    this.name = 'RpcError';
    this.code = code;
    this.data = data;
    this.httpStatus = httpStatus;
    this.status = status;
  }

  /** True when the back end answered that it is in maintenance. */
  get isMaintenance(): boolean {
    return this.status === 'MAINTENANCE';
  }
}
