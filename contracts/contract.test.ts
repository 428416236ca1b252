import { readFileSync } from 'node:fs';
import { parseOpenRPCDocument, validateOpenRPCDocument } from '@open-rpc/schema-utils-js';
import { validate as validateOpenApi } from '@readme/openapi-parser';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import type { default as AjvCore } from 'ajv/dist/core';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';

/** The methods of spec section 7, without the `pidz.services.api.` prefix. */
const specMethods = [
  'calendar:getAvailability',
  'calendar:addCalendarItem',
  'calendar:updateCalendarItem',
  'calendar:updateCalendarItemRepeat',
  'calendar:removeAvailability',
  'calendar:removeCalendarItemsByRepeat',
  'calendar:getWebCalURL',
  'calendar:getCalendarShifts',
  'notification:getNotificationCount',
  'freelancer:getInactiveTaskList',
  'freelancer:getCurrentFreelancer',
  'freelancer:updateFreelancer',
  'freelancer:updateAgencyWorker',
  'freelancer:updateAutomaticPaymentChoice',
  'freelancer:updateInvoiceTemplate',
  'freelancer:getLinkedOrganisations',
  'freelancer:getLinkedDepartmentsByOrganisation',
  'freelancer:updateLinkedDepartment',
  'freelancer:updateOrganisationBlocked',
  'feedback:getPeriodicalReview',
  'feedback:updateReview',
  'feedback:addReview',
  'feedback:addAsset',
  'freelancer_invoice:getInvoices',
  'freelancer_invoice:getFreelancerInvoiceBySheet',
  'freelancer_invoice:changeFreelancerInvoicePaidStatus',
  'freelancer_invoice:sendInvoice',
  'freelancer_invoice:downloadInvoice',
  'freelancer_invoice:factoringCompanyCreditIsPaid',
  'freelancer_invoice:factoringCompanyCreditPaymentLink',
  'freelancer_invoice:sendInvoiceReminder',
  'freelancer_invoice:getInvoiceTemplatePreview',
  'software_invoice:getInvoices',
  'software_invoice:getInvoice',
  'software_invoice:downloadInvoice',
  'software_invoice:getSoftwareInvoicePaymentLink',
  'software_invoice:setPaymentStatusPendingByInvoice',
  'profile:getFreelancerFunctions',
  'coc:getCoCOrganisationByNumber',
  'freelancer_preferences:updatePreferences',
  'user:getProfilePicture',
  'user:getCroppedProfilePicture',
  'user:getCurrentUser',
  'user:getMaxWorkRange',
  'user:updateMaxWorkRange',
  'user:countDepartmentsWithinRange',
  'user:countOrganisationsWithinRange',
  'resume:getResume',
  'resume:download',
  'big_registration:download',
  'training_subject:getTrainingSubjects',
  'education_subject:getEducationSubjects',
  'sector:getAll',
  'function:getAll',
  'registration_type:getRegistrationTypes',
  'language:getAll',
  'language_skill:create',
  'language_skill:update',
  'language_skill:remove',
  'work_experience:create',
  'work_experience:update',
  'work_experience:remove',
  'education:create',
  'education:update',
  'education:remove',
  'registration:create',
  'registration:update',
  'registration:remove',
  'training:create',
  'training:update',
  'training:remove',
  'competency:updateCompetency',
  'asset:getAssetsForResume',
  'asset:downloadAsset',
  'asset:addAsset',
  'asset:removeAsset',
  'asset_type:getAssetTypes',
  'communication:getAllActive',
];

/**
 * The methods the portal needs that spec section 7 does not list, each with the decision note that
 * says how it maps to the real server.
 */
const addedMethods = [
  // docs/decisions/0012: the standard rates.
  'freelancer:getStandardRates',
  'freelancer:updateStandardRates',
];
const contractMethods = [...specMethods, ...addedMethods];

/** The fields of a JSON Schema this test looks at. */
interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}
interface NamedValue {
  name: string;
  value: unknown;
}
interface CatalogueError {
  code: number;
  message: string;
}
interface RpcMethod {
  name: string;
  summary?: string;
  description?: string;
  paramStructure?: string;
  params: { name: string; description?: string; required?: boolean; schema: SchemaNode }[];
  result: { name: string; schema: SchemaNode };
  errors?: ({ $ref: string } | CatalogueError)[];
  examples?: { name: string; params: NamedValue[]; result?: NamedValue }[];
}
interface OpenApiOperation {
  responses: Record<string, unknown>;
}
interface OpenApiJson {
  openapi: string;
  paths: Record<string, { get?: OpenApiOperation; post?: OpenApiOperation }>;
}
interface OpenRpcJson {
  info: Record<string, unknown>;
  methods: RpcMethod[];
  components: { schemas: Record<string, SchemaNode>; errors: Record<string, CatalogueError> };
}

