import { expect, test } from './guard.ts';
import { mockServerUrl } from './servers.ts';

/**
 * The stored environment preference points the same build at another back end: here the Node mock
 * server (npm run mock-server), without a rebuild and without the in-browser worker.
 */
test('?backend= sends every call to the Node mock server instead of the in-browser mock', async ({
  page,
}) => {
  const rpcCall = page.waitForRequest(`${mockServerUrl}/api-rpc-cognito/`);
  await page.goto(`/cv?backend=${encodeURIComponent(mockServerUrl)}`);

  const request = await rpcCall;
  expect(request.headers()['x-client-name']).toBe('app');
  expect(request.headers()['x-client-version']).toBe('6.0.142');
  expect(request.headers()['authorization']).toMatch(/^Bearer \S+/);
  await expect(page.getByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('pidz.environment'))).toBe(mockServerUrl);

  await page.goto(`/cv?backend=mock`);
  await expect(page.getByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pidz.environment'))).toBe('mock');
});
