import { Client, HTTPTransport, JSONRPCError, RequestManager } from '@open-rpc/client-js';
import { GENERIC_ERROR_CODE, RpcError } from './errors.ts';

/** Headers to send with one request, e.g. `{ Authorization: 'Bearer …', 'X-Client-Name': 'app' }`. */
export type RequestHeaders = Record<string, string>;

/** Options of `createPidzClient`. */
export interface PidzClientOptions {
  /** The JSON-RPC endpoint: `<host>/api-rpc-cognito/`. */
  url: string;
  /** Called before every request; returns the headers to send (token, client name, assume-user). */
  headers?: () => RequestHeaders | Promise<RequestHeaders>;
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

function rpcErrorFromBody(body: unknown, httpStatus: number): RpcError | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const { code, message, data } = body.error;
  return new RpcError({
    code: typeof code === 'number' ? code : GENERIC_ERROR_CODE,
    message: typeof message === 'string' ? message : 'Er is iets misgegaan',
    data,
    httpStatus,
    status: statusOf(body),
  });
}

/**
 * The fetch that HTTPTransport uses. HTTPTransport cannot see HTTP statuses and waits forever for
 * an answer that is not JSON-RPC (e.g. `503 {"status":"MAINTENANCE"}`), so every failure is
 * turned into an RpcError here and only successful JSON-RPC answers reach the transport.
 */
async function fetchJsonRpc(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Network failure';
    throw new RpcError({ code: GENERIC_ERROR_CODE, message, cause });
  }
  const text = await response.text();
  const body = parseJson(text);
  const rpcError = rpcErrorFromBody(body, response.status);
  if (rpcError) throw rpcError;
  if (!response.ok || !isRecord(body) || !('result' in body)) {
    throw new RpcError({
      code: GENERIC_ERROR_CODE,
      message: response.ok ? 'Invalid JSON-RPC answer' : `HTTP ${response.status}`,
      data: body ?? text,
      httpStatus: response.status,
      status: statusOf(body),
    });
  }
  return new Response(text, { status: response.status, headers: response.headers });
}

function toRpcError(error: unknown): RpcError {
  if (error instanceof RpcError) return error;
  if (error instanceof JSONRPCError) {
    if (error.data instanceof RpcError) return error.data;
    return new RpcError({ code: error.code, message: error.message, data: error.data });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new RpcError({ code: GENERIC_ERROR_CODE, message, cause: error });
}

/**
 * Returns a function that sends one JSON-RPC 2.0 call (POST, `credentials: 'include'`) with the
 * headers of that moment and resolves with its `result`, or rejects with an RpcError.
 * A transport is built per call because HTTPTransport takes its headers at construction.
 */
export function createRpcSender(
  options: PidzClientOptions,
): (method: string, params: object) => Promise<unknown> {
  return async (method, params) => {
    const headers = (await options.headers?.()) ?? {};
    const transport = new HTTPTransport(options.url, {
      credentials: 'include',
      headers,
      fetcher: fetchJsonRpc,
    });
    const client = new Client(new RequestManager([transport]));
    try {
      // Client.request is typed Promise<any>; the generated client narrows it per method.
      const result: unknown = await client.request({ method, params });
      return result;
    } catch (error) {
      throw toRpcError(error);
    } finally {
      client.close();
    }
  };
}
