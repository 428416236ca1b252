import { expect, test } from './guard.ts';
import { mockServerUrl, productionAppUrl } from './servers.ts';

/**
 * The production build (no mock code, no mock service worker) does the languages task against a real
 * HTTP back end: the Node mock server, chosen with `?backend=` and no rebuild. The server's state
 * is shared, so the test starts its scenario over and leaves nothing behind.
 */
test('the production build adds and removes a language on the Node mock server', async ({
  page,
  request,
}) => {
  const reset = await request.get(`${mockServerUrl}/health?scenario=freelancer`);
  expect(reset.ok()).toBe(true);

  const mockRequests: string[] = [];
  page.on('request', (sent) => {
    if (/mockServiceWorker|\/mocks\/|msw/.test(sent.url())) mockRequests.push(sent.url());
  });
  const rpcCall = page.waitForRequest(`${mockServerUrl}/api-rpc-cognito/`);
  await page.goto(`${productionAppUrl}/cv?backend=${encodeURIComponent(mockServerUrl)}`);

  const call = await rpcCall;
  expect(call.headers()['x-client-name']).toBe('app');
  expect(call.headers()['x-client-version']).toBe('6.0.142');
  expect(call.headers()['authorization']).toMatch(/^Bearer \S+/);

  const languages = page.getByRole('region', { name: 'Talen' });
  const french = languages
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Frans', exact: true }) });
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
  await expect(languages.getByRole('heading', { name: 'Nederlands', exact: true })).toBeVisible();
  await expect(french).toHaveCount(0);

  await languages.getByRole('link', { name: 'Taal toevoegen' }).click();
  const combobox = page.getByRole('combobox', { name: 'Taal' });
  await combobox.fill('Frans');
  await page.getByRole('option', { name: 'Frans' }).click();
  await expect(combobox).toHaveValue('Frans');
  await page.getByText('Basisniveau', { exact: true }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/cv$/);
  await expect(french).toContainText('Basisniveau');

  // A new page has an empty session storage: what it shows comes from the server.
  const second = await page.context().newPage();
  await second.goto(`${productionAppUrl}/cv`);
  await expect(
    second
      .getByRole('region', { name: 'Talen' })
      .getByRole('heading', { name: 'Frans', exact: true }),
  ).toBeVisible();
  await second.close();

  await french.getByRole('link', { name: 'Frans bewerken' }).click();
  await page.getByRole('button', { name: 'Frans verwijderen' }).click();
  await page
    .getByRole('alertdialog', { name: 'Taal verwijderen' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await expect(page).toHaveURL(/\/cv$/);
  await expect(page.getByText('Taal verwijderd', { exact: true })).toBeVisible();
  await expect(french).toHaveCount(0);

  // The worker that may control the page is the portal's own (docs/decisions/0026), never the mock's.
  const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
  expect(worker).not.toContain('mockServiceWorker');
  expect(mockRequests).toEqual([]);
});

test.describe('without the service worker', () => {
  // The page leaves while its third load is still going: the worker the first load registered
  // would be copying the whole build (1.3 MB) into its cache as the context is torn down, which on
  // a busy machine outlasted the teardown's time. Which host the calls go to is the page's choice,
  // not the worker's (it never answers the back end's calls, docs/decisions/0026).
  test.use({ serviceWorkers: 'block' });

  test('the production build takes ?backend= only for a host it was built for', async ({
    page,
  }) => {
    await page.goto(`${productionAppUrl}/cv?backend=${encodeURIComponent(mockServerUrl)}`);
    await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();

    // A link to another origin changes nothing: the calls still go to the allowed host.
    const rpcCall = page.waitForRequest(`${mockServerUrl}/api-rpc-cognito/`);
    await page.goto(`${productionAppUrl}/cv?backend=${encodeURIComponent('https://evil.example')}`);
    await rpcCall;
    await expect(page.getByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pidz.environment'))).toBe(mockServerUrl);

    // Nor does a value put into storage by other means: it is ignored, not kept to break each visit.
    await page.evaluate(() => localStorage.setItem('pidz.environment', 'https://evil.example'));
    const ownOriginCall = page.waitForRequest(`${productionAppUrl}/auth/check-session`);
    await page.goto(`${productionAppUrl}/cv`);
    await ownOriginCall;
  });
});

/**
 * react-aria's texts are Dutch in the build, which bundles nl-NL's alone (app/vite.config.ts,
 * optimizeLocales), and its dates Gregorian: a date field's segments and calendar button, the
 * calendar's navigation, its month and today.
 */
test("the production build speaks react-aria's Dutch in a date picker", async ({ page }) => {
  await page.goto(
    `${productionAppUrl}/cv/education/add?backend=${encodeURIComponent(mockServerUrl)}`,
  );
  const field = page.getByRole('group', { name: 'Datum diploma behaald' });
  await expect(field.getByRole('spinbutton').first()).toHaveAccessibleName(/^dag\b/);
  await expect(field.getByRole('spinbutton').nth(1)).toHaveAccessibleName(/^maand\b/);
  await expect(field.getByRole('spinbutton').nth(2)).toHaveAccessibleName(/^jaar\b/);
  await page
    .getByRole('button', { name: /Kalender/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Kalender Datum diploma behaald' });
  await expect(dialog.getByRole('button', { name: 'Vorige' }).first()).toBeVisible();
  // Disabled: the date lies in the past, so the calendar goes no further than this month.
  await expect(dialog.getByRole('button', { name: 'Volgende' }).first()).toBeDisabled();
  const month = new Intl.DateTimeFormat('nl-NL', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date());
  await expect(dialog.getByRole('grid', { name: new RegExp(month) })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Vandaag, / })).toBeVisible();
  await page.keyboard.press('Escape');
});