const readText = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const openRpcText = readText('./pidz.openrpc.json');
const openRpc: OpenRpcJson = JSON.parse(openRpcText);
const openApiText = readText('./rest.openapi.json');
const openApi: OpenApiJson = JSON.parse(openApiText);

const PREFIX = 'pidz.services.api.';
const OPENRPC_ID = 'pidz.openrpc.json';
const OPENAPI_ID = 'rest.openapi.json';

/**
 * An Ajv holding a whole contract document under `id`, so that a `$ref` to
 * `#/components/schemas/...` inside any of its schemas resolves. The document's own top-level
 * fields are declared as inert keywords so that strict mode accepts the document as a root.
 */
function ajvFor(ajv: AjvCore, id: string, document: object, topLevelKeys: string[]) {
  addFormats(ajv, { keywords: true }); // formatMinimum on dates (decision 0018)
  ajv.addVocabulary(topLevelKeys);
  // Names of enum members and of named values, for the generated constants (scripts/generate.ts).
  ajv.addKeyword('x-enum-varnames');
  ajv.addKeyword('x-named-values');
  ajv.addSchema({ ...document, $id: id });
  return (pointer: string) => ajv.compile({ $ref: `${id}#${pointer}` });
}
const rpcValidator = ajvFor(
  // multipleOfPrecision: a rate's multipleOf 0.01 on floating point (as mocks/handlers/validation.ts).
  new Ajv({ strict: true, allowUnionTypes: true, allErrors: true, multipleOfPrecision: 6 }),
  OPENRPC_ID,
  openRpc,
  Object.keys(openRpc),
);
const restValidator = ajvFor(
  new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true }),
  OPENAPI_ID,
  openApi,
  Object.keys(openApi),
);

function expectValid(
  validateAt: (pointer: string) => ReturnType<AjvCore['compile']>,
  pointer: string,
  value: unknown,
  what: string,
) {
  const check = validateAt(pointer);
  expect(check(value), `${what}: ${JSON.stringify(check.errors, null, 1)}`).toBe(true);
}

/** Every object schema inside `node` with its path. */
function objectSchemas(node: SchemaNode, path: string): [string, SchemaNode][] {
  const own: [string, SchemaNode][] = node.type === 'object' ? [[path, node]] : [];
  const children: [string, SchemaNode][] = [
    ...Object.entries(node.properties ?? {}).map(([key, child]): [string, SchemaNode] => [
      `${path}.${key}`,
      child,
    ]),
    ...(node.items ? [[`${path}[]`, node.items] as [string, SchemaNode]] : []),
    ...[...(node.anyOf ?? []), ...(node.oneOf ?? [])].map((child, index): [string, SchemaNode] => [
      `${path}|${index}`,
      child,
    ]),
  ];
  return [...own, ...children.flatMap(([childPath, child]) => objectSchemas(child, childPath))];
}

function errorCodes(method: RpcMethod): number[] {
  return (method.errors ?? []).map((error) => {
    if ('code' in error) return error.code;
    const name = error.$ref.replace('#/components/errors/', '');
    const resolved = openRpc.components.errors[name];
    if (!resolved) throw new Error(`${method.name}: unknown error ${error.$ref}`);
    return resolved.code;
  });
}
const methodNamed = (name: string) => {
  const method = openRpc.methods.find((candidate) => candidate.name === PREFIX + name);
  if (!method) throw new Error(`no method ${name}`);
  return method;
};

/** JSON Pointer escaping of one path segment. */
const segment = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** Every object in `node` that has a `schema` (media types, parameters), with its JSON Pointer. */
function nodesWithSchema(node: unknown, pointer: string): [string, Record<string, unknown>][] {
  if (typeof node !== 'object' || node === null) return [];
  const entries = Object.entries(node);
  const own: [string, Record<string, unknown>][] =
    'schema' in node && !Array.isArray(node) ? [[pointer, Object.fromEntries(entries)]] : [];
  return [
    ...own,
    ...entries
      .filter(([key]) => key !== 'schema' && key !== 'schemas' && key !== 'examples')
      .flatMap(([key, child]) => nodesWithSchema(child, `${pointer}/${segment(key)}`)),
  ];
}
const restExamples = (node: Record<string, unknown>): NamedValue[] => {
  const examples = node.examples;
  const named =
    typeof examples === 'object' && examples !== null
      ? Object.entries(examples).map(([name, example]): NamedValue => ({
          name,
          value:
            typeof example === 'object' && example !== null && 'value' in example
              ? example.value
              : undefined,
        }))
      : [];
  return 'example' in node ? [...named, { name: 'example', value: node.example }] : named;
};

