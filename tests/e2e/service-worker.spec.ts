import { expect, test } from './guard.ts';
import { mockServerUrl, productionAppUrl } from './servers.ts';

/**
 * The production build's service worker and manifest (docs/decisions/0026): once the first screen
 * is there, the worker keeps the app's files on the device, and the next visit loads them from
 * there; the manifest makes the portal installable.
 */

test("a second visit loads the app's files from the device", async ({ page }) => {
  await page.goto(`${productionAppUrl}/dashboard?backend=${encodeURIComponent(mockServerUrl)}`);
  const userMenu = page.getByRole('button', { name: 'Sanne de Vries' });
  await expect(userMenu).toBeVisible();
  // The worker has kept every file and controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

  const fromNetwork: string[] = [];
  const fromDevice: string[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/assets/')) return;
    (response.fromServiceWorker() ? fromDevice : fromNetwork).push(response.url());
  });
  await page.reload();
  await expect(userMenu).toBeVisible();
  expect(fromNetwork).toEqual([]);
  expect(fromDevice.length).toBeGreaterThan(0);
});

test('the portal is installable: a manifest with its name, colour, icons and start page', async ({
  page,
  request,
}) => {
  await page.goto(
    `${productionAppUrl}/calendar/month?backend=${encodeURIComponent(mockServerUrl)}`,
  );
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(`${productionAppUrl}${href}`)).json()) as {
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: 'PIDZ',
    start_url: '/calendar/month',
    display: 'standalone',
  });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    manifest.theme_color,
  );
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  for (const icon of manifest.icons) {
    const answer = await request.get(`${productionAppUrl}${icon.src}`);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
  }
});
