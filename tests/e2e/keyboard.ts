import { expect, type Locator, type Page } from '@playwright/test';

/** What the end-to-end tests do by keyboard alone: tab to a control, follow a link, fill a form. */

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  await pressUntilFocused(page, 'Tab', target, limit);
}

/**
 * Presses Shift+Tab until `target` has focus (at most `limit` times): back to a control before
 * the focus, as a keyboard user reaches the month's selection bar above the grid (a Tab past the
 * page's last control leaves the page for the browser's own controls).
 */
export async function shiftTabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  await pressUntilFocused(page, 'Shift+Tab', target, limit);
}

async function pressUntilFocused(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  target: Locator,
  limit: number,
): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Follows a link by keyboard: Tab to it, Enter. */
export async function follow(page: Page, link: Locator): Promise<void> {
  await tabTo(page, link, 80);
  await page.keyboard.press('Enter');
}

/** Chooses `file` in the file chooser that `button` opens by keyboard (Tab to it, Enter). */
export async function chooseFileByKeyboard(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
  tabLimit?: number,
): Promise<void> {
  await tabTo(page, button, tabLimit);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
}

/** Opens the dropdown labelled `label` by keyboard, jumps to `option` by typing, and chooses it. */
export async function chooseByKeyboard(page: Page, label: string, option: string): Promise<void> {
  const button = page.getByRole('button', { name: new RegExp(label) });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await page.keyboard.type(option);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toContainText(option);
}

/** Types into the text field labelled `label` (after clearing it) by keyboard. */
export async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: new RegExp(label) });
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Types ISO date `iso` into the date field labelled `label`: day, month and year segments. */
export async function typeDate(page: Page, label: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  const firstSegment = page.getByRole('group', { name: label }).getByRole('spinbutton').first();
  await tabTo(page, firstSegment);
  await page.keyboard.type(`${day}${month}${year}`);
}
