import { expect, test } from './guard.ts';

test('/ redirects to the month calendar', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/calendar\/month(\/|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
});

test.describe('in maintenance', () => {
  // The back end says it is in maintenance: HTTP 503 on the health and session checks.
  test.use({ guard: { expected: [/503.*\/(health|auth\/check-session)/] } });

  test('the maintenance scenario replaces the app with the Onderhoud page', async ({ page }) => {
    await page.goto('/cv?scenario=maintenance');
    await expect(page.getByRole('heading', { level: 1, name: 'Onderhoud' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'CV' })).toHaveCount(0);
    // The maintenance page, not the layout, replaced index.html's static frame.
    await expect(page.locator('#static-frame')).toHaveCount(0);
  });
});

test.describe('the side menu on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('lies over a dimmed page; a tap outside it closes it (and reaches nothing below), as Escape does, with the focus on the menu button', async ({
    page,
  }) => {
    await page.goto('/cv');
    await expect(page.getByRole('heading', { level: 1, name: 'CV' })).toBeVisible({
      timeout: 15_000,
    });
    const button = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });

    await button.tap();
    await expect(menu).toBeVisible();
    // A tap on the page beside the menu (on the backdrop, over the page's own controls).
    await page.touchscreen.tap(370, 500);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(page).toHaveURL(/\/cv$/);

    await button.tap();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });
});
