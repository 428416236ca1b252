import { expect, test, type Locator, type Page } from './guard.ts';
import { mockServerUrl, productionAppUrl } from './servers.ts';

/**
 * The dashboard, its banners and the shift lists end to end, by keyboard, on the mock build (each
 * test a fresh browser context, so a freshly seeded back end), and the dashboard of the
 * production build on the Node mock server.
 */

const card = (page: Page, title: string) => page.getByRole('region', { name: title });
const banners = (page: Page) => page.getByRole('list', { name: 'Meldingen over je account' });

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test("the freelancer's dashboard shows the upcoming shifts and both counts, and a shift opens its detail", async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(card(page, 'Uitnodigingen')).toContainText('3 uitnodigingen voor diensten');
  await expect(card(page, 'Te betalen facturen')).toContainText('2 facturen om te betalen');
  const shifts = card(page, 'Komende diensten').getByRole('link').filter({ hasText: ':' });
  await expect(shifts.first()).toBeVisible();
  // The seed's urgent system notification shows as a banner.
  await expect(banners(page)).toContainText('Gepland onderhoud');

  const first = shifts.first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/calendar\/shift\/\d+$/);
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dienst' })).toBeVisible();
  // Opened from the dashboard, the way back leads there, also after a reload.
  test.slow();
  await page.reload();
  const back = page.getByRole('link', { name: 'Terug naar het dashboard' });
  await expect(back).toHaveAttribute('href', '/dashboard');
  await tabTo(page, back);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test("the agency worker's dashboard has no invoice count", async ({ page }) => {
  await page.goto('/dashboard?scenario=agency-worker');
  await expect(card(page, 'Uitnodigingen')).toContainText('1 uitnodiging voor een dienst');
  await expect(card(page, 'Komende diensten')).toBeVisible();
  await expect(card(page, 'Te betalen facturen')).toHaveCount(0);
});

test('paying the overdue invoice through the mock payment page removes the invoice banner after the return', async ({
  page,
}) => {
  await page.goto('/dashboard?scenario=unpaid-invoices');
  await expect(banners(page)).toContainText('Openstaande facturen');
  await expect(card(page, 'Te betalen facturen')).toContainText('2 facturen om te betalen');

  const pay = page.getByRole('button', { name: 'Factuur betalen' });
  await expect(pay).toBeEnabled();
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  await expect(page).toHaveTitle('Betalen');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Betalen' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard\?scenario=unpaid-invoices$/);
  await expect(
    page.getByText('Bedankt, je betaling wordt verwerkt.', { exact: true }),
  ).toBeVisible();
  await expect(card(page, 'Te betalen facturen')).toContainText('1 factuur om te betalen');
  await expect(banners(page)).not.toContainText('Openstaande facturen');

  await page.reload();
  await expect(card(page, 'Te betalen facturen')).toContainText('1 factuur om te betalen');
  await expect(banners(page)).toContainText('Gepland onderhoud');
  await expect(banners(page)).not.toContainText('Openstaande facturen');
});

test('shift filters narrow the list and survive a reload', async ({ page }) => {
  await page.goto('/shifts');
  await expect(page).toHaveURL(/\/shifts\/incidental$/);
  await expect(page.getByRole('tab', { name: 'Incidenteel' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const rows = page.getByRole('list', { name: /opdracht/ }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const all = await rows.count();

  const morning = page.getByRole('checkbox', { name: 'Ochtend' });
  await tabTo(page, morning);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/dagdeel=morning/);
  await expect.poll(() => rows.count()).toBeLessThan(all);
  const narrowed = await rows.count();
  expect(narrowed).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Ochtend' })).toBeChecked();
  await expect(rows).toHaveCount(narrowed);

  // The tab keeps the filters.
  const periodical = page.getByRole('tab', { name: 'Periodiek' });
  await periodical.click();
  await expect(page).toHaveURL(/\/shifts\/periodical\?dagdeel=morning$/);
  await expect(page.getByRole('checkbox', { name: 'Ochtend' })).toBeChecked();
});

test('the production build on the Node mock server shows the dashboard', async ({
  page,
  request,
}) => {
  expect((await request.get(`${mockServerUrl}/health?scenario=freelancer`)).ok()).toBe(true);
  await page.goto(`${productionAppUrl}/dashboard?backend=${encodeURIComponent(mockServerUrl)}`);
  await expect(card(page, 'Uitnodigingen')).toContainText('3 uitnodigingen voor diensten');
  await expect(card(page, 'Te betalen facturen')).toContainText('2 facturen om te betalen');
  await expect(card(page, 'Komende diensten').getByRole('listitem').first()).toBeVisible();
});
