import { CalendarItemType, type MethodName } from '@pidz/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '../node.ts';
import {
  createTestClient,
  rpcFailure,
  sessionAuthorization,
  TEST_RPC_URL,
} from '../testing/client.ts';
import type { ContractViolationError } from './rpc.ts';

const violations = vi.fn<(violation: ContractViolationError) => void>();
const mock = createMockServer({}, violations);
const client = createTestClient();

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.reset();
  violations.mockClear();
});
afterAll(() => mock.server.close());

async function post(body: string) {
  const response = await fetch(TEST_RPC_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(await sessionAuthorization()) },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the JSON-RPC dispatcher', () => {
  it('answers -32700 to a body that is not JSON', async () => {
    const { body } = await post('{"jsonrpc": "2.0",');
    expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
  });

  it('answers -32600 to JSON that is not a by-name JSON-RPC 2.0 call', async () => {
    const positional = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'x', params: [1] });
    expect((await post(positional)).body).toMatchObject({ id: 7, error: { code: -32600 } });
    const wrongVersion = JSON.stringify({ jsonrpc: '1.0', id: 8, method: 'x' });
    expect((await post(wrongVersion)).body).toMatchObject({ id: 8, error: { code: -32600 } });
  });

  it('answers -32601 to an unknown method', async () => {
    const error = await rpcFailure(
      client.call('pidz.services.api.calendar:getEverything' as MethodName, {} as never),
    );
    expect(error.code).toBe(-32601);
  });

  it('answers -32602 when a required param is missing, an extra one is sent or a schema is broken', async () => {
    const missing = await rpcFailure(
      client.call('pidz.services.api.language_skill:remove', {} as never),
    );
    expect(missing.code).toBe(-32602);
    const extra = await rpcFailure(
      client.call('pidz.services.api.language_skill:remove', {
        languageSkillId: 341,
        force: true,
      } as never),
    );
    expect(extra.code).toBe(-32602);
    const badLevel = await rpcFailure(
      client.language_skill.create({
        languageSkillModel: { language_uuid: 'not-a-uuid', skill_level: 7 as never },
      }),
    );
    expect(badLevel.code).toBe(-32602);
    expect(JSON.stringify(badLevel.data)).toContain('/languageSkillModel/language_uuid');
  });

  it('answers a valid call with the result of the back end', async () => {
    const user = await client.user.getCurrentUser();
    expect(user).toMatchObject({ first_name: 'Sanne', last_name: 'Vries', isImpersonated: false });
  });

  it('injects a catalogue code for one method and leaves the others alone', async () => {
    mock.reset({ faults: [{ method: 'pidz.services.api.calendar:addCalendarItem', code: 1702 }] });
    const error = await rpcFailure(
      client.calendar.addCalendarItem({
        params: {
          type: CalendarItemType.UNAVAILABLE,
          start: '2031-01-01T09:00:00+01:00',
          end: '2031-01-01T10:00:00+01:00',
          isAllDay: false,
        },
      }),
    );
    expect(error).toMatchObject({ code: 1702, httpStatus: 200 });
    await expect(client.language.getAll()).resolves.toHaveLength(42);
  });

  it('injects HTTP 500 for everything as code 600 with the status', async () => {
    mock.reset({ faults: [{ method: '*', httpStatus: 500 }] });
    const error = await rpcFailure(client.language.getAll());
    expect(error).toMatchObject({ code: 600, httpStatus: 500 });
  });

  it('fails only the first calls of a counted fault, then answers', async () => {
    mock.reset({
      faults: [{ method: 'pidz.services.api.language:getAll', httpStatus: 500, times: 2 }],
    });
    await expect(rpcFailure(client.language.getAll())).resolves.toMatchObject({ httpStatus: 500 });
    await expect(rpcFailure(client.language.getAll())).resolves.toMatchObject({ httpStatus: 500 });
    await expect(client.language.getAll()).resolves.toHaveLength(42);
    mock.reset({ faults: [{ route: 'GET /health', httpStatus: 503, times: 1 }] });
    expect((await fetch(`${new URL(TEST_RPC_URL).origin}/health`)).status).toBe(503);
    expect((await fetch(`${new URL(TEST_RPC_URL).origin}/health`)).status).toBe(200);
  });

  it('delays answers by delayMs', async () => {
    mock.reset({ delayMs: 150 });
    const started = performance.now();
    await client.language.getAll();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('answers 503 MAINTENANCE to every call in the maintenance scenario', async () => {
    mock.reset({ scenario: 'maintenance' });
    const error = await rpcFailure(client.user.getCurrentUser());
    expect(error).toMatchObject({ code: 600, httpStatus: 503, status: 'MAINTENANCE' });
    expect(error.isMaintenance).toBe(true);
    const health = await fetch('http://localhost/health');
    expect(health.status).toBe(503);
    await expect(health.json()).resolves.toEqual({ status: 'MAINTENANCE' });
  });

  it('fails loudly when a result breaks its schema', async () => {
    Object.assign(mock.session.backend.state.user, { user_type: 'robot' });
    const error = await rpcFailure(client.user.getCurrentUser());
    expect(error).toMatchObject({ code: -32603, httpStatus: 500 });
    expect(error.message).toContain('pidz.services.api.user:getCurrentUser');
    expect(violations).toHaveBeenCalledOnce();
    expect(violations.mock.calls[0]?.[0].errors[0]).toMatchObject({ instancePath: '/user_type' });
  });
});

