import { expect, test } from '@playwright/test';

/**
 * Input the portal refuses instead of changing (issue 37): what was typed stays, with a Dutch
 * message, and nothing is saved. Real focus changes (a click on 'Opslaan'), as the story tests'
 * scripted ones are not.
 */

test('a birth date that does not exist is refused as typed, not saved as the month’s last day', async ({
  page,
}) => {
  await page.goto('/settings/profile/personal/edit');
  const segments = page.getByRole('group', { name: 'Geboortedatum' }).getByRole('spinbutton');
  await segments.first().click();
  await page.keyboard.type('31021990');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Deze datum bestaat niet').first()).toBeVisible();
  await expect(segments).toHaveText(['31', '02', '1990']);
  await expect(page).toHaveURL(/\/settings\/profile\/personal\/edit$/);
  await page.goto('/settings/profile');
  await expect(page.getByText('28 februari 1990')).toHaveCount(0);
});
