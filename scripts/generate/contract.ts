/**
 * The contract's documents as `npm run generate` (scripts/generate.ts) reads them:
 * contracts/pidz.openrpc.json and contracts/rest.openapi.json, their shapes, references resolved,
 * and each JSON-RPC method as the model the generated files are written from.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validate as validateOpenApi } from '@readme/openapi-parser';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const rpcDocumentPath = 'contracts/pidz.openrpc.json';
export const restDocumentPath = 'contracts/rest.openapi.json';
const methodPrefix = 'pidz.services.api.';
const schemaRefPrefix = '#/components/schemas/';
/** The `$id` under which the mock dispatcher registers the component schemas with ajv. */
export const contractSchemaId = 'pidz-contract';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface ContentDescriptor {
  name: string;
  summary?: string;
  description?: string;
  required?: boolean;
  schema: JsonObject;
}

interface ExamplePairing {
  name: string;
  params: Json[];
  result?: { name: string; value: Json } | { $ref: string };
}

interface RpcMethod {
  name: string;
  summary?: string;
  description?: string;
  paramStructure?: string;
  params: (ContentDescriptor | { $ref: string })[];
  result?: ContentDescriptor | { $ref: string };
  examples?: (ExamplePairing | { $ref: string })[];
}

export interface RpcDocument {
  methods: RpcMethod[];
  components?: {
    schemas?: Record<string, JsonObject>;
    contentDescriptors?: Record<string, ContentDescriptor>;
    examples?: Record<string, { name: string; value: Json }>;
    examplePairingObjects?: Record<string, ExamplePairing>;
    errors?: Record<string, { code: number; message: string; data?: Json }>;
  };
}

export interface RestBody {
  content?: Record<string, { schema?: JsonObject }>;
}

export interface RestOperation {
  summary?: string;
  description?: string;
  requestBody?: RestBody | { $ref: string };
  responses?: Record<string, RestBody | { $ref: string }>;
}

export interface RestDocument {
  paths?: Record<string, Record<string, RestOperation>>;
  components?: {
    schemas?: Record<string, JsonObject>;
    responses?: Record<string, RestBody>;
    requestBodies?: Record<string, RestBody>;
  };
}

interface SchemaUtils {
  parseOpenRPCDocument(document: object, options: { dereference: boolean }): Promise<object>;
}

/** One method of the contract, with its params, result and example in the shapes we emit. */
export interface MethodModel {
  name: string;
  service: string;
  method: string;
  summary: string | undefined;
  params: ContentDescriptor[];
  result: ContentDescriptor;
  exampleResult: Json | undefined;
}

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether two JSON values are the same, key order included. */
export function sameJson(a: Json, b: Json): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function isRef(value: object): value is { $ref: string } {
  return '$ref' in value && typeof value.$ref === 'string';
}

/** Resolves a `#/components/<kind>/<name>` reference of the OpenRPC document (not schemas). */
function resolveComponent<T extends object>(
  document: RpcDocument,
  value: T | { $ref: string },
  kind: 'contentDescriptors' | 'examples' | 'examplePairingObjects',
): T {
  if (!isRef(value)) return value;
  const prefix = `#/components/${kind}/`;
  const target = value.$ref.startsWith(prefix)
    ? document.components?.[kind]?.[value.$ref.slice(prefix.length)]
    : undefined;
  if (!target) throw new Error(`${rpcDocumentPath}: cannot resolve ${value.$ref}`);
  return target as T;
}

function schemaRefName(ref: string, documentPath: string): string {
  if (!ref.startsWith(schemaRefPrefix)) {
    throw new Error(
      `${documentPath}: only ${schemaRefPrefix}<Name> references are supported, got ${ref}`,
    );
  }
  return ref.slice(schemaRefPrefix.length);
}