describe('JSON-RPC batches', () => {
  const call = (id: number | undefined, method: string, params: object = {}) => ({
    jsonrpc: '2.0',
    ...(id === undefined ? {} : { id }),
    method: `pidz.services.api.${method}`,
    params,
  });

  /** Counts the HTTP requests to the JSON-RPC endpoint while `run` goes. */
  async function rpcRequestsDuring(run: () => Promise<unknown>): Promise<number> {
    let requests = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.url === TEST_RPC_URL) requests += 1;
    };
    mock.server.events.on('request:start', count);
    try {
      await run();
    } finally {
      mock.server.events.removeListener('request:start', count);
    }
    return requests;
  }

  it('answers each call of a batch on its own, in order, and nothing to a notification', async () => {
    const { status, body } = await post(
      JSON.stringify([
        call(1, 'language:getAll'),
        call(2, 'language_skill:remove', { languageSkillId: 'one' }),
        call(3, 'calendar:getEverything'),
        'not a call',
        call(undefined, 'user:getCurrentUser'),
        call(4, 'resume:getResume'),
      ]),
    );
    expect(status).toBe(200);
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 1, result: expect.any(Array) as unknown },
      expect.objectContaining({
        id: 2,
        error: expect.objectContaining({ code: -32602 }) as unknown,
      }),
      expect.objectContaining({
        id: 3,
        error: expect.objectContaining({ code: -32601 }) as unknown,
      }),
      expect.objectContaining({
        id: null,
        error: expect.objectContaining({ code: -32600 }) as unknown,
      }),
      { jsonrpc: '2.0', id: 4, result: expect.objectContaining({ languages: expect.any(Array) }) },
    ]);
  });

  it('answers -32600 to an empty batch and nothing to a batch of notifications', async () => {
    expect((await post('[]')).body).toMatchObject({ id: null, error: { code: -32600 } });
    const response = await fetch(TEST_RPC_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await sessionAuthorization()) },
      body: JSON.stringify([call(undefined, 'language:getAll')]),
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('sends the calls of one tick as one request; a failing member fails alone', async () => {
    mock.reset({ faults: [{ method: 'pidz.services.api.resume:getResume', code: 602 }] });
    let outcomes: PromiseSettledResult<unknown>[] = [];
    const requests = await rpcRequestsDuring(async () => {
      outcomes = await Promise.allSettled([
        client.language.getAll(),
        client.resume.getResume(),
        client.user.getCurrentUser(),
      ]);
    });
    expect(requests).toBe(1);
    const [languages, resume, user] = outcomes;
    expect(languages).toMatchObject({ status: 'fulfilled', value: expect.any(Array) });
    expect(resume).toMatchObject({ status: 'rejected', reason: { code: 602, httpStatus: 200 } });
    expect(user).toMatchObject({ status: 'fulfilled', value: { first_name: 'Sanne' } });
  });

  it('fails the whole batch with an HTTP fault on one member, counted per call', async () => {
    mock.reset({
      faults: [{ method: 'pidz.services.api.resume:getResume', httpStatus: 500, times: 1 }],
    });
    const batch = () => Promise.allSettled([client.language.getAll(), client.resume.getResume()]);
    const failed = await batch();
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    for (const outcome of failed) {
      expect(outcome).toMatchObject({ reason: { code: 600, httpStatus: 500 } });
    }
    const answered = await batch();
    expect(answered.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
  });

  it('answers 503 MAINTENANCE to a whole batch', async () => {
    mock.reset({ scenario: 'maintenance' });
    const outcomes = await Promise.allSettled([
      client.language.getAll(),
      client.user.getCurrentUser(),
    ]);
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({
        status: 'rejected',
        reason: { code: 600, httpStatus: 503, isMaintenance: true },
      });
    }
  });
});