describe('pidz.openrpc.json', () => {
  it('is a valid OpenRPC 1.3 document whose references all resolve', async () => {
    expect(openRpc).toMatchObject({ openrpc: expect.stringMatching(/^1\.3\./) });
    expect(validateOpenRPCDocument(JSON.parse(openRpcText))).toBe(true);
    const parsed = await parseOpenRPCDocument(openRpcText);
    expect(parsed.methods).toHaveLength(contractMethods.length);
  });

  it('documents the request headers of decision 0001', () => {
    const headers = openRpc.info['x-headers'];
    expect(headers).toEqual(
      ['Authorization', 'X-Client-Name', 'X-Client-Version', 'X-Assume-User'].map((name) =>
        expect.objectContaining({ name }),
      ),
    );
  });

  it('holds exactly the 78 methods of spec section 7 and the ones the portal added', () => {
    const names = openRpc.methods.map((method) => method.name);
    expect(specMethods).toHaveLength(78);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(contractMethods.map((name) => PREFIX + name).sort());
  });

  it('takes params by name, describes every method and param, and lists error 600 everywhere', () => {
    for (const method of openRpc.methods) {
      expect(method.paramStructure, method.name).toBe('by-name');
      expect(method.summary?.length, method.name).toBeGreaterThan(0);
      expect(method.description?.length, method.name).toBeGreaterThan(0);
      expect(errorCodes(method), method.name).toContain(600);
      for (const param of method.params) {
        expect(param.description?.length, `${method.name} ${param.name}`).toBeGreaterThan(0);
        expect(param.required, `${method.name} ${param.name}`).toBeTypeOf('boolean');
      }
    }
  });

  it('gives the calendar methods one param named params', () => {
    const calendarWithParams = openRpc.methods.filter(
      (method) => method.name.startsWith(`${PREFIX}calendar:`) && method.params.length > 0,
    );
    expect(calendarWithParams).toHaveLength(6);
    for (const method of calendarWithParams) {
      expect(
        method.params.map((param) => param.name),
        method.name,
      ).toEqual(['params']);
    }
  });

  it.each([
    ['calendar:addCalendarItem', [1702, 1703]],
    ['calendar:updateCalendarItem', [1702, 1703]],
    ['calendar:updateCalendarItemRepeat', [1702, 1703]],
    ['freelancer:updateFreelancer', [1402, 1403, 1607, 1608, 1609, 1610]],
    ['freelancer:updateAgencyWorker', [1402, 1403, 1607, 1610]],
    ['freelancer:updateLinkedDepartment', [1605]],
    ['coc:getCoCOrganisationByNumber', [801]],
    ['asset:addAsset', [609]],
    ['feedback:addAsset', [609]],
    ['freelancer_invoice:sendInvoice', [1302, 1304, 1305, 1310]],
  ])('%s lists the catalogue errors %j', (name, codes) => {
    const method = methodNamed(name);
    expect(errorCodes(method)).toEqual(expect.arrayContaining(codes));
    for (const code of codes) expect(method.description, name).toContain(String(code));
  });

  it('defines every error it references, once per code', () => {
    const codes = Object.values(openRpc.components.errors).map((error) => error.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const method of openRpc.methods) expect(() => errorCodes(method)).not.toThrow();
  });

  it('closes every object schema and requires only declared fields', () => {
    const roots: [string, SchemaNode][] = [
      ...Object.entries(openRpc.components.schemas),
      ...openRpc.methods.flatMap((method): [string, SchemaNode][] => [
        ...method.params.map((param): [string, SchemaNode] => [
          `${method.name}(${param.name})`,
          param.schema,
        ]),
        [`${method.name} result`, method.result.schema],
      ]),
    ];
    for (const [path, node] of roots.flatMap(([name, schema]) => objectSchemas(schema, name))) {
      expect(node.additionalProperties, path).toBe(false);
      expect(Object.keys(node.properties ?? {}), path).toEqual(
        expect.arrayContaining(node.required ?? []),
      );
    }
  });

  it('requires every field of the schemas the server sends', () => {
    const sentByClient = /(Input|Update|Query|Removal)$/;
    const serverSchemas = Object.entries(openRpc.components.schemas).filter(
      ([name]) => !sentByClient.test(name),
    );
    expect(serverSchemas.length).toBeGreaterThan(40);
    for (const [path, node] of serverSchemas.flatMap(([name, schema]) =>
      objectSchemas(schema, name),
    )) {
      expect([...(node.required ?? [])].sort(), path).toEqual(
        Object.keys(node.properties ?? {}).sort(),
      );
    }
  });

  it('compiles every component schema in strict mode', () => {
    for (const name of Object.keys(openRpc.components.schemas)) {
      expect(() => rpcValidator(`/components/schemas/${name}`), name).not.toThrow();
    }
  });

  describe.each(
    openRpc.methods.map((method, index) => [method.name.replace(PREFIX, ''), index] as const),
  )('%s', (_name, methodIndex) => {
    const method = openRpc.methods[methodIndex];
    if (!method) throw new Error(`no method at ${methodIndex}`);

    it('has examples whose params and result validate against its schemas', () => {
      expect(method.examples?.length).toBeGreaterThan(0);
      for (const example of method.examples ?? []) {
        const where = `${method.name} example '${example.name}'`;
        const declared = method.params.map((param) => param.name);
        expect(
          example.params.map((param) => param.name).filter((name) => !declared.includes(name)),
          where,
        ).toEqual([]);
        method.params.forEach((param, paramIndex) => {
          const given = example.params.find((candidate) => candidate.name === param.name);
          if (!given) {
            expect(param.required, `${where} lacks required param ${param.name}`).toBe(false);
            return;
          }
          expectValid(
            rpcValidator,
            `/methods/${methodIndex}/params/${paramIndex}/schema`,
            given.value,
            `${where} param ${param.name}`,
          );
        });
        expect(example.result, where).toBeDefined();
        expectValid(
          rpcValidator,
          `/methods/${methodIndex}/result/schema`,
          example.result?.value,
          `${where} result`,
        );
      }
    });
  });

  it('rejects an example that breaks its schema (the check above can fail)', () => {
    const addItem = openRpc.methods.findIndex(
      (method) => method.name === `${PREFIX}calendar:addCalendarItem`,
    );
    const check = rpcValidator(`/methods/${addItem}/params/0/schema`);
    expect(
      check({ type: 2, start: '2026-03-16T08:00:00+01:00', end: 'tomorrow', isAllDay: false }),
    ).toBe(false);
    expect(
      check({
        type: 3,
        start: '2026-03-16T08:00:00+01:00',
        end: '2026-03-16T12:00:00+01:00',
        isAllDay: false,
        extra: 1,
      }),
    ).toBe(false);
  });
});

