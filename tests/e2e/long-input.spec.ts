import { expect, test, type Page } from './guard.ts';
import { typeInto, tabTo } from './keyboard';

/**
 * Long input on a phone (docs/decisions/0018-input-bounds): a name longer than its limit gets the
 * form's message, and the longest name the form takes, one word each, still wraps: no page is
 * wider than the 390 px viewport.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Whether the page scrolls sideways. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a name of 100 letters without a space wraps on the profile page at 390 px', async ({
  page,
}) => {
  test.slow(); // 200 letters by keyboard.
  const first = 'W'.repeat(100);
  const last = 'M'.repeat(100);
  await page.goto('/settings/profile/personal/edit');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Persoonsgegevens wijzigen' }),
  ).toBeVisible();
  await typeInto(page, 'Voornaam', `${first}W`);
  await page.keyboard.press('Tab');
  await expect(page.getByText('Maximaal 100 karakters')).toBeVisible();
  await typeInto(page, 'Voornaam', first);
  await typeInto(page, 'Achternaam', last);
  await expect(pageOverflow(page)).resolves.toBe(0);
  await tabTo(page, page.getByRole('button', { name: 'Opslaan' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(first) })).toBeVisible();
  await expect(pageOverflow(page)).resolves.toBe(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(pageOverflow(page)).resolves.toBe(0);
});
