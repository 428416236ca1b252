import { expect, test, type Locator, type Page } from './guard.ts';
import { chooseFileByKeyboard, follow, tabTo, typeInto } from './keyboard';
import { mockServerUrl, productionAppUrl } from './servers.ts';

/** The VOG's name as `asset_type:getAssetTypes` gives it. */
const VOG = 'Verklaring Omtrent het Gedrag (VOG)';

/**
 * The profile end to end, by keyboard, on the mock build: each edit page saves and the overview
 * shows the change after a reload; the bank and company rules; a document upload; the agency
 * worker's view. Every test gets a fresh browser context, so a freshly seeded mock back end.
 */

function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** Follows a section's edit link by keyboard and waits for its page. */
async function openEdit(page: Page, sectionTitle: string, pageTitle: string): Promise<void> {
  await follow(
    page,
    section(page, sectionTitle).getByRole('link', { name: `${sectionTitle} wijzigen` }),
  );
  await expect(page.getByRole('heading', { level: 1, name: pageTitle })).toBeVisible();
}

/** Tabs to 'Opslaan', presses Enter and waits for the overview. */
async function saveToOverview(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Opslaan' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(
    page.getByText('Je gegevens zijn opgeslagen', { exact: true }).first(),
  ).toBeVisible();
}

test('edits each section by keyboard; every change is on the overview after a reload', async ({
  page,
}) => {
  test.slow(); // Five forms by keyboard, then a reload.
  await page.goto('/settings/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();

  await openEdit(page, 'Persoonsgegevens', 'Persoonsgegevens wijzigen');
  await typeInto(page, 'Voornaam', 'Sanna');
  await saveToOverview(page);

  await openEdit(page, 'Adresgegevens', 'Adresgegevens wijzigen');
  await typeInto(page, 'Woonplaats', 'Amersfoort');
  await saveToOverview(page);

  await openEdit(page, 'Contactgegevens', 'Contactgegevens wijzigen');
  await typeInto(page, 'Mobiel nummer', '0687654321');
  await saveToOverview(page);

  await openEdit(page, 'Bedrijfsgegevens', 'Bedrijfsgegevens wijzigen');
  await typeInto(page, 'Website', 'www.zorgdoorsanne.nl');
  await saveToOverview(page);

  await openEdit(page, 'Bankgegevens', 'Bankgegevens wijzigen');
  await typeInto(page, 'Tenaamstelling', 'S. de Vries');
  await saveToOverview(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Sanna de Vries' })).toBeVisible();
  await expect(section(page, 'Adresgegevens')).toContainText('Oudegracht 231, 3511NK Amersfoort');
  await expect(section(page, 'Contactgegevens')).toContainText('0687654321');
  await expect(section(page, 'Bedrijfsgegevens')).toContainText('www.zorgdoorsanne.nl');
  await expect(section(page, 'Bankgegevens')).toContainText('S. de Vries');
  // The top bar follows the name.
  await expect(page.getByRole('button', { name: /Sanna de Vries/ })).toBeVisible();
});

test('an invalid IBAN and VAT number show their messages', async ({ page }) => {
  await page.goto('/settings/profile/bank/edit');
  await typeInto(page, 'IBAN', 'NL91 ABNA 0417 1643 01');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Vul een geldige IBAN in', { exact: true })).toBeVisible();

  await page.goto('/settings/profile/company/edit');
  await typeInto(page, 'VAT nummer', 'NL004495446B01');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Ongeldig VAT nummer', { exact: true })).toBeVisible();
});

test('uploads a PDF by keyboard: it waits for review, also after a reload; 9 MB is refused', async ({
  page,
}) => {
  test.slow(); // Tabs through the profile page twice, 150 presses at most each.
  await page.goto('/settings/profile');
  const vog = section(page, VOG);
  const add = vog.getByRole('button', { name: 'Bestanden toevoegen' });

  await chooseFileByKeyboard(
    page,
    add,
    {
      name: 'vog-2027.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096)]),
    },
    150,
  );
  // The VOG carries a number (decision 0034).
  await tabTo(page, vog.getByRole('textbox', { name: 'Documentnummer' }));
  await page.keyboard.type('4412873');
  await tabTo(page, vog.getByRole('button', { name: 'Uploaden' }));
  await page.keyboard.press('Enter');
  const files = vog.getByRole('list', { name: VOG });
  const uploaded = files.getByRole('listitem').filter({ hasText: 'vog-2027.pdf' });
  await expect(uploaded).toContainText('Wacht op controle');
  await page.reload();
  await expect(
    section(page, VOG).getByRole('listitem').filter({ hasText: 'vog-2027.pdf' }),
  ).toContainText('Wacht op controle');

  await chooseFileByKeyboard(
    page,
    add,
    { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(9 * 1024 * 1024) },
    150,
  );
  await expect(section(page, VOG).getByRole('alert')).toContainText(
    'Het volgende bestand is te groot, de maximale grootte is 8MB per bestand',
  );
  await expect(section(page, VOG).getByRole('alert')).toContainText('scan.pdf');
});

test('an agency worker does not see the insurance documents nor a company', async ({ page }) => {
  await page.goto('/settings/profile?scenario=agency-worker');
  await expect(section(page, VOG)).toBeVisible();
  await expect(section(page, 'Verzekeringspolis')).toHaveCount(0);
  await expect(section(page, 'Betaalbewijs verzekering')).toHaveCount(0);
  await expect(section(page, 'Bedrijfsgegevens')).toHaveCount(0);
  await expect(section(page, 'Persoonsgegevens')).toContainText('Amersfoort');
});

test('the production build shows the profile and uploads a document on the Node mock server', async ({
  page,
  request,
}) => {
  // The server's state is shared: start the scenario over, and leave nothing behind.
  expect((await request.get(`${mockServerUrl}/health?scenario=freelancer`)).ok()).toBe(true);
  await page.goto(
    `${productionAppUrl}/settings/profile?backend=${encodeURIComponent(mockServerUrl)}`,
  );
  const vog = section(page, VOG);
  await expect(vog.getByText('vog-sanne-de-vries.pdf')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profielfoto van Sanne de Vries' })).toBeVisible();

  await chooseFileByKeyboard(
    page,
    vog.getByRole('button', { name: 'Bestanden toevoegen' }),
    {
      name: 'vog-2027.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024)]),
    },
    150,
  );
  const upload = page.waitForRequest(
    (sent) =>
      sent.url() === `${mockServerUrl}/api-rpc-cognito/` &&
      sent.postData()?.includes('asset:addAsset') === true,
  );
  // The VOG carries a number (decision 0034).
  await tabTo(page, vog.getByRole('textbox', { name: 'Documentnummer' }));
  await page.keyboard.type('4412873');
  await tabTo(page, vog.getByRole('button', { name: 'Uploaden' }));
  await page.keyboard.press('Enter');
  expect((await upload).headers()['authorization']).toMatch(/^Bearer \S+/);
  await expect(
    vog.getByRole('list', { name: VOG }).getByRole('listitem').filter({ hasText: 'vog-2027.pdf' }),
  ).toContainText('Wacht op controle');

  expect((await request.get(`${mockServerUrl}/health?scenario=freelancer`)).ok()).toBe(true);
});
