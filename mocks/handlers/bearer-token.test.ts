import { readFileSync } from 'node:fs';
import type { MethodName } from '@pidz/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockSession } from '../session.ts';
import { createMockServer } from '../node.ts';
import { createMockHttpServer } from '../server.ts';
import { sessionAuthorization } from '../testing/client.ts';
import { methodTable } from './generated/methods.ts';

/**
 * Every JSON-RPC method refuses a call without a valid bearer token, as the real back end does:
 * HTTP 401 NotAuthorizedException, the call not run. Checked on the handlers the in-browser mock
 * (and Vitest's msw/node) runs and on the Node HTTP mock server, which share the check.
 */

interface ContractMethod {
  name: string;
  examples?: { params: { name: string; value: unknown }[] }[];
}

const contract = JSON.parse(
  readFileSync(new URL('../../contracts/pidz.openrpc.json', import.meta.url), 'utf8'),
) as { methods: ContractMethod[] };

/** Each method with the params of its first example (valid params: only the token is wrong). */
const calls = contract.methods.map((method) => ({
  method: method.name as MethodName,
  params: Object.fromEntries(
    (method.examples?.[0]?.params ?? []).map(({ name, value }) => [name, value]),
  ),
}));

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** The session's token with its claims changed and its signature kept (a forged token). */
async function forgedToken(
  origin: string,
  change: (claims: Record<string, unknown>) => Record<string, unknown>,
): Promise<Record<string, string>> {
  const { Authorization = '' } = await sessionAuthorization(origin);
  const [header = '', payload = '', signature = ''] = Authorization.replace('Bearer ', '').split(
    '.',
  );
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const forged = Buffer.from(JSON.stringify(change(claims))).toString('base64url');
  return { Authorization: `Bearer ${header}.${forged}.${signature}` };
}

/** The ways a token can be wrong, each giving the headers to send (after any setup it needs). */
const refusedTokens: Record<string, (origin: string) => Promise<Record<string, string>>> = {
  missing: async () => ({}),
  unknown: async () => ({ Authorization: 'Bearer test-token' }),
  'of another back end': async () => ({
    Authorization: `Bearer mock.${btoa(JSON.stringify({ sub: 1, sid: 'other', exp: Date.now() + 60_000 }))}.signature`,
  }),
  'rebuilt with a later exp': (origin) =>
    forgedToken(origin, (claims) => ({ ...claims, exp: Number(claims.exp) + TOKEN_LIFETIME_MS })),
  'rebuilt with another sub': (origin) =>
    forgedToken(origin, (claims) => ({ ...claims, sub: Number(claims.sub) + 1 })),
  'ended by logging out': async (origin) => {
    const headers = await sessionAuthorization(origin);
    await fetch(`${origin}/auth/logout`, { method: 'POST', headers });
    return headers;
  },
  'ended by a new sign-in': async (origin) => {
    const headers = await sessionAuthorization(origin);
    await fetch(`${origin}/auth/logout`, { method: 'POST', headers });
    const signIn = await fetch(`${origin}/auth/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ test_login: 'test@pidz.nl' }),
    });
    expect(signIn.status).toBe(200);
    expect((await (await fetch(`${origin}/auth/check-session`)).json()).authenticated).toBe(true);
    return headers;
  },
  expired: async (origin) => {
    const headers = await sessionAuthorization(origin);
    vi.setSystemTime(Date.now() + TOKEN_LIFETIME_MS + 1000);
    return headers;
  },
};

async function post(origin: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(`${origin}/api-rpc-cognito/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The checks, against a back end at `origin` whose session `session()` gives. */
function checksTokens(origin: () => string, session: () => MockSession, reset: () => void) {
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => {
    vi.setSystemTime(new Date());
    reset();
  });
  afterAll(() => vi.useRealTimers());

  describe.each(Object.keys(refusedTokens))('with a token that is %s', (kind) => {
    it.each(calls)('refuses $method with 401 and runs nothing', async ({ method, params }) => {
      const headers = await refusedTokens[kind]?.(origin());
      const before = JSON.stringify(session().backend.state);
      const { status, body } = await post(origin(), headers ?? {}, {
        jsonrpc: '2.0',
        id: 1,
        method,
        params,
      });
      expect(status).toBe(401);
      expect(body).toMatchObject({ error: 'NotAuthorizedException' });
      expect(JSON.stringify(session().backend.state)).toBe(before);
    });
  });

  it('refuses a whole batch without a token', async () => {
    const batch = calls.slice(0, 3).map(({ method, params }, id) => ({
      jsonrpc: '2.0',
      id,
      method,
      params,
    }));
    expect((await post(origin(), {}, batch)).status).toBe(401);
  });

  it('answers every method with the session token, and a refreshed one', async () => {
    const first = await sessionAuthorization(origin());
    const refreshed = await fetch(`${origin()}/auth/refresh-tokens`, { method: 'POST' });
    const { access_token } = (await refreshed.json()) as { access_token: string };
    for (const headers of [first, { Authorization: `Bearer ${access_token}` }]) {
      const { status } = await post(origin(), headers, {
        jsonrpc: '2.0',
        id: 1,
        method: 'pidz.services.api.user:getCurrentUser',
        params: {},
      });
      expect(status).toBe(200);
    }
  });

  it('covers every method of the contract', () => {
    expect(calls.map(({ method }) => method).sort()).toEqual(Object.keys(methodTable).sort());
  });
}

describe('the handlers of the in-browser mock (msw)', () => {
  const mock = createMockServer();
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => mock.server.close());
  checksTokens(
    () => 'http://localhost',
    () => mock.session,
    () => mock.reset(),
  );
});

describe('the Node HTTP mock server', () => {
  const server = createMockHttpServer({ scenario: 'freelancer', testLogins: true });
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await server.listen(0);
  });
  afterAll(() => server.close());
  checksTokens(
    () => baseUrl,
    () => server.session,
    () => server.session.reset({ validateResults: true }),
  );
});
