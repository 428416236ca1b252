import { RpcError } from '@pidz/contracts';

/*
 * When a failed read is asked again: the app's default for every query (queryClient.ts), and the
 * session check's own budget (session.ts).
 */

/** Retry backoff: the first retry after 1 s, doubling, never more than 5 s apart (spec section 9). */
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 5000;
/** How often a failed read is tried again before it counts as failed. */
export const MAX_READ_RETRIES = 3;

/** The wait before retry number `attempt` (0 for the first): 1 s, 2 s, 4 s, 5 s, 5 s, … */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

/**
 * Whether a failed read may succeed when asked again: the network failed, or the server answered
 * HTTP 5xx. Catalogue errors (a JSON-RPC error answer with its code, HTTP 200) and maintenance are
 * answers, not accidents, and are never retried.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof RpcError) || error.isMaintenance) return false;
  return error.httpStatus === undefined || error.httpStatus >= 500;
}
