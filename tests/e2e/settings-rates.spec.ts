import { expect, test, type Locator, type Page } from './guard.ts';

/**
 * Rates, travel time and linked organisations end to end, by keyboard, on the mock build. Every
 * test gets a new browser context: a fresh sessionStorage and a freshly seeded mock back end
 * (freelancer, unless the address names another scenario).
 */

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Follows a link by keyboard: Tab to it, Enter. */
async function follow(page: Page, link: Locator): Promise<void> {
  await tabTo(page, link, 80);
  await page.keyboard.press('Enter');
}

/** Types into the text field labelled `label` (after selecting what is there) by keyboard. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: new RegExp(label) });
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Types `search` into the combobox labelled `label` and takes the first option by keyboard. */
async function choose(page: Page, label: string, search: string, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label });
  await tabTo(page, combobox);
  await page.keyboard.type(search);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(option);
}

/** Tabs to 'Opslaan' and presses Enter. */
async function save(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Opslaan' }));
  await page.keyboard.press('Enter');
}

/** Answers the open question with its action button, by keyboard. */
async function confirm(page: Page, title: string, action: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: action }), 10);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test('sets the standard rates and adds a deviating rate (1605 on a second one); both survive a reload', async ({
  page,
}) => {
  test.slow(); // Two forms by keyboard, each with a reload.
  await page.goto('/settings/rates');
  await expect(page.getByRole('heading', { level: 1, name: 'Tarieven' })).toBeVisible();
  const standard = page.getByRole('region', { name: 'Standaardtarieven' });
  await expect(standard).toContainText('€ 42,50');

  await test.step('standard rates', async () => {
    await follow(page, page.getByRole('link', { name: 'Standaardtarieven wijzigen' }));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Standaardtarieven wijzigen' }),
    ).toBeVisible();
    await typeInto(page, 'Incidenteel tarief', '45,00');
    await typeInto(page, 'Periodiek tarief', '41.50');
    await save(page);
    await expect(page).toHaveURL(/\/settings\/rates$/);
    await expect(page.getByText('Standaardtarieven opgeslagen', { exact: true })).toBeVisible();
    await page.reload();
    await expect(standard).toContainText('€ 45,00');
    await expect(standard).toContainText('€ 41,50');
  });

  await test.step('a deviating rate', async () => {
    await follow(page, page.getByRole('link', { name: 'Afwijkend tarief toevoegen' }));
    await choose(page, 'Organisatie', 'Linde', 'Zorggroep De Linde');
    await choose(page, 'Afdeling', 'Geri', 'Geriatrie');
    await typeInto(page, 'Incidenteel tarief', '47,50');
    await save(page);
    await expect(page).toHaveURL(/\/settings\/rates$/);
    await page.reload();
    const linde = page.getByRole('region', { name: 'Zorggroep De Linde' });
    await expect(linde.getByRole('listitem')).toContainText('Geriatrie');
    await expect(linde.getByRole('listitem')).toContainText('€ 47,50');
  });

  await test.step('a second one for the same department: 1605, and the input stays', async () => {
    await follow(page, page.getByRole('link', { name: 'Afwijkend tarief toevoegen' }));
    await choose(page, 'Organisatie', 'Linde', 'Zorggroep De Linde');
    await choose(page, 'Afdeling', 'Geri', 'Geriatrie');
    await typeInto(page, 'Incidenteel tarief', '50,00');
    await save(page);
    await expect(
      page.getByText('Er is al een afwijkend tarief ingesteld voor deze afdeling', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/rates\/different\/add$/);
    await expect(page.getByRole('textbox', { name: /Incidenteel tarief/ })).toHaveValue('50,00');
  });
});

test('blocks and unblocks an organisation; its departments follow and it survives a reload', async ({
  page,
}) => {
  await page.goto('/settings/travel-time-clients');
  await follow(page, page.getByRole('link', { name: 'Medisch Centrum Vechtstreek bekijken' }));
  await expect(page).toHaveURL(/\/settings\/organisation\/edit\/42$/);
  const summary = page.getByRole('region', { name: 'Medisch Centrum Vechtstreek' });
  const departments = page.getByRole('region', { name: 'Afdelingen' });
  await expect(summary).toContainText('2 van 2 afdelingen gekoppeld');

  await tabTo(page, summary.getByRole('button', { name: 'Organisatie blokkeren' }));
  await page.keyboard.press('Enter');
  await confirm(page, 'Organisatie blokkeren', 'Organisatie blokkeren');
  await expect(departments.getByText('Geblokkeerd', { exact: true })).toHaveCount(2);
  await page.reload();
  await expect(summary).toContainText('Geblokkeerd');
  await expect(summary).toContainText('0 van 2 afdelingen gekoppeld');
  await expect(departments.getByText('Geblokkeerd', { exact: true })).toHaveCount(2);

  await tabTo(page, summary.getByRole('button', { name: 'Organisatie deblokkeren' }));
  await page.keyboard.press('Enter');
  await confirm(page, 'Organisatie deblokkeren', 'Organisatie deblokkeren');
  await expect(departments.getByText('Gekoppeld', { exact: true })).toHaveCount(2);
  await page.reload();
  await expect(summary).toContainText('2 van 2 afdelingen gekoppeld');
  await expect(departments.getByText('Gekoppeld', { exact: true })).toHaveCount(2);
});

test('moves the range slider by keyboard: the counts follow; the travel time survives a reload', async ({
  page,
}) => {
  await page.goto('/settings/travel-time/edit');
  const slider = page.getByRole('slider', { name: 'Maximale reistijd' });
  const counts = page.getByText(/organisaties en \d+ afdelingen binnen je reistijd/);
  await expect(counts).toBeVisible();
  const before = await counts.textContent();

  await tabTo(page, slider);
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  const minutes = await page.getByRole('textbox', { name: /Reistijd in minuten/ }).inputValue();
  expect(Number(minutes)).toBeGreaterThan(45);
  await expect(counts).not.toHaveText(before ?? '');

  await save(page);
  await expect(page).toHaveURL(/\/settings\/travel-time-clients$/);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Maximale reistijd' })).toContainText(
    `${minutes} minuten`,
  );
});

test('an agency worker reaches none of the rates routes', async ({ page }) => {
  for (const path of ['/settings/rates', '/settings/rates/edit', '/settings/rates/different/add']) {
    await page.goto(`${path}?scenario=agency-worker`);
    await expect(page.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Tarieven' })).toBeHidden();
  }
});
