import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './guard.ts';

/**
 * Invoices and reviews end to end, by keyboard alone, on the mock build. Every test gets a new
 * browser context: a fresh sessionStorage and a freshly seeded mock back end (freelancer).
 */

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Tabs to a button and presses Enter. */
async function press(page: Page, button: Locator): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

/** The side menu's Facturen entry, whose name carries the open-invoice count. */
function invoicesEntry(page: Page): Locator {
  return page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: /^Facturen/ });
}

test('sends the invoice of a timesheet (a used number gives 1304 and keeps it), downloads it, sends a reminder and marks it paid', async ({
  page,
}) => {
  await page.goto('/invoices?mock-reset');
  const usedNumber =
    (await page.getByRole('link', { name: /^ZDV-\d{4}-001$/ }).textContent()) ?? '';
  expect(usedNumber).toMatch(/^ZDV-/);

  await page.goto('/invoices/send/3301');
  const number = page.getByRole('textbox', { name: /Factuurnummer/ });
  await tabTo(page, number);
  await page.keyboard.type(usedNumber);
  await press(page, page.getByRole('button', { name: 'Versturen' }));
  await expect(page.getByText('Dit factuurnummer is al gebruikt', { exact: true })).toBeVisible();
  await expect(number).toHaveValue(usedNumber);

  await tabTo(page, number);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('ZDV-E2E-1');
  await tabTo(page, page.getByRole('checkbox', { name: /Voorfinanciering/ }));
  await page.keyboard.press('Space');
  await press(page, page.getByRole('button', { name: 'Versturen' }));
  await expect(page).toHaveURL(/\/invoices\/freelancer\/3301$/);
  const facts = page.getByRole('region', { name: 'ZDV-E2E-1' });
  await expect(facts).toContainText('VoorfinancieringJa');
  await expect(facts).toContainText('StatusOpenstaand');

  const downloading = page.waitForEvent('download');
  await press(page, facts.getByRole('button', { name: 'Downloaden' }));
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('factuur-ZDV-E2E-1.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await press(page, facts.getByRole('button', { name: 'Herinnering sturen' }));
  // It asks first (docs/decisions/0023).
  const question = page.getByRole('alertdialog', { name: 'Herinnering sturen?' });
  await press(page, question.getByRole('button', { name: 'Herinnering sturen' }));
  await expect(page.getByText('De herinnering is verstuurd', { exact: true })).toBeVisible();

  await press(page, facts.getByRole('button', { name: 'Markeren als betaald' }));
  await expect(facts).toContainText('StatusBetaald');

  await page.reload();
  await expect(page.getByRole('region', { name: 'ZDV-E2E-1' })).toContainText('StatusBetaald');
  await page.goto('/invoices?status=paid');
  await expect(page.getByRole('link', { name: 'ZDV-E2E-1' })).toBeVisible();
});

test('pays a software invoice through the mock bank page: it shows payment pending and the badge drops', async ({
  page,
}) => {
  await page.goto('/invoices/software/6002?mock-reset');
  await expect(invoicesEntry(page)).toHaveAccessibleName(/2 openstaande facturen/);
  const facts = page.getByRole('region', { name: /^PZ-\d{6}-6002$/ });
  await expect(facts).toContainText('StatusOpenstaandVervallen');

  await press(page, facts.getByRole('button', { name: 'Betalen' }));
  await expect(page).toHaveTitle('Betalen');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Betalen' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/invoices\/software\/6002$/);
  await expect(page.getByRole('region', { name: /^PZ-\d{6}-6002$/ })).toContainText(
    'StatusBetaling in behandeling',
  );
  await expect(invoicesEntry(page)).toHaveAccessibleName(/1 openstaande factuur/);
  await page.reload();
  await expect(page.getByRole('region', { name: /^PZ-\d{6}-6002$/ })).toContainText(
    'StatusBetaling in behandeling',
  );
});

test('gives a 4-star review with a comment and a PDF, and sees it after a reload', async ({
  page,
}) => {
  await page.goto('/reviews?mock-reset');
  const first = page.getByRole('radio', { name: '1 van 5 sterren' });
  await tabTo(page, first);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 van 5 sterren' })).toBeChecked();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /Toelichting/ })).toBeFocused();
  await page.keyboard.type('Goed ingewerkt en een fijn team.');
  await expect(page.getByText('32 van 512 tekens')).toBeVisible();

  const choosing = page.waitForEvent('filechooser');
  await press(page, page.getByRole('button', { name: 'Bestanden toevoegen' }));
  await (
    await choosing
  ).setFiles({
    name: 'verslag.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await press(page, page.getByRole('button', { name: 'Opslaan' }));
  await expect(page.getByText('Je review is opgeslagen', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('radio', { name: '4 van 5 sterren' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /Toelichting/ })).toHaveValue(
    'Goed ingewerkt en een fijn team.',
  );
  await expect(page.getByText('verslag.pdf')).toBeVisible();
});

test('an agency worker reaches none of the invoice routes', async ({ page }) => {
  await page.goto('/dashboard?scenario=agency-worker&mock-reset');
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expect(invoicesEntry(page)).toHaveCount(0);
  for (const path of [
    '/invoices',
    '/invoices?tab=software',
    '/invoices/freelancer/3001',
    '/invoices/software/6001',
    '/invoices/send/3301',
    '/invoices/template',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});
