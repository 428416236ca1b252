import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createMockHttpServer } from './server.ts';
import { createTestClient } from './testing/client.ts';

// The Node mock server as a back end without JSON-RPC batches (every batch answered HTTP 400).
const mock = createMockHttpServer({ scenario: 'freelancer', batches: false });
let url = '';
/** The JSON-RPC requests sent: true for a batch, false for a single call. */
const sent = () =>
  fetchSpy.mock.calls
    .filter(([input]) => String(input).endsWith('/api-rpc-cognito/'))
    .map(([, init]) => String(init?.body).startsWith('['));
const fetchSpy = vi.spyOn(globalThis, 'fetch');

beforeAll(async () => {
  url = await mock.listen(0);
});
afterAll(async () => {
  fetchSpy.mockRestore();
  await mock.close();
});

it('the client finds once that the back end takes no batches, and then sends call by call', async () => {
  const client = createTestClient(`${url}/api-rpc-cognito/`);
  // The calls of one tick: a batch, refused, and sent again one by one; the caller sees results.
  const [user, languages] = await Promise.all([
    client.user.getCurrentUser(),
    client.language.getAll(),
  ]);
  expect(user.first_name).toBe('Sanne');
  expect(languages.length).toBeGreaterThan(0);
  expect(sent()).toEqual([true, false, false]);
  // From then on no batch is tried: every call of a tick goes on its own.
  await Promise.all([client.user.getMaxWorkRange(), client.sector.getAll()]);
  expect(sent()).toEqual([true, false, false, false, false]);
});
