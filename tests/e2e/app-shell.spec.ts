import { expect, test } from '@playwright/test';

test('/ redirects to the month calendar', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/calendar\/month(\/|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
});

test('the maintenance scenario replaces the app with the Onderhoud page', async ({ page }) => {
  await page.goto('/cv?scenario=maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Onderhoud' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'CV' })).toHaveCount(0);
  // The maintenance page, not the layout, replaced index.html's static frame.
  await expect(page.locator('#static-frame')).toHaveCount(0);
});
