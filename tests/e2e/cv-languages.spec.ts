import { expect, test, type Locator, type Page } from './guard.ts';

/**
 * The CV's language skills end to end, on the production build in mock mode. Every test gets a new
 * browser context, so a fresh sessionStorage and a freshly seeded mock back end (freelancer).
 */

const CREATE_FAULT = 'pidz.services.api.language_skill:create:600';

function languagesSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Talen' });
}

function languageItem(page: Page, language: string): Locator {
  return languagesSection(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: language, exact: true }) });
}

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 10): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** On the add page: chooses 'Frans' by typing and arrows, and 'Professioneel', by keyboard only. */
async function enterFrenchProfessionalByKeyboard(page: Page): Promise<void> {
  const combobox = page.getByRole('combobox', { name: 'Taal' });
  await combobox.focus();
  await page.keyboard.type('fr');
  await expect(page.getByRole('option', { name: 'Frans' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Fries' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue('Frans');

  const basic = page.getByRole('radio', { name: 'Moedertaal' });
  await tabTo(page, basic);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Professioneel' })).toBeChecked();
}

test('adds, edits and removes a language; each change survives a reload', async ({ page }) => {
  await page.goto('/cv');
  await expect(page.getByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
  await expect(languageItem(page, 'Nederlands')).toBeVisible();
  await expect(languageItem(page, 'Frans')).toHaveCount(0);

  await test.step('add by keyboard', async () => {
    const addLink = languagesSection(page).getByRole('link', { name: 'Taal toevoegen' });
    await addLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cv\/languages\/add$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Taal toevoegen' })).toBeVisible();

    await enterFrenchProfessionalByKeyboard(page);
    await tabTo(page, page.getByRole('button', { name: 'Opslaan' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/cv$/);
    await expect(page.getByText('Taal opgeslagen', { exact: true })).toBeVisible();
    const french = languageItem(page, 'Frans');
    await expect(french).toContainText('Professioneel');
    await expect(french).toContainText('Wacht op controle');

    await page.reload();
    await expect(languageItem(page, 'Frans')).toContainText('Professioneel');
  });

  await test.step('edit its level', async () => {
    await languageItem(page, 'Frans').getByRole('link', { name: 'Frans bewerken' }).click();
    await expect(page).toHaveURL(/\/cv\/languages\/edit\/\d+$/);
    await expect(page.getByRole('combobox', { name: 'Taal' })).toHaveValue('Frans');
    await expect(page.getByRole('radio', { name: 'Professioneel' })).toBeChecked();

    await page.getByText('Basisniveau', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Basisniveau' })).toBeChecked();
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(page).toHaveURL(/\/cv$/);
    await expect(languageItem(page, 'Frans')).toContainText('Basisniveau');
    await page.reload();
    await expect(languageItem(page, 'Frans')).toContainText('Basisniveau');
  });

  await test.step('remove it after confirming', async () => {
    await languageItem(page, 'Frans').getByRole('link', { name: 'Frans bewerken' }).click();
    await page.getByRole('button', { name: 'Frans verwijderen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Taal verwijderen' });
    await expect(dialog).toContainText('Weet je zeker dat je Frans van je CV wilt verwijderen?');
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();

    await expect(page).toHaveURL(/\/cv$/);
    await expect(page.getByText('Taal verwijderd', { exact: true })).toBeVisible();
    await expect(languageItem(page, 'Nederlands')).toBeVisible();
    await expect(languageItem(page, 'Frans')).toHaveCount(0);
    await page.reload();
    await expect(languageItem(page, 'Nederlands')).toBeVisible();
    await expect(languageItem(page, 'Frans')).toHaveCount(0);
  });
});

test('a failed save shows the Oeps toast and keeps what was entered', async ({ page }) => {
  await page.goto(`/cv/languages/add?fault=${CREATE_FAULT}`);
  await enterFrenchProfessionalByKeyboard(page);
  await page.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page.getByText('Oeps', { exact: true })).toBeVisible();
  await expect(page.getByText('Er is iets misgegaan', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/cv\/languages\/add/);
  await expect(page.getByRole('combobox', { name: 'Taal' })).toHaveValue('Frans');
  await expect(page.getByRole('radio', { name: 'Professioneel' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
});

test('an unknown edit id returns to the CV overview, replacing the history entry', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/cv/languages/edit/987654');

  await expect(page).toHaveURL(/\/cv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** The keys of the form drafts in this tab's sessionStorage. */
function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('pidz.form-draft.')),
  );
}

test('a half-filled form survives a reload as a draft; cancel and save leave no draft', async ({
  page,
}) => {
  await page.goto('/cv/languages/add');
  await enterFrenchProfessionalByKeyboard(page);
  await page.reload();

  await expect(
    page.getByText('We hebben je niet-opgeslagen wijzigingen teruggezet.'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Taal' })).toHaveValue('Frans');
  await expect(page.getByRole('radio', { name: 'Professioneel' })).toBeChecked();

  await test.step('a link in the app asks before it leaves the changes', async () => {
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Pagina verlaten?' });
    await dialog.getByRole('button', { name: 'Blijven' }).click();
    await expect(page).toHaveURL(/\/cv\/languages\/add$/);
  });

  await test.step('cancel throws the draft away', async () => {
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await expect(page).toHaveURL(/\/cv$/);
    expect(await draftKeys(page)).toEqual([]);
    await page.getByRole('link', { name: 'Taal toevoegen' }).click();
    await expect(page.getByRole('combobox', { name: 'Taal' })).toHaveValue('');
  });

  await test.step('a save throws the draft away', async () => {
    await enterFrenchProfessionalByKeyboard(page);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Taal' })).toHaveValue('Frans');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(/\/cv$/);
    await expect(languageItem(page, 'Frans')).toBeVisible();
    expect(await draftKeys(page)).toEqual([]);
  });
});
