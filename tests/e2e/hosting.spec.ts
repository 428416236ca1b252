import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIResponse } from './guard.ts';
import { FEATURES_OFF } from '../../app/hosting/nginxConfig.ts';
import { headerPolicy, metaPolicy } from '../../app/contentSecurityPolicy.ts';
import { productionHttpsUrl } from './servers.ts';

/**
 * The production build as production serves it: nginx with the repository's configuration
 * (app/hosting/, docs/decisions/0031), over HTTPS with HTTP/2 and a certificate made for the run.
 */
test.use({ ignoreHTTPSErrors: true, serviceWorkers: 'block' });

/** The headers every answer of the portal's host carries, whatever it is. */
function expectTransportHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
}

/** The headers of a document (a page, the service worker): those above, and its policies. */
function expectSecurityHeaders(response: APIResponse, page: string): void {
  expectTransportHeaders(response);
  const headers = response.headers();
  const policy = metaPolicy(page);
  expect(policy, 'the page carries its policy in a <meta>').toBeDefined();
  expect(headers['content-security-policy']).toBe(headerPolicy(policy ?? ''));
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  const features = (headers['permissions-policy'] ?? '').split(/,\s*/);
  for (const feature of ['camera', 'microphone', 'geolocation', ...FEATURES_OFF]) {
    expect(features).toContain(`${feature}=()`);
  }
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

test('a page, an asset and the login page carry the security headers, and their caching', async ({
  page,
  request,
}) => {
  const portal = await request.get(`${productionHttpsUrl}/calendar/month`);
  expect(portal.status()).toBe(200);
  const portalHtml = await portal.text();
  expect(portalHtml).toContain('id="static-frame"');
  expectSecurityHeaders(portal, portalHtml);
  expect(portal.headers()['cache-control']).toBe('no-cache');

  const asset = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(
    portalHtml,
  )?.[1];
  expect(asset).toBeDefined();
  const script = await request.get(`${productionHttpsUrl}${asset}`);
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // A hashed asset governs no document: only what applies to it (docs/decisions/0031).
  expectTransportHeaders(script);
  for (const header of [
    'content-security-policy',
    'permissions-policy',
    'cross-origin-opener-policy',
    'x-frame-options',
  ]) {
    expect(script.headers()[header], header).toBeUndefined();
  }
  // Nor an icon: opened on its own, the browser's image page would break the portal's policy.
  const icon = await request.get(`${productionHttpsUrl}/icons/icon-192.png`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-security-policy']).toBeUndefined();

  const login = await request.get(`${productionHttpsUrl}/login/`);
  expect(login.status()).toBe(200);
  const loginHtml = await login.text();
  expect(loginHtml).not.toContain('id="static-frame"');
  expectSecurityHeaders(login, loginHtml);
  expect(metaPolicy(loginHtml)).not.toBe(metaPolicy(portalHtml));
  expect(login.headers()['cache-control']).toBe('no-cache');

  for (const file of ['/sw.js', '/manifest.webmanifest']) {
    const answer = await request.get(`${productionHttpsUrl}${file}`);
    expect(answer.status(), file).toBe(200);
    expect(answer.headers()['cache-control'], file).toBe('no-cache');
    // The service worker runs under the policy its script is sent with.
    expectSecurityHeaders(answer, portalHtml);
  }

  // In a browser: over HTTP/2.
  await page.goto(`${productionHttpsUrl}/login/`);
  const protocol = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .nextHopProtocol,
  );
  expect(protocol).toBe('h2');
});

test("a route unknown to the server is the portal's page; a missing file is a 404, not a page", async ({
  request,
}) => {
  for (const route of ['/cv/education/add', '/een/pad/dat/niet/bestaat']) {
    const answer = await request.get(`${productionHttpsUrl}${route}`);
    expect(answer.status(), route).toBe(200);
    expect(await answer.text(), route).toContain('id="static-frame"');
  }
  for (const file of ['/assets/main-00000000.js', '/assets/Screen-0000.css', '/gone.js']) {
    const answer = await request.get(`${productionHttpsUrl}${file}`);
    expect(answer.status(), file).toBe(404);
    expect(await answer.text(), file).not.toContain('id="static-frame"');
    expect(answer.headers()['cache-control'], file).toBeUndefined();
  }
});

test("each file comes compressed ahead of time, as the client's Accept-Encoding allows", async ({
  request,
}) => {
  const html = await (await request.get(`${productionHttpsUrl}/`)).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  for (const path of ['/calendar/month', asset, '/login/', '/sw.js']) {
    const plain = await request.get(`${productionHttpsUrl}${path}`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    const body = await plain.body();
    expect(plain.headers()['content-encoding'], path).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const answer = await request.get(`${productionHttpsUrl}${path}`, {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(answer.headers()['content-encoding'], `${path} ${encoding}`).toBe(encoding);
      expect(answer.headers()['vary'], `${path} ${encoding}`).toBe('Accept-Encoding');
      expect(Number(answer.headers()['content-length'])).toBeLessThan(body.length);
      // Playwright decompresses: the same file.
      expect((await answer.body()).equals(body), `${path} ${encoding}`).toBe(true);
    }
  }
});

test.describe("another site's frame", () => {
  // The browser refuses to show the portal in the frame, and says so.
  test.use({
    guard: {
      expected: [
        /net::ERR_BLOCKED_BY_RESPONSE GET https:\/\/localhost:\d+\/calendar\/month/,
        /frame-ancestors 'none'/,
      ],
    },
  });

  test('a page of another site that frames the portal gets nothing shown', async ({ page }) => {
    // Another origin on this machine (a public one may not frame a local address at all).
    const framer = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="nl"><title>Elders</title><main><h1>Elders</h1><iframe title="PIDZ" src="${productionHttpsUrl}/calendar/month" width="800" height="600"></iframe></main></html>`,
      );
    });
    await new Promise<void>((resolve) => framer.listen(0, 'localhost', resolve));
    try {
      const refused = page.waitForEvent('console', (message) =>
        message.text().includes("frame-ancestors 'none'"),
      );
      const asked = page.waitForRequest(`${productionHttpsUrl}/calendar/month`);
      await page.goto(`http://localhost:${(framer.address() as AddressInfo).port}/`);
      await asked;
      // The browser refuses to show it: an error page in its place, none of the portal.
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
      await expect(page.frameLocator('iframe').locator('#static-frame')).toHaveCount(0);
      await refused;
    } finally {
      framer.close();
    }
  });
});
