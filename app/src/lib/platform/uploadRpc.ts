import { RpcError } from '@pidz/contracts';
import { backendHost } from './environment';
import { loadRpcClient, type RpcMethod, type RpcParams, type RpcResult } from './queries';
import { authorizedHeaders, freshTokens } from './session';

/** How an upload reports its progress and may be stopped. */
export interface UploadOptions {
  /**
   * Called with the share of the request body sent so far, 0 to 100: 0 when sending starts, then as
   * the browser reports it (a service worker, such as the mock's, may report nothing until the
   * answer), 100 with the answer.
   */
  onProgress: (percentage: number) => void;
  /** Aborts the upload; the promise then rejects with a DOMException named `AbortError`. */
  signal: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function answerOf(request: XMLHttpRequest): unknown {
  try {
    return JSON.parse(request.responseText) as unknown;
  } catch {
    return undefined;
  }
}

function failure(request: XMLHttpRequest, answer: unknown): RpcError {
  const error = isRecord(answer) && isRecord(answer.error) ? answer.error : undefined;
  return new RpcError({
    code: typeof error?.code === 'number' ? error.code : 600,
    message: typeof error?.message === 'string' ? error.message : 'Er is iets misgegaan',
    data: error?.data,
    httpStatus: request.status || undefined,
    status: isRecord(answer) && typeof answer.status === 'string' ? answer.status : undefined,
  });
}

/**
 * Sends one JSON-RPC call whose params are large (a file, base64-encoded) on its own, by
 * XMLHttpRequest, because fetch cannot report how much of a request body was sent: the same
 * endpoint, headers and error shape (RpcError) as every other call (lib/platform/rpc.ts), plus the upload's
 * progress and an abort signal. Used by `asset:addAsset`; everything else goes through `callRpc`.
 */
export async function uploadRpc<M extends RpcMethod>(
  method: M,
  params: RpcParams<M>,
  { onProgress, signal }: UploadOptions,
): Promise<RpcResult<M>> {
  const [{ RPC_PATH }, tokens] = await Promise.all([loadRpcClient(), freshTokens()]);
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${backendHost()}${RPC_PATH}`);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(authorizedHeaders(tokens))) {
      request.setRequestHeader(name, value);
    }
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    });
    request.addEventListener('load', () => {
      const answer = answerOf(request);
      if (request.status >= 200 && request.status < 300 && isRecord(answer) && 'result' in answer) {
        onProgress(100);
        resolve(answer.result as RpcResult<M>);
      } else reject(failure(request, answer));
    });
    request.addEventListener('error', () => reject(failure(request, undefined)));
    request.addEventListener('abort', () =>
      reject(new DOMException('The upload was cancelled', 'AbortError')),
    );
    signal.addEventListener('abort', () => request.abort(), { once: true });
    onProgress(0);
    request.send(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: `pidz.services.api.${method}`, params }),
    );
  });
}

/** Whether a failure is an upload the user cancelled. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A file's content as base64 (the contract's `data` of an upload), read by the browser. */
export function fileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    });
    reader.addEventListener('error', () => reject(reader.error ?? new Error('Unreadable file')));
    reader.readAsDataURL(file);
  });
}
