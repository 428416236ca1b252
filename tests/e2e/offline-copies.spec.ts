import { expect, test, type Locator, type Page } from './guard.ts';
import { signInAs } from './login.ts';
import { mockServerUrl, productionAppUrl } from './servers.ts';

/**
 * The screens readable offline (issue 29, docs/decisions/0026): each screen's last data is kept
 * per user and shown with 'Laatst bijgewerkt' when the back end cannot be reached; it is forgotten
 * at sign-out and never shown to another user. On the mock build, whose in-browser mock answers
 * also when the browser is offline, an HTTP 500 of the screen's read stands in for the network;
 * the production build's calls to the Node mock server are cut off as a lost network would.
 */

/** The offline copy in the page's localStorage (lib/platform/offlineCopy/storage.ts), or null. */
function offlineCopy(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('pidz.offline-copy'));
}

/** Waits until the signed-in user's copy holds the answer of `method`. */
async function expectKept(page: Page, method: string): Promise<void> {
  await expect.poll(async () => offlineCopy(page)).toContain(`"${method}"`);
}

/**
 * Makes the kept copy hold an older standard rate (€ 40,00) than the back end's, as an older visit
 * left it: edited from a file of the portal's origin, once the app has written the copy as it
 * left (at pagehide), so that what the app writes does not put the back end's rate back.
 */
async function keepOlderRate(page: Page): Promise<void> {
  await page.goto('/icons/icon-192.png');
  await page.evaluate(() => {
    const copy = localStorage.getItem('pidz.offline-copy') ?? '';
    if (!copy.includes('"rate":42.5')) throw new Error('The copy holds no rate of 42.5.');
    localStorage.setItem('pidz.offline-copy', copy.replace('"rate":42.5', '"rate":40'));
  });
}

/**
 * Opens the freelancer's rates on the mock build, fresh, and waits until their standard rate
 * (€ 42,50) is shown and kept. Returns the standard rates' region.
 */
async function openKeptRates(page: Page): Promise<Locator> {
  await page.goto('/settings/rates?mock-reset&scenario=freelancer');
  const standard = page.getByRole('region', { name: 'Standaardtarieven' });
  await expect(standard.getByText('€ 42,50')).toBeVisible();
  await expectKept(page, 'freelancer:getStandardRates');
  return standard;
}

