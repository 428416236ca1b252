import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callRpcBatch } from './rpcBatch';
import { rpc } from './rpc';
import { sessionStore } from './session';

/**
 * The JSON-RPC client and the token refresh together: a burst of calls while the token runs out
 * shares one refresh, and after a refused one nothing more is sent.
 */

const ORIGIN = 'https://portal.example.nl';

interface RpcRequest {
  id: number;
  method: string;
}

/** The calls the stubbed back end received, with their Authorization header. */
let received: { method: string; authorization: string | undefined }[];
let refreshes: number;

function stubBackend(refresh: () => Response): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      if (url === `${ORIGIN}/auth/refresh-tokens`) {
        refreshes += 1;
        // The refresh takes a while, so that the calls of the burst all wait for it.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return refresh();
      }
      const body = JSON.parse(String(init.body)) as RpcRequest | RpcRequest[];
      const calls = Array.isArray(body) ? body : [body];
      for (const call of calls) {
        received.push({
          method: call.method,
          authorization: headers.get('Authorization') ?? undefined,
        });
      }
      const answers = calls.map((call) => ({ jsonrpc: '2.0', id: call.id, result: 45 }));
      return Response.json(Array.isArray(body) ? answers : answers[0]);
    }),
  );
}

beforeEach(() => {
  received = [];
  refreshes = 0;
  vi.stubGlobal('window', {
    location: { origin: ORIGIN },
    localStorage: { getItem: () => null, removeItem: () => undefined },
  });
  vi.stubGlobal('document', { cookie: '' });
  sessionStore.status = 'signed-in';
  // 30 s left: less than the 60 s margin, so the next call refreshes first.
  sessionStore.tokens = { accessToken: 'expiring', expiresAt: Date.now() + 30_000 };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a burst of calls while the token runs out', () => {
  it('shares one refresh among 20 calls, each of its own tick, and sends them all with the new token', async () => {
    stubBackend(() =>
      Response.json({
        authenticated: true,
        access_token: 'renewed',
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        user: null,
      }),
    );
    const calls: Promise<number | null>[] = [];
    for (let index = 0; index < 20; index += 1) {
      calls.push(rpc().user.getMaxWorkRange());
      // A new task: the calls do not travel as one batch, each asks for the token itself.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await expect(Promise.all(calls)).resolves.toEqual(Array(20).fill(45));
    expect(refreshes).toBe(1);
    expect(received).toHaveLength(20);
    expect(new Set(received.map((call) => call.authorization))).toEqual(
      new Set(['Bearer renewed']),
    );
  });

  it('sends none of them once the refresh is refused, and ends the session', async () => {
    stubBackend(() =>
      Response.json({ error: 'NotAuthorizedException', message: 'expired' }, { status: 401 }),
    );
    const calls = Array.from({ length: 20 }, () => rpc().user.getMaxWorkRange());
    const results = await Promise.allSettled(calls);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(refreshes).toBe(1);
    expect(received).toEqual([]);
    expect(sessionStore.status).toBe('signed-out');
  });
});

describe('a batch of calls', () => {
  it('travels as one request, and a call the server refuses fails alone', async () => {
    sessionStore.tokens = { accessToken: 'fresh', expiresAt: Date.now() + 3_600_000 };
    const requests: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as (RpcRequest & {
          params: { params: { id: number } };
        })[];
        requests.push(body);
        return Response.json(
          body.map((call) =>
            call.params.params.id === 2
              ? { jsonrpc: '2.0', id: call.id, error: { code: 1702, message: 'Overlap' } }
              : { jsonrpc: '2.0', id: call.id, result: true },
          ),
        );
      }),
    );
    const settled = await callRpcBatch((call) =>
      [1, 2, 3].map((id) => call('calendar:removeAvailability', { params: { id } })),
    );
    expect(requests).toHaveLength(1);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(settled[1]).toMatchObject({ reason: { code: 1702 } });
  });
});
