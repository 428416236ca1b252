import {
  useMutation,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { callRpc, type RpcMethod, type RpcParams, type RpcResult } from './queries';

/*
 * Mutations of the contract's methods: a module apart from the reads (queries.ts), which the
 * start-up needs in the first load; the first mutation comes with a screen.
 */

/** Options of {@link useRpcMutation}: those of `useMutation` without the call itself. */
export type RpcMutationOptions<M extends RpcMethod, Context = unknown> = Omit<
  UseMutationOptions<RpcResult<M>, Error, RpcParams<M>, Context>,
  'mutationFn'
>;

/**
 * A mutation that calls a contract method. Failures are reported centrally (the catalogue toast,
 * or the maintenance page) and never retried; update or invalidate what it changed in `onSuccess`.
 *
 * @example
 * const create = useRpcMutation('language_skill:create', {
 *   onSuccess: (skill) => queryClient.setQueryData(resumeQuery.queryKey, …),
 * });
 * create.mutate({ languageSkillModel });
 */
export function useRpcMutation<M extends RpcMethod, Context = unknown>(
  method: M,
  options: RpcMutationOptions<M, Context> = {},
): UseMutationResult<RpcResult<M>, Error, RpcParams<M>, Context> {
  return useMutation({ ...options, mutationFn: (params) => callRpc(method, params) });
}
