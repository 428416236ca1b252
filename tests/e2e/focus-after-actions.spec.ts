import { expect, test, type Locator, type Page } from './guard.ts';
import { chooseFileByKeyboard, follow, tabTo } from './keyboard.ts';
import { foldProfileSteps } from './profileSteps.ts';

test.beforeEach(({ page }) => foldProfileSteps(page));

/**
 * Where the focus goes after an action (issue 28, docs/decisions/0024), by keyboard, on a phone and
 * on a laptop: never to the page's body. A route change puts it on the new page's heading (`Page`);
 * an action gives it back to what started it or to its result, the nearest part of the page still
 * there (the shell's focus keeper). Navigating from the side menu and 'Markeren als betaald' are
 * in page-flow.spec.ts, the profile menu and the settings navigation in freelancer-paths.spec.ts.
 */

const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, hasTouch: false },
] as const;

/** Whether the focus is on `area` or inside it. */
const holdsFocus = (area: Locator) =>
  area.evaluate((element) => element.contains(document.activeElement));

/** Confirms the open alert dialog with its button `answer`, by keyboard, and waits for it to go. */
async function confirm(page: Page, answer: string | RegExp): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await tabTo(page, dialog.getByRole('button', { name: answer }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

/** Presses 'Opslaan' by keyboard. */
async function save(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Opslaan' }), 80);
  await page.keyboard.press('Enter');
}

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch });

    test("saving a form returns to its overview with the focus on the overview's heading", async ({
      page,
    }) => {
      await page.goto('/settings/profile/contact/edit');
      await save(page);
      await expect(page.getByText('Je gegevens zijn opgeslagen', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeFocused();

      await page.goto('/settings/rates');
      await follow(page, page.getByRole('link', { name: 'Standaardtarieven wijzigen' }));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Standaardtarieven wijzigen' }),
      ).toBeFocused();
      await save(page);
      await expect(page.getByText('Standaardtarieven opgeslagen', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Tarieven' })).toBeFocused();
    });

    test('the KvK lookup gives the focus back to its button once it has answered', async ({
      page,
    }) => {
      await page.goto('/settings/profile/company/edit');
      const lookUp = page.getByRole('button', { name: 'Opzoeken bij de KVK' });
      await tabTo(page, lookUp);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Gevonden bij de KVK' })).toBeVisible();
      await expect(lookUp).toBeEnabled();
      await expect(lookUp).toBeFocused();
    });

    test("uploading a document leaves the focus on its card, which shows the file 'Wacht op controle'", async ({
      page,
    }) => {
      await page.goto('/settings/profile?mock-reset');
      const vog = page.getByRole('region', { name: 'Verklaring Omtrent het Gedrag (VOG)' });
      await chooseFileByKeyboard(
        page,
        vog.getByRole('button', { name: 'Bestanden toevoegen' }),
        {
          name: 'vog-focus.pdf',
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
      await expect(vog.getByRole('listitem').filter({ hasText: 'vog-focus.pdf' })).toContainText(
        'Wacht op controle',
      );
      await expect(vog).toBeFocused();
    });

    test("removing a document leaves the focus on its list, and a document's download on its button", async ({
      page,
    }) => {
      await page.goto('/settings/profile?mock-reset');
      test.slow(); // The complaints document lies further down the page than the KvK extract did.
      // The declined complaints document: an approved one can no longer be removed.
      const card = page.getByRole('region', { name: 'Klachtenregeling', exact: true });
      const fileName = 'klachtenregeling-2025.pdf';
      const download = card.getByRole('button', { name: `${fileName} downloaden` });
      await tabTo(page, download, 200);
      const downloading = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      await downloading;
      await expect(download).toBeFocused();

      await tabTo(page, card.getByRole('button', { name: `${fileName} verwijderen` }));
      await page.keyboard.press('Enter');
      await confirm(page, 'Verwijderen');
      await expect(page.getByText(`${fileName} is verwijderd`, { exact: true })).toBeVisible();
      await expect(card.getByText(fileName)).toHaveCount(0);
      // The nearest part still there: the card's list, which keeps its approved file.
      await expect(card.getByRole('list', { name: 'Klachtenregeling' })).toBeFocused();
    });

    test('removing a deviating rate leaves the focus on the list of deviating rates', async ({
      page,
    }) => {
      await page.goto('/settings/rates?mock-reset');
      const deviating = page.getByRole('region', { name: 'Afwijkende tarieven' });
      const remove = deviating.getByRole('button', {
        name: /^Afwijkend tarief van .* verwijderen$/,
      });
      await expect(remove.first()).toBeVisible();
      const count = await remove.count();
      await follow(page, remove.first());
      await confirm(page, 'Verwijderen');
      await expect(page.getByText('Afwijkend tarief verwijderd', { exact: true })).toBeVisible();
      await expect(remove).toHaveCount(count - 1);
      await expect.poll(() => holdsFocus(deviating)).toBe(true);
      await expect(page.locator('body')).not.toBeFocused();
    });

    test("removing a calendar item leaves the focus in the calendar's list where it was", async ({
      page,
    }) => {
      await page.goto('/calendar/month?weergave=lijst&mock-reset');
      const list = page.getByRole('list', { name: /^Agenda / });
      const items = list.getByRole('button', { name: /^Niet beschikbaar/ });
      await expect(items.first()).toBeVisible();
      const count = await items.count();
      await follow(page, items.first());
      const form = page.getByRole('dialog', { name: 'Agenda-item bewerken' });
      await tabTo(page, form.getByRole('button', { name: 'Verwijderen' }));
      await page.keyboard.press('Enter');
      // One item, or the one of its series ('Alleen deze').
      await confirm(page, /^(Verwijderen|Alleen deze)$/);
      await expect(form).toHaveCount(0);
      await expect(items).toHaveCount(count - 1);
      await expect.poll(() => holdsFocus(list)).toBe(true);
      await expect(page.locator('body')).not.toBeFocused();
    });

    test("an invoice's download gives the focus back to 'Downloaden'", async ({ page }) => {
      await page.goto('/invoices/freelancer/3001?mock-reset');
      const download = page.getByRole('button', { name: 'Downloaden' });
      await tabTo(page, download);
      const downloading = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      await downloading;
      await expect(download).toBeEnabled();
      await expect(download).toBeFocused();
    });

    test("saving a review gives the focus back to 'Opslaan'", async ({ page }) => {
      await page.goto('/reviews?mock-reset');
      await tabTo(page, page.getByRole('radio', { name: '1 van 5 sterren' }));
      await page.keyboard.press('Space');
      await save(page);
      await expect(page.getByText('Je review is opgeslagen', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Opslaan' })).toBeFocused();
    });
  });
}

/**
 * The calendar's actions, the review and the preference by touch on a phone (issue 38, 3.2): the
 * focus goes to the changed day or item, or stays on the control that started the action, never
 * to the body. The focus keeper names no exception for a finger or a mouse.
 */
test.describe('by touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.slow();

  const cell = (page: Page, key: string) => page.getByRole('grid').locator(`[data-key="${key}"]`);
  const toastList = (page: Page) => page.getByRole('region', { name: /^Meldingen/ });

  /** Opens the (only) item of a month day by taps: the day, its sheet's item. */
  async function openItem(page: Page, date: string) {
    await page.getByRole('gridcell', { name: new RegExp(`^${date},`) }).tap();
    await page
      .getByRole('dialog', { name: date })
      .getByRole('button', { name: /Niet beschikbaar/ })
      .tap();
    const form = page.getByRole('dialog', { name: 'Agenda-item bewerken' });
    await expect(form).toBeVisible();
    return form;
  }

  test('saving or deleting one date of a series and undoing it leave the focus on the changed day', async ({
    page,
  }) => {
    await page.goto('/calendar/month/2027/3/1/add?scenario=empty');
    const add = page.getByRole('dialog', { name: 'Niet beschikbaar toevoegen' });
    await add.getByText('Wekelijks', { exact: true }).tap();
    await add.getByText('Na aantal keer', { exact: true }).tap();
    await add.getByRole('textbox', { name: /Aantal keer/ }).fill('3');
    await add.getByRole('button', { name: 'Opslaan' }).tap();
    await expect(toastList(page).getByText('3 periodes staan in je agenda.')).toBeVisible();
    await expect(cell(page, '2027-03-01')).toBeFocused();

    const edit = await openItem(page, 'maandag 8 maart 2027');
    await edit.getByText('Hele dag', { exact: true }).tap();
    await edit.getByRole('button', { name: 'Opslaan' }).tap();
    await expect(edit).toBeHidden();
    await expect(cell(page, '2027-03-08')).toBeFocused();

    const removal = await openItem(page, 'maandag 15 maart 2027');
    await removal.getByRole('button', { name: 'Verwijderen' }).tap();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Alleen deze' }).tap();
    await expect(removal).toBeHidden();
    await expect(cell(page, '2027-03-15')).toBeFocused();

    await toastList(page).getByRole('button', { name: 'Ongedaan maken' }).tap();
    await expect(toastList(page).getByText('De periode staat weer in je agenda.')).toBeVisible();
    await expect(cell(page, '2027-03-15').locator('[data-type="unavailable"]')).toHaveCount(1);
    await expect(cell(page, '2027-03-15')).toBeFocused();
  });

  test('marking many days and undoing it leave the focus on the first changed day', async ({
    page,
  }) => {
    await page.goto('/calendar/month/2027/4/1?scenario=empty');
    await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy');
    await page.getByRole('button', { name: 'Dagen selecteren' }).tap();
    for (const key of ['2027-04-05', '2027-04-06', '2027-04-07']) await cell(page, key).tap();
    const bar = page.getByRole('region', { name: 'Geselecteerde dagen' });
    await bar.getByRole('button', { name: 'Niet beschikbaar' }).tap();
    await expect(toastList(page).getByText('3 dagen niet beschikbaar gemaakt.')).toBeVisible();
    await expect(cell(page, '2027-04-05')).toBeFocused();
    await toastList(page).getByRole('button', { name: 'Ongedaan maken' }).tap();
    await expect(toastList(page).getByText('Ongedaan gemaakt')).toBeVisible();
    await expect(page.getByRole('grid').locator('[data-type="unavailable"]')).toHaveCount(0);
    await expect(cell(page, '2027-04-05')).toBeFocused();
  });

  test("a failed save of one date of a series leaves the focus on its 'Opslaan'", async ({
    page,
  }) => {
    await page.goto('/calendar/month/2027/3/1/add?scenario=empty');
    const add = page.getByRole('dialog', { name: 'Niet beschikbaar toevoegen' });
    await add.getByText('Wekelijks', { exact: true }).tap();
    await add.getByText('Na aantal keer', { exact: true }).tap();
    await add.getByRole('textbox', { name: /Aantal keer/ }).fill('2');
    await add.getByRole('button', { name: 'Opslaan' }).tap();
    await expect(add).toBeHidden();
    await page.goto('/calendar/month/2027/3/1?fault=calendar:updateCalendarItem:1702');
    const edit = await openItem(page, 'maandag 8 maart 2027');
    await edit.getByText('Hele dag', { exact: true }).tap();
    const save = edit.getByRole('button', { name: 'Opslaan' });
    await save.tap();
    await expect(edit.getByRole('alert')).toHaveText(
      'Er bestaat al een agenda-item op dit tijdstip.',
    );
    await expect(save).toBeEnabled();
    await expect(save).toBeFocused();
  });

  test('saving a review and switching a preference leave the focus on their control', async ({
    page,
  }) => {
    await page.goto('/reviews?mock-reset');
    await page.getByRole('radio', { name: '1 van 5 sterren' }).focus();
    await page.keyboard.press('Space');
    const save = page.getByRole('button', { name: 'Opslaan' });
    await save.tap();
    await expect(page.getByText('Je review is opgeslagen', { exact: true })).toBeVisible();
    await expect(save).toBeFocused();

    await page.goto('/settings/preferences');
    const toggle = page.getByRole('switch', {
      name: 'Uitnodigingen voor opdrachten per e-mail ontvangen',
    });
    await expect(toggle).toBeAttached();
    await page.getByText('Uitnodigingen voor opdrachten per e-mail ontvangen').tap();
    await expect(toastList(page).getByText('Je voorkeuren zijn opgeslagen')).toBeVisible();
    await expect(toggle).toBeEnabled();
    await expect(toggle).toBeFocused();
  });
});
