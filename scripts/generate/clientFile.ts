/**
 * contracts/generated/client.ts and index.ts as `npm run generate` (scripts/generate.ts) writes
 * them: the typed JSON-RPC client, a namespace per service, and the package's entry.
 */
import type { MethodModel } from './contract.ts';

export function clientFile(methods: MethodModel[]): string {
  const services = new Map<string, MethodModel[]>();
  for (const method of methods) {
    services.set(method.service, [...(services.get(method.service) ?? []), method]);
  }
  const jsDoc = (text: string | undefined) =>
    text ? `/** ${text.replaceAll('*/', '*\\/')} */\n` : '';
  const functionOf = (method: MethodModel) => {
    const name = `'${method.name}'`;
    if (method.params.length === 0) return `() => call(${name}, {})`;
    const optional = method.params.every((param) => !param.required);
    return `(params: MethodParams<${name}>${optional ? ' = {}' : ''}) => call(${name}, params)`;
  };
  const namespaces = [...services]
    .map(
      ([service, serviceMethods]) =>
        `${service}: {\n${serviceMethods
          .map((method) => `${jsDoc(method.summary)}${method.method}: ${functionOf(method)},`)
          .join('\n')}\n},`,
    )
    .join('\n');
  return `import { createRpcSender, type PidzClientOptions } from '../runtime.ts';
import type { MethodName, MethodParams, MethodResult } from './types.ts';

/**
 * Creates the typed JSON-RPC client: \`call(method, params)\` for any method, and one namespace per
 * service (\`client.language_skill.create({ languageSkillModel })\`). Failed calls reject with RpcError.
 */
export function createPidzClient(options: PidzClientOptions) {
  const send = createRpcSender(options);
  /** Calls a method by its full name and resolves with its result. */
  const call = <M extends MethodName>(method: M, params: MethodParams<M>) =>
    send(method, params) as Promise<MethodResult<M>>;
  return {
    call,
    ${namespaces}
  };
}

/** The client returned by createPidzClient. */
export type PidzClient = ReturnType<typeof createPidzClient>;
`;
}

export const indexFile = `export * from './types.ts';
export { createPidzClient, type PidzClient } from './client.ts';
export { GENERIC_ERROR_CODE, RpcError } from '../errors.ts';
export { RPC_PATH, type PidzClientOptions, type RequestHeaders } from '../runtime.ts';
`;
