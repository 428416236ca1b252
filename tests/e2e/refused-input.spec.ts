import { expect, test } from './guard.ts';

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

test('files are checked by their content and name before anything is sent', async ({ page }) => {
  await page.goto('/settings/profile');
  const vog = page.getByRole('region', {
    name: 'Verklaring Omtrent het Gedrag (VOG)',
    exact: true,
  });
  const input = vog.locator('input[type="file"]');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('asset:addAsset')) sent.push(request.url());
  });
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  const choose = (name: string, buffer: Buffer) =>
    input.setInputFiles({ name, mimeType: 'application/pdf', buffer });
  const chosen = vog.getByRole('list', { name: /Gekozen bestanden/ });

  await choose('leeg.pdf', Buffer.alloc(0));
  await expect(vog.getByRole('alert')).toContainText('Het volgende bestand is leeg');
  await choose(`${'a'.repeat(296)}.pdf`, pdf);
  await expect(vog.getByRole('alert')).toContainText(
    'De naam van het volgende bestand is te lang, maximaal 255 tekens',
  );
  for (const name of ['programma.pdf', 'evil.exe.pdf']) {
    await choose(name, Buffer.from('MZ\x90\x00\x03\x00\x00\x00'));
    await expect(
      page.getByText('Alleen PDF, PNG, JPEG en HEIC bestanden zijn toegestaan').first(),
    ).toBeVisible();
  }
  await expect(chosen).toHaveCount(0);

  await choose('../../../etc/passwd.pdf', pdf);
  await expect(chosen).toContainText('passwd.pdf');
  await expect(chosen).not.toContainText('etc');
  expect(sent).toEqual([]);
});
