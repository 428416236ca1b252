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
