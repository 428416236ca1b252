import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RpcError } from './errors.ts';
import { createRpcSender } from './runtime.ts';

const URL = 'http://rpc.test/api-rpc-cognito/';

interface SentCall {
  id: number;
  method: string;
}

/** What the fake server received, one entry per HTTP request, and how it answers. */
let requests: unknown[] = [];
let answer: (body: unknown) => Response = () => HttpResponse.json(null);

const server = setupServer(
  http.post(URL, async ({ request }) => {
    const body: unknown = await request.json();
    requests.push(body);
    return answer(body);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  requests = [];
});
afterAll(() => server.close());

/** Answers each call of a batch with its method name, in reverse order. */
function echoReversed(body: unknown): Response {
  const calls = body as SentCall[];
  return HttpResponse.json(
    calls.map(({ id, method }) => ({ jsonrpc: '2.0', id, result: method })).reverse(),
  );
}

describe('createRpcSender', () => {
  it('sends the calls of one tick as one batch with the headers taken once, matched by id', async () => {
    const headers = vi.fn(() => ({ 'X-Client-Name': 'app' }));
    const send = createRpcSender({ url: URL, headers });
    answer = echoReversed;
    const results = await Promise.all([send('a', {}), send('b', { x: 1 }), send('c', {})]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'a', params: {} },
      { jsonrpc: '2.0', id: 2, method: 'b', params: { x: 1 } },
      { jsonrpc: '2.0', id: 3, method: 'c', params: {} },
    ]);
    expect(headers).toHaveBeenCalledOnce();
  });

  it('sends a call of its own tick as a plain JSON-RPC object', async () => {
    const send = createRpcSender({ url: URL });
    answer = (body) => HttpResponse.json({ jsonrpc: '2.0', id: (body as SentCall).id, result: 7 });
    await expect(send('a', {})).resolves.toBe(7);
    await expect(send('b', {})).resolves.toBe(7);
    expect(requests).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'a', params: {} },
      { jsonrpc: '2.0', id: 2, method: 'b', params: {} },
    ]);
  });

  it('rejects only the member that failed, and a member the server left out with code 600', async () => {
    const send = createRpcSender({ url: URL });
    answer = () =>
      HttpResponse.json([
        { jsonrpc: '2.0', id: 2, error: { code: 1702, message: 'Overlap', data: { at: 1 } } },
        { jsonrpc: '2.0', id: 1, result: 'ok' },
      ]);
    const [ok, failed, missing] = await Promise.allSettled([
      send('a', {}),
      send('b', {}),
      send('c', {}),
    ]);
    expect(ok).toEqual({ status: 'fulfilled', value: 'ok' });
    expect(failed).toMatchObject({
      status: 'rejected',
      reason: { code: 1702, message: 'Overlap', data: { at: 1 }, httpStatus: 200 },
    });
    expect(missing).toMatchObject({ status: 'rejected', reason: { code: 600, httpStatus: 200 } });
  });

  it('rejects every call of a batch with the HTTP failure: status, maintenance, network', async () => {
    const send = createRpcSender({ url: URL });
    const batch = () => Promise.allSettled([send('a', {}), send('b', {})]);
    const reasons = async () =>
      (await batch()).map((outcome) => (outcome.status === 'rejected' ? outcome.reason : outcome));

    answer = () => new HttpResponse('Injected failure', { status: 500 });
    for (const reason of await reasons()) {
      expect(reason).toBeInstanceOf(RpcError);
      expect(reason).toMatchObject({ code: 600, httpStatus: 500, isMaintenance: false });
    }

    answer = () => HttpResponse.json({ status: 'MAINTENANCE' }, { status: 503 });
    for (const reason of await reasons()) {
      expect(reason).toMatchObject({ code: 600, httpStatus: 503, isMaintenance: true });
    }

    answer = () => HttpResponse.error();
    for (const reason of await reasons()) {
      expect(reason).toBeInstanceOf(RpcError);
      expect(reason).toMatchObject({ code: 600, httpStatus: undefined });
    }
  });

  it('sends the calls one per request, from then on, to a host that refuses batches', async () => {
    const single = (body: unknown) => {
      const { id, method } = body as SentCall;
      return HttpResponse.json({ jsonrpc: '2.0', id, result: method });
    };
    const refusals = [
      () => HttpResponse.json({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'No' } }),
      () => HttpResponse.json({ error: 'batches not supported' }, { status: 400 }),
    ];
    for (const refusal of refusals) {
      const send = createRpcSender({ url: URL });
      answer = (body) => (Array.isArray(body) ? refusal() : single(body));
      await expect(Promise.all([send('a', {}), send('b', {})])).resolves.toEqual(['a', 'b']);
      await expect(Promise.all([send('c', {}), send('d', {})])).resolves.toEqual(['c', 'd']);
      expect(requests.filter(Array.isArray)).toHaveLength(1);
      expect(requests).toHaveLength(5);
      requests = [];
    }
  });

  it('keeps batching when a batch is refused for the session (401)', async () => {
    const send = createRpcSender({ url: URL });
    answer = () => HttpResponse.json({ error: 'NotAuthorizedException' }, { status: 401 });
    const outcomes = await Promise.allSettled([send('a', {}), send('b', {})]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    answer = echoReversed;
    await expect(Promise.all([send('c', {}), send('d', {})])).resolves.toEqual(['c', 'd']);
    expect(requests.filter(Array.isArray)).toHaveLength(2);
  });

  it('rejects every call with the failure of its headers, as it is', async () => {
    const refused = new Error('refresh failed');
    const send = createRpcSender({
      url: URL,
      headers: () => Promise.reject(refused),
    });
    const outcomes = await Promise.allSettled([send('a', {}), send('b', {})]);
    expect(outcomes).toEqual([
      { status: 'rejected', reason: refused },
      { status: 'rejected', reason: refused },
    ]);
    expect(requests).toHaveLength(0);
  });
});
