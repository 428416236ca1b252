/**
 * mocks/handlers/generated/methods.ts as `npm run generate` (scripts/generate.ts) writes it: the
 * mock dispatcher's method table (params, the schemas to validate against, the example result),
 * the contract's schemas and errors, and what the stateful back end must implement.
 */
import {
  contractSchemaId,
  mapRefs,
  paramsObjectSchema,
  rpcDocumentPath,
  type Json,
  type MethodModel,
  type RpcDocument,
} from './contract.ts';

export function methodTableFile(rpc: RpcDocument, methods: MethodModel[]): string {
  const toAjv = (schema: Json) =>
    mapRefs(schema, rpcDocumentPath, (name) => ({ $ref: `${contractSchemaId}#/$defs/${name}` }));
  const definitions = Object.fromEntries(
    Object.entries(rpc.components?.schemas ?? {}).map(([name, schema]) => [name, toAjv(schema)]),
  );
  const table = methods
    .map((method) => {
      const spec = {
        service: method.service,
        method: method.method,
        params: method.params.map((param) => ({ name: param.name, required: !!param.required })),
        paramsSchema: paramsObjectSchema(method, toAjv),
        resultSchema: toAjv(method.result.schema),
      };
      const body = JSON.stringify(spec).slice(0, -1);
      const example =
        method.exampleResult === undefined
          ? ''
          : `, exampleResult: ${JSON.stringify(method.exampleResult)}`;
      return `'${method.name}': ${body}${example}},`;
    })
    .join('\n');
  return `import type { MethodName, MethodParams, MethodResult } from '@pidz/contracts';
import type { CallContext } from '../../backend/context.ts';
import type { MethodSpec } from '../method-spec.ts';

/** The component schemas, to register once with ajv (\`ajv.addSchema(contractSchemas)\`). */
export const contractSchemas = ${JSON.stringify({ $id: contractSchemaId, $defs: definitions })};

/** The errors of the contract by name: catalogue code and server message. */
export const contractErrors = ${JSON.stringify(
    Object.fromEntries(
      Object.entries(rpc.components?.errors ?? {}).map(([name, { code, message }]) => [
        name,
        { code, message },
      ]),
    ),
  )} as const;

/** Per method: its service, its params (name, required) and the schemas to validate against. */
export const methodTable: { readonly [M in MethodName]: MethodSpec<M> } = {
${table}
};

/** What the stateful back end must implement: every method of the contract. */
export type BackendMethods = {
  [M in MethodName]: (
    params: MethodParams<M>,
    context: CallContext,
  ) => MethodResult<M> | Promise<MethodResult<M>>;
};
`;
}
