import { ADMIN_TOTP_SECRET } from '../../mocks/identity/personas.ts';
import { appCode } from './login.ts';
import { expect, test, type Page } from './guard.ts';

/**
 * What the mocked back end checks as the real one does (issue #24), on the mock build and its
 * in-browser mock: a token that ended is refused, and an impersonating admin's every call carries
 * the impersonation id. (Back after 'Uitloggen' on the production build: signin.spec.ts, which
 * owns the sign-in server.)
 */

/** The back end's calls the page makes from now on (JSON-RPC and REST), with two of their headers. */
function recordBackendCalls(page: Page) {
  const calls: { call: string; assumeUser?: string; authorization?: string }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!/^\/(api-rpc-cognito\/|api\/|auth\/|health$)/.test(pathname)) return;
    const headers = request.headers();
    calls.push({
      call: `${request.method()} ${pathname}`,
      assumeUser: headers['x-assume-user'],
      authorization: headers.authorization,
    });
  });
  return calls;
}

/** Visits pages with JSON-RPC and REST calls: the dashboard, the CV and the profile. */
async function visitSomePages(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await menu.getByRole('link', { name: /^CV/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Every call the admin made acted as the user: `X-Assume-User` with the user's id, 1001. */
function expectEveryCallAssumesTheUser(calls: { call: string; assumeUser?: string }[]) {
  const kinds = new Set(calls.map(({ call }) => call));
  expect(kinds).toContain('POST /api-rpc-cognito/');
  expect(kinds).toContain('GET /api/freelancer/freelancer-banners');
  expect(calls.filter(({ assumeUser }) => assumeUser !== '1001')).toEqual([]);
}

test('the impersonating admin of the scenario sends X-Assume-User on every call', async ({
  page,
}) => {
  const calls = recordBackendCalls(page);
  await page.goto('/dashboard?mock-reset&scenario=admin-impersonating');
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
  await visitSomePages(page);
  expect(calls.map(({ call }) => call)).toContain('GET /auth/check-session');
  expectEveryCallAssumesTheUser(calls);
  await expect(page.getByText('Meekijken werkt niet')).toHaveCount(0);
});

test('the admin persona signed in with its code sends X-Assume-User on every call', async ({
  page,
}) => {
  await page.goto('/login/?mock-reset');
  await page.getByLabel('E-mailadres').fill('jeroen.bakker@pidz.nl');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Welkom01!');
  await page.keyboard.press('Enter');
  await page.getByLabel('Code').fill(appCode(ADMIN_TOTP_SECRET));
  await page.keyboard.press('Enter');
  const calls = recordBackendCalls(page);
  await page.getByRole('button', { name: 'Niet onthouden' }).click();
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
  await visitSomePages(page);
  // The login page's hand-over is no call of the portal's: it starts the session.
  expectEveryCallAssumesTheUser(calls.filter(({ call }) => call !== 'POST /auth/session'));
});

test.describe('an ended token', () => {
  // The test sends the ended token and a call without one: both refused with HTTP 401.
  test.use({ guard: { expected: [/HTTP 401 POST .*\/api-rpc-cognito\//] } });

  test('after Uitloggen the in-browser mock refuses the ended token and a call without one', async ({
    page,
  }) => {
    const calls = recordBackendCalls(page);
    await page.goto('/cv?mock-reset&scenario=freelancer');
    const menuButton = page.getByRole('button', { name: 'Sanne de Vries' });
    await expect(menuButton).toBeVisible();
    const token = calls.find(({ call }) => call === 'POST /api-rpc-cognito/')?.authorization;
    expect(token).toMatch(/^Bearer \S+/);

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    const statuses = await page.evaluate(async (authorization) => {
      const call = (headers: Record<string, string>) =>
        fetch('/api-rpc-cognito/', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'pidz.services.api.freelancer:getCurrentFreelancer',
            params: {},
          }),
        }).then((response) => response.status);
      return [await call({ Authorization: authorization ?? '' }), await call({})];
    }, token);
    expect(statuses).toEqual([401, 401]);
  });
});
