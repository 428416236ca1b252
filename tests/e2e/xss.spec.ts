import { expect, test } from './guard.ts';

/**
 * Every string the server sends is rendered as text (OWASP ASVS V5): script and markup payloads in
 * the user's name, organisation and institution names and an error message show as the text they
 * are, and none of them runs. This drives the mock build, which has no Content-Security-Policy, so
 * nothing but the rendering stands between a payload and its execution.
 */

const payloads = {
  name: '<img src=x onerror="window.__xss=1">',
  organisation: '<script>window.__xss=2</script>Zorggroep',
  institution: '"><svg onload="window.__xss=3"></svg>',
  message: '<img src=y onerror="window.__xss=4">',
};

test('script and markup from the server are shown as text and never run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/calendar/month?mock-reset&scenario=freelancer');
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();

  // The mocked back end keeps its state in sessionStorage: put the payloads into it.
  await page.evaluate((text) => {
    const state = JSON.parse(sessionStorage.getItem('pidz.mock.state') ?? '{}');
    state.user.first_name = text.name;
    state.account.first_name = text.name;
    for (const item of state.calendarItems) {
      if (item.organisation_name) item.organisation_name = text.organisation;
    }
    for (const education of state.resume.educations) education.institution_name = text.institution;
    sessionStorage.setItem('pidz.mock.state', JSON.stringify(state));
  }, payloads);

  await page.reload();
  await expect(page.getByRole('button', { name: `${payloads.name} de Vries` })).toBeVisible();
  await expect(page.getByText(payloads.organisation).first()).toBeVisible();

  await page.goto('/cv');
  await expect(page.getByText(payloads.institution).first()).toBeVisible();

  // An error answer whose message is markup: the toast shows the catalogue's text.
  await page.evaluate((message) => {
    const options = JSON.parse(sessionStorage.getItem('pidz.mock.options') ?? '{}');
    options.faults = [{ method: 'pidz.services.api.resume:getResume', code: 600, message }];
    sessionStorage.setItem('pidz.mock.options', JSON.stringify(options));
  }, payloads.message);
  await page.reload();
  await expect(page.getByText('Oeps', { exact: true })).toBeVisible();
  await expect(page.getByText('Er is iets misgegaan', { exact: true })).toBeVisible();
  await expect(page.getByText('Je gegevens konden niet worden geladen.')).toBeVisible();
  await expect(page.getByText(payloads.message)).toHaveCount(0);

  const executed = await page.evaluate(() => ({
    flag: (window as unknown as { __xss?: number }).__xss,
    injected: document.querySelectorAll('img[src="x"], img[src="y"], svg[onload], #root script')
      .length,
  }));
  expect(executed).toEqual({ flag: undefined, injected: 0 });
  expect(dialogs).toEqual([]);
});