describe('the REST routes', () => {
  it('answers health, feature flags, banners and the session from the state', async () => {
    await expect((await fetch('http://localhost/health')).json()).resolves.toEqual({
      status: 'OK',
    });
    const session = await (await fetch('http://localhost/auth/check-session')).json();
    expect(session).toMatchObject({ authenticated: true, user: { first_name: 'Sanne' } });
    const headers = await sessionAuthorization();
    const flag = await fetch('http://localhost/api/feature-flag/ffe-preferences', { headers });
    await expect(flag.json()).resolves.toEqual({ name: 'ffe-preferences', enabled: true });
    const banners = await (
      await fetch('http://localhost/api/freelancer/freelancer-banners', { headers })
    ).json();
    expect(banners).toEqual({
      inactiveReasons: [],
      resume: ['resume_incomplete', 'resume_items_nearly_expired'],
      profile: ['profile_files_nearly_expired'],
    });
  });

  it('refuses the personal REST calls without the session token', async () => {
    for (const route of ['api/feature-flag/ffe-cv', 'api/freelancer/freelancer-banners']) {
      const refused = await fetch(`http://localhost/${route}`);
      expect(refused.status).toBe(401);
      await expect(refused.json()).resolves.toMatchObject({ error: 'NotAuthorizedException' });
    }
  });

  it('lets no answer be kept in a cache', async () => {
    const headers = await sessionAuthorization();
    const languages = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'pidz.services.api.language:getAll',
      params: {},
    });
    const answers = [
      await fetch('http://localhost/auth/check-session'),
      await fetch('http://localhost/auth/refresh-tokens', { method: 'POST' }),
      await fetch('http://localhost/api/freelancer/freelancer-banners', { headers }),
      await fetch('http://localhost/api/freelancer/freelancer-banners'),
      await fetch('http://localhost/api/feature-flag/ffe-cv', { headers }),
      await fetch(TEST_RPC_URL, { method: 'POST', headers, body: languages }),
      await fetch(TEST_RPC_URL, { method: 'POST', body: languages }),
      await fetch('http://localhost/auth/logout', { method: 'POST', headers }),
    ];
    expect(answers.map((answer) => answer.headers.get('Cache-Control'))).toEqual(
      answers.map(() => 'no-store'),
    );
  });

  it('ends the session on logout', async () => {
    const logout = await fetch('http://localhost/auth/logout', { method: 'POST' });
    expect(logout.status).toBe(204);
    const session = await (await fetch('http://localhost/auth/check-session')).json();
    expect(session).toEqual({
      authenticated: false,
      access_token: null,
      expires_at: null,
      user: null,
    });
    expect((await fetch('http://localhost/auth/refresh-tokens', { method: 'POST' })).status).toBe(
      401,
    );
  });

  it('fails a REST route with the injected HTTP status and leaves the session alone', async () => {
    mock.reset({ faults: [{ route: 'POST /auth/logout', httpStatus: 500 }] });
    const logout = await fetch('http://localhost/auth/logout', { method: 'POST' });
    expect(logout.status).toBe(500);
    await expect(logout.json()).resolves.toMatchObject({ code: 600 });
    const session = await (await fetch('http://localhost/auth/check-session')).json();
    expect(session).toMatchObject({ authenticated: true });
  });

  it('answers 400 to a password reset without an e-mail address and 204 with one', async () => {
    const request = (body: unknown) =>
      fetch('http://localhost/auth/reset-password-request', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await request({})).status).toBe(400);
    expect((await request({ email: 'iemand@example.nl' })).status).toBe(204);
  });
});
