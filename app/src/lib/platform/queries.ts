import { queryOptions } from '@tanstack/react-query';
import type { MethodName, Methods } from '@pidz/contracts';
import type * as rpcModuleType from './rpc';

/** What the contract's full method names start with, before `<service>:<method>`. */
export const METHOD_PREFIX = 'pidz.services.api.';

/** The contract's methods by their short names, `<service>:<method>`. */
type ShortMethods = {
  [
    Name in MethodName as Name extends `${typeof METHOD_PREFIX}${infer Short}` ? Short : never
  ]: Methods[Name];
};

/** A contract method by its short name, e.g. `resume:getResume`. */
export type RpcMethod = keyof ShortMethods;

/** The by-name params of a method. */
export type RpcParams<M extends RpcMethod> = ShortMethods[M]['params'];

/** What a method answers. */
export type RpcResult<M extends RpcMethod> = ShortMethods[M]['result'];

/** The params argument: required where the method has required params, else optional. */
type ParamsArgument<M extends RpcMethod> =
  Record<string, never> extends RpcParams<M> ? [params?: RpcParams<M>] : [params: RpcParams<M>];

/**
 * The lookups (spec section 7): lists that do not change during a session, fetched once per
 * session and then served from the cache.
 */
export const LOOKUP_METHODS: ReadonlySet<RpcMethod> = new Set<RpcMethod>([
  'language:getAll',
  'sector:getAll',
  'function:getAll',
  'education_subject:getEducationSubjects',
  'training_subject:getTrainingSubjects',
  'registration_type:getRegistrationTypes',
  'asset_type:getAssetTypes',
]);

type RpcModule = typeof rpcModuleType;
let rpcModule: Promise<RpcModule> | undefined;

/**
 * Loads the JSON-RPC client (the generated client with every method of the contract and the batching sender, which
 * the maintenance and sign-in states do not need). The app starts this at once, beside the session
 * check, so the first call does not wait for it.
 */
export function loadRpcClient(): Promise<RpcModule> {
  rpcModule ??= import('./rpc');
  return rpcModule;
}

/** Sends one call of the contract by its short name. */
export async function callRpc<M extends RpcMethod>(
  method: M,
  params: RpcParams<M> | undefined,
): Promise<RpcResult<M>> {
  const { rpc } = await loadRpcClient();
  // The generated client checks a full name against its params; here the short-name types above
  // already tie the two together, so the call goes through its untyped form.
  const call = rpc().call as (method: MethodName, params: object) => Promise<unknown>;
  return call(`${METHOD_PREFIX}${method}` as MethodName, params ?? {}) as Promise<RpcResult<M>>;
}

/**
 * The cache key of a method's answer: `['rpc', method, params]`. Without params it is the prefix of
 * every key of that method, for invalidating them all at once
 * (`queryClient.invalidateQueries({ queryKey: rpcKey('calendar:getAvailability') })`).
 */
export function rpcKey<M extends RpcMethod>(method: M, params?: RpcParams<M>) {
  return params === undefined ? (['rpc', method] as const) : (['rpc', method, params] as const);
}

/**
 * The query of a contract method: its key, the call, and for lookups a cache for the whole
 * session. Use it with `useQuery`, `useSuspenseQuery`, `queryClient.fetchQuery` or
 * `prefetchQuery`; its `queryKey` is typed, so `queryClient.setQueryData(rpcQuery(...).queryKey, …)`
 * checks the data.
 *
 * @example
 * const resume = useQuery(rpcQuery("resume:getResume"));
 * const items = useQuery(rpcQuery('calendar:getAvailability', { params: { start, end } }));
 */
export function rpcQuery<M extends RpcMethod>(method: M, ...[params]: ParamsArgument<M>) {
  return queryOptions({
    queryKey: rpcKey(method, params),
    queryFn: () => callRpc(method, params),
    ...(LOOKUP_METHODS.has(method) ? { staleTime: Infinity, gcTime: Infinity } : {}),
  });
}