test.describe('a back end that fails', () => {
  // The mock's fault: the reads fail with HTTP 500.
  test.use({ guard: { expected: [/HTTP 500 POST .*\/api-rpc-cognito\//] } });

  test('a screen shows its last data, and when it was loaded, when the back end cannot be reached', async ({
    page,
  }) => {
    const standard = await openKeptRates(page);

    await page.goto('/settings/rates?fault=freelancer:getStandardRates:http500');
    await expect(standard.getByText('€ 42,50')).toBeVisible();
    // After the read's retries (1 + 2 + 4 s).
    const notice = page.getByRole('status').filter({ hasText: 'Geen verbinding' });
    await expect(notice).toContainText(/Laatst bijgewerkt \d/, { timeout: 15_000 });
    await expect(page.getByText('Oeps', { exact: true })).toHaveCount(0);

    // Back again: the notice goes as soon as the read answers.
    await page.goto('/settings/rates?fault=');
    await expect(standard.getByText('€ 42,50')).toBeVisible();
    await expect(page.getByText('Geen verbinding')).toHaveCount(0);
  });
});

test('a repeat visit shows the kept copy at once, and then what the back end says now', async ({
  page,
}) => {
  const standard = await openKeptRates(page);
  await keepOlderRate(page);

  await page.goto('/settings/rates');
  // The first screen is drawn from the copy, its reads held while it renders; once it has been
  // painted they are asked again, and the back end's answer replaces the copy's.
  await expect(standard.getByText('€ 42,50')).toBeVisible();
  await expect(standard.getByText('€ 40,00')).toHaveCount(0);
});

test('a form opened on a repeat visit shows what the back end says now, until the user changes it', async ({
  page,
}) => {
  await openKeptRates(page);
  await page.goto('/settings/rates/edit');
  const rate = page.getByRole('textbox', { name: 'Incidenteel tarief' });
  await expect(rate).toHaveValue('42,50');
  await keepOlderRate(page);

  // The form starts from the copy; nobody has changed it, so it takes the back end's answer.
  await page.goto('/settings/rates/edit');
  await expect(rate).toHaveValue('42,50');
  const periodical = page.getByRole('textbox', { name: 'Periodiek tarief' });
  await periodical.fill('41,00');

  // With the user's input in it (its draft, restored), the form keeps that over the answer.
  await keepOlderRate(page);
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api-rpc-cognito/') &&
      (response.request().postData() ?? '').includes('freelancer:getStandardRates'),
  );
  await page.goto('/settings/rates/edit');
  await answered;
  await expect(periodical).toHaveValue('41,00');
});

test.describe('the production build on the Node mock server', () => {
  // The calls go to the network, where the test cuts them off (not through the app's worker).
  test.use({ serviceWorkers: 'block' });

  test.describe('without a network', () => {
    // The test takes the network away.
    test.use({ guard: { expected: [/net::ERR_INTERNET_DISCONNECTED/] } });

    test('a read that fails on the network shows its last data', async ({ page }) => {
      await page.goto(
        `${productionAppUrl}/settings/rates?backend=${encodeURIComponent(mockServerUrl)}`,
      );
      const standard = page.getByRole('region', { name: 'Standaardtarieven' });
      const rate = standard.getByText(/^€\s\d/).first();
      await expect(rate).toBeVisible();
      const shown = await rate.textContent();
      await expectKept(page, 'freelancer:getStandardRates');

      await page.route(
        (url) => url.href.startsWith(`${mockServerUrl}/api-rpc`),
        (route) =>
          route.request().postData()?.includes('freelancer:getStandardRates')
            ? route.abort('internetdisconnected')
            : route.fallback(),
      );
      await page.reload();
      await expect(standard.getByText(shown ?? '').first()).toBeVisible();
      const notice = page.getByRole('status').filter({ hasText: 'Geen verbinding' });
      await expect(notice).toContainText(/Laatst bijgewerkt \d/, { timeout: 15_000 });
    });
  });
});

test.describe('opened without a network', () => {
  // The test takes the network away.
  test.use({ guard: { expected: [/net::ERR_INTERNET_DISCONNECTED/] } });

  test('the portal opened without a network shows the last data, and checks the session once the network is back', async ({
    page,
    context,
  }) => {
    await page.goto(
      `${productionAppUrl}/settings/rates?backend=${encodeURIComponent(mockServerUrl)}`,
    );
    const standard = page.getByRole('region', { name: 'Standaardtarieven' });
    const rate = standard.getByText(/^€\s\d/).first();
    await expect(rate).toBeVisible();
    const shown = (await rate.textContent()) ?? '';
    await expectKept(page, 'freelancer:getStandardRates');
    await expectKept(page, 'user:getCurrentUser');
    // The worker keeps the app's files: the page can start from the device.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tarieven' })).toBeVisible();
    await expect(standard.getByText(shown).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Geen verbinding' });
    await expect(notice).toContainText(/Laatst bijgewerkt \d/);
    await expect(page.getByText('Oeps', { exact: true })).toHaveCount(0);

    const sessionChecked = page.waitForRequest((request) =>
      request.url().endsWith('/auth/check-session'),
    );
    await context.setOffline(false);
    await sessionChecked;
    await expect(notice).toHaveCount(0);
    await expect(standard.getByText(shown).first()).toBeVisible();
  });
});

test.describe('a back end that fails after a sign-out', () => {
  // The mock's fault: the reads fail with HTTP 500.
  test.use({ guard: { expected: [/HTTP 500 POST .*\/api-rpc-cognito\//] } });

  test("a sign-out forgets the user's copy, and the next user never sees it", async ({ page }) => {
    await page.goto('/settings/profile?mock-reset&scenario=freelancer');
    const sannesEmail = page.getByText('sanne.devries@example.nl');
    await expect(sannesEmail.first()).toBeVisible();
    await expectKept(page, 'freelancer:getCurrentFreelancer');
    const sannesCopy = await offlineCopy(page);

    await page.getByRole('button', { name: 'Sanne de Vries' }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    expect(await offlineCopy(page)).toBeNull();

    await signInAs(page, 'm.elamrani@example.nl');
    await expect(page.getByRole('button', { name: 'Mohamed El Amrani' })).toBeVisible();

    // Sanne's copy back in the browser (as if her session had ended without the portal open):
    // the next start drops it before anything renders, even where Mohamed's own read fails.
    await page.evaluate(
      (copy) => localStorage.setItem('pidz.offline-copy', copy ?? ''),
      sannesCopy,
    );
    await page.goto('/settings/profile?fault=freelancer:getCurrentFreelancer:http500');
    await expect(page.getByRole('button', { name: 'Mohamed El Amrani' })).toBeVisible();
    await expect(page.getByText('Je gegevens konden niet worden geladen.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(sannesEmail).toHaveCount(0);
    expect(await offlineCopy(page)).not.toContain('sanne.devries@example.nl');
  });
});
