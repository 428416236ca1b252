import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './guard.ts';
import { chooseByKeyboard, follow, tabTo, typeDate, typeInto } from './keyboard';

/**
 * The CV's sections other than languages end to end, by keyboard, on the mock build. Every test
 * gets a new browser context, so a fresh sessionStorage and a freshly seeded mock back end
 * (freelancer).
 */

function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title });
}

function item(page: Page, sectionTitle: string, title: string): Locator {
  return section(page, sectionTitle)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

/** Tabs to 'Opslaan' and presses Enter; waits for the overview. */
async function saveAndReturn(page: Page, toast: string): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Opslaan' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cv$/);
  await expect(page.getByText(toast, { exact: true })).toBeVisible();
}

test('adds, edits and removes a work experience by keyboard; each change survives a reload', async ({
  page,
}) => {
  test.slow(); // Three round trips by keyboard, each with a reload.
  await page.goto('/cv');
  await expect(page.getByRole('heading', { level: 1, name: 'CV' })).toBeVisible();

  await test.step('add', async () => {
    await follow(
      page,
      section(page, 'Werkervaring').getByRole('link', { name: 'Werkervaring toevoegen' }),
    );
    await expect(page).toHaveURL(/\/cv\/work-experience\/add$/);
    const combobox = page.getByRole('combobox', { name: 'Functie' });
    await tabTo(page, combobox);
    await page.keyboard.type('ic-');
    await expect(page.getByRole('option', { name: 'IC-verpleegkundige' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(combobox).toHaveValue('IC-verpleegkundige');
    await chooseByKeyboard(page, 'Sector', 'Ziekenhuiszorg');
    await chooseByKeyboard(page, 'Aanstelling', 'Vaste aanstelling');
    await typeInto(page, 'Naam instelling', 'UMC Utrecht');
    await typeInto(page, 'Plaats instelling', 'Utrecht');
    await typeDate(page, 'Startdatum', '2015-03-01');
    await typeDate(page, 'Einddatum', '2017-08-31');
    await saveAndReturn(page, 'Werkervaring opgeslagen');

    const added = item(page, 'Werkervaring', 'IC-verpleegkundige');
    // Back at the saved item: the oldest job, at the end of its section, shown and focused.
    await expect(added).toBeFocused();
    await expect(added).toBeInViewport();
    await expect(added).toContainText('UMC Utrecht, Utrecht');
    await expect(added).toContainText('1 maart 2015 – 31 augustus 2017');
    await page.reload();
    await expect(item(page, 'Werkervaring', 'IC-verpleegkundige')).toContainText(
      'Wacht op controle',
    );
  });

  await test.step('edit', async () => {
    await follow(
      page,
      page.getByRole('link', { name: 'IC-verpleegkundige bij UMC Utrecht bewerken' }),
    );
    await expect(page).toHaveURL(/\/cv\/work-experience\/edit\/\d+$/);
    await expect(page.getByRole('textbox', { name: /Plaats instelling/ })).toHaveValue('Utrecht');
    await typeInto(page, 'Plaats instelling', 'Amersfoort');
    await saveAndReturn(page, 'Werkervaring opgeslagen');
    await expect(item(page, 'Werkervaring', 'IC-verpleegkundige')).toContainText(
      'UMC Utrecht, Amersfoort',
    );
    await page.reload();
    await expect(item(page, 'Werkervaring', 'IC-verpleegkundige')).toContainText(
      'UMC Utrecht, Amersfoort',
    );
  });

  await test.step('remove after confirming', async () => {
    await follow(
      page,
      page.getByRole('link', { name: 'IC-verpleegkundige bij UMC Utrecht bewerken' }),
    );
    await tabTo(
      page,
      page.getByRole('button', { name: 'IC-verpleegkundige bij UMC Utrecht verwijderen' }),
    );
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Werkervaring verwijderen' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Verwijderen' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cv$/);
    await expect(page.getByText('Werkervaring verwijderd', { exact: true })).toBeVisible();
    await expect(item(page, 'Werkervaring', 'IC-verpleegkundige')).toHaveCount(0);
    await page.reload();
    await expect(item(page, 'Werkervaring', 'Wijkverpleegkundige')).toBeVisible();
    await expect(item(page, 'Werkervaring', 'IC-verpleegkundige')).toHaveCount(0);
  });
});

test("adds an education with the 'other' subject and a training by keyboard", async ({ page }) => {
  test.slow(); // Two forms by keyboard.
  await page.goto('/cv');
  await follow(page, page.getByRole('link', { name: 'Opleiding toevoegen' }));
  await expect(page).toHaveURL(/\/cv\/education\/add$/);
  await chooseByKeyboard(page, 'Opleiding', 'Anders, namelijk');
  await typeInto(page, 'Naam opleiding', 'Post-hbo Oncologie');
  await typeInto(page, 'Naam instelling', 'Avans+');
  await typeInto(page, 'Plaats instelling', 'Breda');
  await typeDate(page, 'Datum diploma behaald', '2021-06-30');
  await saveAndReturn(page, 'Opleiding opgeslagen');
  await expect(item(page, 'Opleidingen', 'Post-hbo Oncologie')).toContainText('Avans+, Breda');

  await follow(page, page.getByRole('link', { name: 'Training toevoegen' }));
  await expect(page).toHaveURL(/\/cv\/training\/add$/);
  await chooseByKeyboard(page, 'Training', 'Wondzorg');
  await chooseByKeyboard(page, 'Methode', 'Certificaat praktijk');
  await typeInto(page, 'Naam instelling', 'Wondacademie');
  await typeInto(page, 'Plaats instelling', 'Zwolle');
  await typeDate(page, 'Datum behaald', '2024-02-14');
  await saveAndReturn(page, 'Training opgeslagen');
  await expect(item(page, 'Trainingen', 'Wondzorg')).toContainText('Certificaat praktijk');

  await page.reload();
  await expect(item(page, 'Opleidingen', 'Post-hbo Oncologie')).toContainText('Wacht op controle');
  await expect(item(page, 'Trainingen', 'Wondzorg')).toContainText('14 februari 2024');
});

test('a BIG registration needs 11 digits; 10 are refused with the message', async ({ page }) => {
  await page.goto('/cv');
  await follow(page, page.getByRole('link', { name: 'Registratie toevoegen' }));
  await expect(page).toHaveURL(/\/cv\/registration\/add$/);
  await chooseByKeyboard(page, 'Registratie', 'BIG-registratie');
  await typeInto(page, 'Registratienummer', '1234567890');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Een BIG-nummer bestaat uit 11 cijfers')).toBeVisible();
  await typeInto(page, 'Registratienummer', '12345678901');
  await expect(page.getByText('Een BIG-nummer bestaat uit 11 cijfers')).toHaveCount(0);
  await typeDate(page, 'Datum registratie', '2016-09-01');
  await saveAndReturn(page, 'Registratie opgeslagen');

  const added = section(page, 'Registraties')
    .getByRole('listitem')
    .filter({ hasText: 'Nummer: 12345678901' });
  await expect(added).toContainText('BIG-registratie');
  await page.reload();
  await expect(added).toContainText('Wacht op controle');
});

test('marks competencies by keyboard; the category label follows after a reload', async ({
  page,
}) => {
  await page.goto('/cv');
  const category = item(page, 'Bekwaamheden', 'Begeleiding en psychiatrie');
  await expect(category).toContainText('Niet bekwaam');
  await follow(page, page.getByRole('link', { name: 'Begeleiding en psychiatrie bewerken' }));
  await expect(page).toHaveURL(/\/cv\/competencies\/edit\/3$/);

  for (const name of ['De-escalerend werken', 'Werken met een signaleringsplan']) {
    const checkbox = page.getByRole('checkbox', { name });
    await tabTo(page, checkbox);
    await page.keyboard.press('Space');
    await expect(checkbox).toBeChecked();
  }
  await saveAndReturn(page, 'Bekwaamheden opgeslagen');
  await expect(category).toContainText('Deels bekwaam');
  await page.reload();
  await expect(category).toContainText('Deels bekwaam');
});

test('CV downloaden saves a PDF', async ({ page }) => {
  await page.goto('/cv');
  const button = page.getByRole('button', { name: 'CV downloaden' });
  await tabTo(page, button);
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