/** Deep-maps a schema: `$ref`s to component schemas are replaced by `toRef(name)`. */
export function mapRefs(
  schema: Json,
  documentPath: string,
  toRef: (name: string) => JsonObject,
): Json {
  if (Array.isArray(schema)) return schema.map((item) => mapRefs(item, documentPath, toRef));
  if (!isObject(schema)) return schema;
  const ref = schema.$ref;
  if (typeof ref === 'string') return toRef(schemaRefName(ref, documentPath));
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, mapRefs(value, documentPath, toRef)]),
  );
}

export function objectSchema(
  properties: Record<string, JsonObject>,
  required: string[],
): JsonObject {
  return { type: 'object', properties, required, additionalProperties: false };
}

export function describe(text: string | undefined): JsonObject {
  return text ? { description: text } : {};
}

async function readJson(relativePath: string): Promise<JsonObject> {
  const text = await readFile(path.join(rootDir, relativePath), 'utf8');
  const parsed = JSON.parse(text) as Json;
  if (!isObject(parsed)) throw new Error(`${relativePath} is not a JSON object`);
  return parsed;
}

export async function readRpcDocument(): Promise<RpcDocument> {
  const raw = await readJson(rpcDocumentPath);
  // The typings of @open-rpc/schema-utils-js resolve to the .ts sources of @open-rpc/spec-types,
  // which fail our strict tsc (unused locals); a non-literal specifier keeps them out of the program.
  const schemaUtils: string = '@open-rpc/schema-utils-js';
  const { parseOpenRPCDocument } = (await import(schemaUtils)) as SchemaUtils;
  // Validates against the OpenRPC meta-schema; we resolve references ourselves to keep them named.
  await parseOpenRPCDocument(structuredClone(raw), { dereference: false });
  return raw as unknown as RpcDocument;
}

export async function readRestDocument(): Promise<RestDocument> {
  const raw = await readJson(restDocumentPath);
  const result = await validateOpenApi(structuredClone(raw) as never);
  if (!result.valid) {
    throw new Error(
      `${restDocumentPath} is invalid: ${result.errors.map((error) => error.message).join('; ')}`,
    );
  }
  return raw as unknown as RestDocument;
}

export function methodModels(document: RpcDocument): MethodModel[] {
  const seen = new Set<string>();
  return document.methods.map((method) => {
    const match = /^pidz\.services\.api\.([a-z_]+):([A-Za-z]+)$/.exec(method.name);
    if (!match?.[1] || !match[2]) {
      throw new Error(
        `${rpcDocumentPath}: ${method.name} is not ${methodPrefix}<service>:<method>`,
      );
    }
    if (seen.has(method.name)) throw new Error(`${rpcDocumentPath}: ${method.name} twice`);
    seen.add(method.name);
    if (method.paramStructure !== 'by-name') {
      throw new Error(`${rpcDocumentPath}: ${method.name} must have paramStructure "by-name"`);
    }
    const params = method.params.map((param) =>
      resolveComponent(document, param, 'contentDescriptors'),
    );
    const result = method.result
      ? resolveComponent(document, method.result, 'contentDescriptors')
      : { name: 'result', schema: { type: 'null' } };
    const examples = (method.examples ?? []).map((example) =>
      resolveComponent(document, example, 'examplePairingObjects'),
    );
    const exampleWithResult = examples.find((example) => example.result);
    const exampleResult = exampleWithResult?.result
      ? resolveComponent(document, exampleWithResult.result, 'examples').value
      : undefined;
    return {
      name: method.name,
      service: match[1],
      method: match[2],
      summary: method.summary ?? method.description,
      params,
      result,
      exampleResult,
    };
  });
}

export function paramsObjectSchema(
  method: MethodModel,
  mapSchema: (schema: Json) => Json,
): JsonObject {
  return objectSchema(
    Object.fromEntries(
      method.params.map((param) => [
        param.name,
        {
          ...(mapSchema(param.schema) as JsonObject),
          ...describe(param.description ?? param.summary),
        },
      ]),
    ),
    method.params.filter((param) => param.required).map((param) => param.name),
  );
}
