import type { MethodName } from '@pidz/contracts';
import {
  loadRpcClient,
  METHOD_PREFIX,
  type RpcMethod,
  type RpcParams,
  type RpcResult,
} from './queries';

/*
 * Several calls as one JSON-RPC batch, for a step that changes many records at once (the
 * calendar's selected days). A module of its own, so that the start-up's chunk does not carry it.
 */

/** Sends one call by its short name, to be used inside {@link callRpcBatch}'s `calls`. */
export type RpcCaller = <M extends RpcMethod>(
  method: M,
  params: RpcParams<M>,
) => Promise<RpcResult<M>>;

/**
 * Sends several calls as one JSON-RPC batch (one HTTP request) and settles each on its own: a call
 * the server refuses (its own error in the batch's answer) rejects alone, the others keep their
 * results. `calls` gets the caller once the client is loaded and makes every call at once, in the
 * same task, which is what puts them into the same batch (the client sends the calls of one task
 * together).
 *
 * @example
 * const settled = await callRpcBatch((call) =>
 *   runs.map((params) => call('calendar:addCalendarItem', { params })),
 * );
 */
export async function callRpcBatch<T>(
  calls: (call: RpcCaller) => readonly Promise<T>[],
): Promise<PromiseSettledResult<T>[]> {
  const { rpc } = await loadRpcClient();
  const send = rpc().call as (method: MethodName, params: object) => Promise<unknown>;
  const call: RpcCaller = (method, params) =>
    send(`${METHOD_PREFIX}${method}` as MethodName, params) as Promise<RpcResult<typeof method>>;
  return Promise.allSettled(calls(call));
}
