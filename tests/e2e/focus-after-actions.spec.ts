import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseFileByKeyboard, follow, tabTo } from './keyboard.ts';

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
        { name: 'vog-focus.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(4096) },
        150,
      );
      await tabTo(page, vog.getByRole('button', { name: 'Uploaden' }));
      await page.keyboard.press('Enter');
      await expect(vog.getByRole('listitem').filter({ hasText: 'vog-focus.pdf' })).toContainText(
        'Wacht op controle',
      );
      await expect(vog).toBeFocused();
    });

    test("removing a document leaves the focus on its card, and a document's download on its button", async ({
      page,
    }) => {
      await page.goto('/settings/profile?mock-reset');
      const card = page.getByRole('region', { name: 'Uittreksel Kamer van Koophandel' });
      const fileName = 'uittreksel-kvk-zorg-de-vries.pdf';
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
      await expect(card).toBeFocused();
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
