/**
 * A back end that drifts from the contract, to show that the check finds it: the Node mock server
 * without batches (its `batches: false` setting), behind a proxy that renames a field of one
 * method's result and drops a required field of another's.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockHttpServer, type MockHttpServer } from '../../../mocks/server.ts';

/** Result rewrites by method: what the drifting back end does to the mock's answer. */
export const drifts: Record<string, (result: Record<string, unknown>) => Record<string, unknown>> =
  {
    // A field renamed: first_name became firstName.
    'pidz.services.api.user:getCurrentUser': ({ first_name, ...rest }) => ({
      ...rest,
      firstName: first_name,
    }),
    // A required field missing: no rate.
    'pidz.services.api.freelancer:getStandardRates': ({ rate: _rate, ...rest }) => rest,
  };

async function body(request: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts the drifting back end on a free port; `close` stops it and the mock behind it. */
export async function startDriftingMock(): Promise<{ url: string; close: () => Promise<void> }> {
  const mock: MockHttpServer = createMockHttpServer({ scenario: 'freelancer', batches: false });
  const mockUrl = await mock.listen(0);
  const proxy: Server = createServer((request, response) => {
    void (async () => {
      const sent = await body(request);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      const answer = await fetch(`${mockUrl}${request.url ?? '/'}`, {
        method: request.method,
        headers,
        body: request.method === 'GET' ? undefined : new Uint8Array(sent),
      });
      let text = await answer.text();
      const call = request.url?.startsWith('/api-rpc-cognito/')
        ? (JSON.parse(sent.toString() || 'null') as { method?: string } | null)
        : null;
      const drift = call && !Array.isArray(call) && call.method ? drifts[call.method] : undefined;
      if (drift && answer.ok) {
        const parsed = JSON.parse(text) as { result?: Record<string, unknown> };
        if (parsed.result) text = JSON.stringify({ ...parsed, result: drift(parsed.result) });
      }
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (name !== 'content-length') out[name] = value;
      });
      response.writeHead(answer.status, out);
      response.end(text);
    })();
  });
  await new Promise<void>((resolve) => proxy.listen(0, resolve));
  return {
    url: `http://localhost:${(proxy.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((resolve) => proxy.close(resolve));
      await mock.close();
    },
  };
}
