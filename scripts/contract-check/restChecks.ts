/**
 * The REST calls of contracts/rest.openapi.json: each answer against the response the document
 * names for its status, compiled from the document itself (as contracts/contract.test.ts does).
 * Reads by default; with `--writes` the token refresh (the run goes on with the new token) and, at
 * the very end, the logout. The hand-over (needs an identity provider's tokens) and the password
 * reset (sends an e-mail) are not called.
 */
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import openApi from '@pidz/contracts/rest.openapi.json';
import type { Host, HostAnswer } from './host.ts';
import { isRecord, noStoreProblems, schemaProblems, type Row } from './rows.ts';

const DOCUMENT_ID = 'rest.openapi.json';
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
addFormats(ajv, { keywords: true });
ajv.addVocabulary(Object.keys(openApi));
ajv.addKeyword('x-enum-varnames');
ajv.addKeyword('x-named-values');
ajv.addSchema({ ...openApi, $id: DOCUMENT_ID });

const validators = new Map<string, ValidateFunction | null>();
const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

interface Operation {
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}
const paths = openApi.paths as unknown as Record<string, Record<string, Operation>>;

/** The problems of a REST answer's body against the response the document names for its status. */
export function restBodyProblems(
  path: string,
  method: string,
  status: number,
  body: unknown,
): string[] {
  let response = paths[path]?.[method]?.responses[String(status)];
  if (!response)
    return [
      `HTTP ${status} is not an answer the contract names for ${method.toUpperCase()} ${path}`,
    ];
  let pointer = `/paths/${escape(path)}/${method}/responses/${status}`;
  if (response.$ref) {
    pointer = response.$ref.slice(1);
    response =
      (openApi.components.responses as Record<string, typeof response>)[
        pointer.split('/').pop() ?? ''
      ] ?? {};
  }
  if (!response.content) return body === undefined ? [] : ['a body where the contract names none'];
  const key = `${pointer}/content/application~1json/schema`;
  if (!validators.has(key)) validators.set(key, ajv.compile({ $ref: `${DOCUMENT_ID}#${key}` }));
  const validate = validators.get(key);
  return validate && !validate(body) ? schemaProblems(validate.errors ?? []) : [];
}

/** A checked REST answer as a row; `personal` answers must carry no-store. */
export function restRow(
  path: string,
  method: string,
  sent: HostAnswer,
  personal: boolean,
  label = path,
): Row {
  return {
    call: `${method.toUpperCase()} ${label}`,
    status: sent.status,
    ms: sent.ms,
    answer: `HTTP ${sent.status}`,
    problems: [
      ...restBodyProblems(path, method, sent.status, sent.body),
      ...(personal ? noStoreProblems(sent) : []),
    ],
  };
}

const featureFlagNames = (openApi.components.schemas.FeatureFlagName as { enum: string[] }).enum;

/** The REST reads: health, the session (as signed in), the feature flags, the banners, and 401. */
export async function checkRestReads(host: Host, session: HostAnswer): Promise<Row[]> {
  const rows = [restRow('/auth/check-session', 'get', session, true)];
  rows.push(restRow('/health', 'get', await host.request('/health'), false));
  for (const name of featureFlagNames) {
    const sent = await host.request(`/api/feature-flag/${name}`);
    rows.push(restRow('/api/feature-flag/{name}', 'get', sent, true, `/api/feature-flag/${name}`));
  }
  const banners = '/api/freelancer/freelancer-banners';
  rows.push(restRow(banners, 'get', await host.request(banners), true));
  const refused = await host.request(banners, { headers: {} });
  const row = restRow(banners, 'get', refused, true, `${banners} without a token`);
  if (refused.status !== 401) row.problems.unshift(`answered HTTP ${refused.status}, not 401`);
  return [...rows, row];
}

/** Renews the token (the run goes on with the renewed one). */
export async function checkRefresh(host: Host): Promise<Row> {
  const sent = await host.request('/auth/refresh-tokens', { method: 'POST', body: {} });
  if (isRecord(sent.body) && typeof sent.body.access_token === 'string')
    host.useToken(sent.body.access_token);
  return restRow('/auth/refresh-tokens', 'post', sent, true);
}

/** Ends the session: the last call of a run with `--writes`. */
export async function checkLogout(host: Host): Promise<Row> {
  return restRow(
    '/auth/logout',
    'post',
    await host.request('/auth/logout', { method: 'POST', body: {} }),
    true,
  );
}

/** The REST calls the check does not make, with the reason. */
export const skippedRest: Row[] = [
  {
    call: 'POST /auth/session',
    status: 0,
    ms: 0,
    answer: 'skipped: needs the identity provider’s tokens',
    problems: [],
  },
  {
    call: 'POST /auth/reset-password-request',
    status: 0,
    ms: 0,
    answer: 'skipped: sends an e-mail',
    problems: [],
  },
];
