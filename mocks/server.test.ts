import { CalendarItemType } from '@pidz/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer } from './server.ts';
import { sessionAuthorization } from './testing/client.ts';

const mock = createMockHttpServer({ scenario: 'freelancer' });
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await mock.listen(0);
});
afterAll(() => mock.close());

async function rpc(method: string, params: object) {
  const response = await fetch(`${baseUrl}/api-rpc-cognito/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: 'http://localhost:5173',
      ...(await sessionAuthorization(baseUrl)),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { result?: unknown; error?: { code: number } },
  };
}

const nextMonth = () => {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  return { start: start.toISOString(), end: end.toISOString() };
};

describe('the Node HTTP mock server', () => {
  it('answers getAvailability with seeded items, with CORS for the calling origin', async () => {
    const { status, headers, body } = await rpc('pidz.services.api.calendar:getAvailability', {
      params: nextMonth(),
    });
    expect(status).toBe(200);
    expect(Array.isArray(body.result) && body.result.length).toBeGreaterThan(3);
    expect(headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('answers a preflight with the allowed headers, to be kept for two hours', async () => {
    const response = await fetch(`${baseUrl}/api-rpc-cognito/`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('X-Assume-User');
    expect(response.headers.get('access-control-max-age')).toBe('7200');
  });

  it('answers no other origin: no CORS headers, no echo of its Origin, 403', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:5173.evil.example', 'null']) {
      for (const method of ['OPTIONS', 'GET']) {
        const response = await fetch(`${baseUrl}/auth/check-session`, {
          method,
          headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
        });
        expect(response.status).toBe(403);
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      }
    }
  });

  it('answers its own origin and the origins it was told to', async () => {
    const told = createMockHttpServer({ allowedOrigins: ['https://portal.example'] });
    const url = await told.listen(0);
    try {
      const status = async (origin: string) =>
        (await fetch(`${url}/health`, { headers: { Origin: origin } })).status;
      expect(await status('https://portal.example')).toBe(200);
      expect(await status(url)).toBe(200);
      expect(await status('http://localhost:5173')).toBe(403);
    } finally {
      await told.close();
    }
  });

  it('refuses the test logins unless told to offer them', async () => {
    const handOver = await fetch(`${baseUrl}/auth/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
      body: JSON.stringify({ test_login: 'test@pidz.nl' }),
    });
    expect(handOver.status).toBe(401);
  });

  it('answers -32601 to an unknown method', async () => {
    const { body } = await rpc('pidz.services.api.calendar:nothing', {});
    expect(body.error?.code).toBe(-32601);
  });

  it('answers 1702 to an overlapping calendar item', async () => {
    const { body } = await rpc('pidz.services.api.calendar:getAvailability', {
      params: nextMonth(),
    });
    const [existing] = body.result as { start: string; end: string }[];
    const overlap = await rpc('pidz.services.api.calendar:addCalendarItem', {
      params: {
        type: CalendarItemType.UNAVAILABLE,
        start: existing?.start,
        end: existing?.end,
        isAllDay: false,
      },
    });
    expect(overlap.body.error?.code).toBe(1702);
  });

  it('answers a batch call by call: a failing member gets its error, the others their results', async () => {
    const response = await fetch(`${baseUrl}/api-rpc-cognito/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await sessionAuthorization(baseUrl)) },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'pidz.services.api.language:getAll', params: {} },
        { jsonrpc: '2.0', id: 'b', method: 'pidz.services.api.calendar:nothing', params: {} },
        { jsonrpc: '2.0', id: 'c', method: 'pidz.services.api.user:getCurrentUser' },
      ]),
    });
    expect(response.status).toBe(200);
    const answers = (await response.json()) as { id: string; result?: unknown; error?: unknown }[];
    expect(answers.map((answer) => answer.id)).toEqual(['a', 'b', 'c']);
    expect(answers[0]?.result).toHaveLength(42);
    expect(answers[1]?.error).toMatchObject({ code: -32601 });
    expect(answers[2]?.result).toMatchObject({ first_name: 'Sanne' });
  });

  it('switches scenario on a ?scenario= query', async () => {
    // A new scenario is a new back end: the session, and the token, come after the switch.
    await fetch(`${baseUrl}/health?scenario=empty`);
    const { body } = await rpc('pidz.services.api.resume:getResume', {});
    expect(body.result).toMatchObject({ languages: [], workExperience: [] });
    expect(mock.session.scenario).toBe('empty');
  });

  it('serves the REST routes and answers 404 elsewhere', async () => {
    await expect((await fetch(`${baseUrl}/health`)).json()).resolves.toEqual({ status: 'OK' });
    expect((await fetch(`${baseUrl}/nothing-here`)).status).toBe(404);
  });
});
