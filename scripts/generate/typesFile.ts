/**
 * contracts/generated/types.ts as `npm run generate` (scripts/generate.ts) writes it: the
 * component schemas of both documents as TypeScript types (json-schema-to-typescript), the
 * `Methods` map of the JSON-RPC methods and the `RestEndpoints` map of the REST calls.
 */
import type { JSONSchema4 } from 'json-schema';
import { compile } from 'json-schema-to-typescript';
import {
  describe,
  isObject,
  isRef,
  mapRefs,
  objectSchema,
  paramsObjectSchema,
  restDocumentPath,
  rpcDocumentPath,
  sameJson,
  type Json,
  type JsonObject,
  type MethodModel,
  type RestBody,
  type RestDocument,
  type RpcDocument,
} from './contract.ts';
import { enumConstant } from './enumConstants.ts';

/**
 * Prepares a schema for json-schema-to-typescript: references to component schemas become named
 * types (`tsType`) instead of being inlined, and nested titles are dropped so that no extra named
 * declarations appear.
 */
function forTypeScript(schema: Json, documentPath: string): JsonObject {
  const dropped = new Set(['title', 'examples', 'example']);
  const schemaMaps = new Set(['properties', 'patternProperties', 'definitions', '$defs']);
  const withoutTitles = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(withoutTitles);
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !dropped.has(key))
        .map(([key, item]) => [
          key,
          // The keys of these maps are names (a property may be called "title"), not keywords.
          schemaMaps.has(key) && isObject(item)
            ? Object.fromEntries(
                Object.entries(item).map(([name, schema]) => [name, withoutTitles(schema)]),
              )
            : withoutTitles(item),
        ]),
    );
  };
  const mapped = withoutTitles(mapRefs(schema, documentPath, (name) => ({ tsType: name })));
  if (!isObject(mapped)) throw new Error(`${documentPath}: a schema must be an object`);
  return mapped;
}

async function compileType(schema: JsonObject, name: string): Promise<string> {
  const code = await compile({ ...(schema as JSONSchema4), title: name }, name, {
    bannerComment: '',
    format: false,
    additionalProperties: false,
    unknownAny: true,
    strictIndexSignatures: true,
    declareExternallyReferenced: false,
  });
  if (!new RegExp(`export (type|interface) ${name}\\b`).test(code)) {
    throw new Error(`json-schema-to-typescript renamed ${name}; use a PascalCase schema name`);
  }
  return code;
}

async function componentTypes(
  schemas: Record<string, JsonObject>,
  documentPath: string,
): Promise<string[]> {
  return Promise.all(
    Object.entries(schemas).map(
      async ([name, schema]) =>
        (await compileType(forTypeScript(schema, documentPath), name)) +
        enumConstant(name, schema, documentPath),
    ),
  );
}

/** The `Methods` map: per method name its by-name params object and its result. */
async function methodsType(methods: MethodModel[]): Promise<string> {
  const toTs = (schema: Json) => forTypeScript(schema, rpcDocumentPath);
  const properties = Object.fromEntries(
    methods.map((method) => [
      method.name,
      {
        ...objectSchema(
          {
            params:
              method.params.length === 0
                ? { tsType: 'Record<string, never>' }
                : paramsObjectSchema(method, toTs),
            result: toTs(method.result.schema),
          },
          ['params', 'result'],
        ),
        ...describe(method.summary),
      },
    ]),
  );
  return compileType(
    {
      ...objectSchema(
        properties,
        methods.map((method) => method.name),
      ),
      description: 'Every JSON-RPC method of the contract: its by-name params and its result.',
    },
    'Methods',
  );
}

/** The JSON schema of a response or request body, resolving `#/components/<kind>/<name>`. */
function jsonBodySchema(
  document: RestDocument,
  body: RestBody | { $ref: string } | undefined,
  kind: 'responses' | 'requestBodies',
): JsonObject | undefined {
  if (body && isRef(body)) {
    const prefix = `#/components/${kind}/`;
    const target = body.$ref.startsWith(prefix)
      ? document.components?.[kind]?.[body.$ref.slice(prefix.length)]
      : undefined;
    if (!target) throw new Error(`${restDocumentPath}: cannot resolve ${body.$ref}`);
    return jsonBodySchema(document, target, kind);
  }
  return body?.content?.['application/json']?.schema;
}

/** `RestEndpoints`: per `<VERB> <path>` of rest.openapi.json its request body and response. */
async function restEndpointsType(document: RestDocument): Promise<string> {
  const toTs = (schema: Json) => forTypeScript(schema, restDocumentPath);
  const properties: Record<string, JsonObject> = {};
  for (const [route, operations] of Object.entries(document.paths ?? {})) {
    for (const [verb, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(verb)) continue;
      const success = Object.entries(operation.responses ?? {}).find(([status]) =>
        status.startsWith('2'),
      )?.[1];
      const responseSchema = jsonBodySchema(document, success, 'responses');
      const requestSchema = jsonBodySchema(document, operation.requestBody, 'requestBodies');
      properties[`${verb.toUpperCase()} ${route}`] = {
        ...objectSchema(
          {
            response: responseSchema ? toTs(responseSchema) : { tsType: 'null' },
            ...(requestSchema ? { request: toTs(requestSchema) } : {}),
          },
          requestSchema ? ['response', 'request'] : ['response'],
        ),
        ...describe(operation.summary ?? operation.description),
      };
    }
  }
  return compileType(
    {
      ...objectSchema(properties, Object.keys(properties)),
      description: 'Every REST route of rest.openapi.json: its JSON request body and its response.',
    },
    'RestEndpoints',
  );
}

export async function typesFile(rpc: RpcDocument, rest: RestDocument, methods: MethodModel[]) {
  const rpcSchemas = rpc.components?.schemas ?? {};
  const restSchemas = Object.fromEntries(
    Object.entries(rest.components?.schemas ?? {}).filter(([name, schema]) => {
      const rpcSchema = rpcSchemas[name];
      if (rpcSchema === undefined) return true;
      if (sameJson(rpcSchema, schema)) return false;
      throw new Error(
        `${name} is defined differently in ${rpcDocumentPath} and ${restDocumentPath}`,
      );
    }),
  );
  const parts = [
    '// Component schemas of the JSON-RPC contract.',
    ...(await componentTypes(rpcSchemas, rpcDocumentPath)),
    '// Component schemas of the REST calls.',
    ...(await componentTypes(restSchemas, restDocumentPath)),
    await methodsType(methods),
    `/** The full name of a JSON-RPC method, e.g. \`pidz.services.api.calendar:getAvailability\`. */
export type MethodName = keyof Methods;
/** The by-name params object of method M. */
export type MethodParams<M extends MethodName> = Methods[M]['params'];
/** The result of method M. */
export type MethodResult<M extends MethodName> = Methods[M]['result'];`,
    await restEndpointsType(rest),
    `/** A REST route, e.g. \`GET /health\`. */
export type RestRoute = keyof RestEndpoints;
/** The JSON response of REST route R. */
export type RestResponse<R extends RestRoute> = RestEndpoints[R]['response'];`,
  ];
  return parts.join('\n\n');
}