describe('rest.openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(openApi.openapi).toBe('3.1.0');
    const result = await validateOpenApi(JSON.parse(openApiText));
    expect(result.valid, JSON.stringify(result, null, 1)).toBe(true);
  });

  it('has the REST calls of spec section 7', () => {
    expect(Object.keys(openApi.paths).sort()).toEqual(
      [
        '/health',
        '/api/feature-flag/{name}',
        '/api/freelancer/freelancer-banners',
        '/auth/check-session',
        '/auth/session',
        '/auth/refresh-tokens',
        '/auth/logout',
        '/auth/reset-password-request',
      ].sort(),
    );
  });

  it('gives every body an example, and every example validates against its schema', () => {
    const withSchema = nodesWithSchema(openApi, '');
    const bodies = withSchema.filter(([pointer]) => pointer.includes('/content/'));
    expect(bodies.length).toBeGreaterThan(8);
    for (const [pointer, node] of withSchema) {
      const examples = restExamples(node);
      if (pointer.includes('/content/')) expect(examples.length, pointer).toBeGreaterThan(0);
      for (const example of examples) {
        expectValid(
          restValidator,
          `${pointer}/schema`,
          example.value,
          `${pointer} example '${example.name}'`,
        );
      }
    }
  });

  it('answers 503 with status MAINTENANCE on every call', () => {
    const check = restValidator('/components/schemas/Maintenance');
    expect(check({ status: 'MAINTENANCE' })).toBe(true);
    expect(check({ status: 'OK' })).toBe(false);
    for (const [path, item] of Object.entries(openApi.paths)) {
      const operations = [item.get, item.post].filter((operation) => operation !== undefined);
      expect(operations.length, path).toBeGreaterThan(0);
      for (const operation of operations) {
        expect(operation.responses['503'], path).toEqual({
          $ref: '#/components/responses/Maintenance',
        });
      }
    }
  });
});
