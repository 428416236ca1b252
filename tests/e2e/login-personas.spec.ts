import { expect, test, type Page } from './guard.ts';
import { lastCode, PASSWORD, signInAs, signInByKeyboard } from './login.ts';
import { expectFreelancersPortal, personaPaths } from './personaPaths.ts';

/**
 * The login page (app/login, issue 26) on the mock build, one test per persona of
 * mocks/identity/personas.ts, by keyboard: each challenge of the sign-in, the password reset and
 * the lock-out. The codes the mocked provider 'sends' are read from its QA page, /mock/messages.
 * The remembered devices: signin.spec.ts, on the mock build and on the production build with the
 * Node mock server (where it runs the persona paths again).
 */

async function openLoginPage(page: Page): Promise<void> {
  await page.goto('/login/?mock-reset');
}

test.describe('a wrong code, a password to reset', () => {
  // The identity provider answers a wrong code or a reset password with HTTP 400, as Cognito does.
  test.use({ guard: { expected: [/HTTP 400 POST .*\/mock\/cognito\//] } });

  for (const path of personaPaths) {
    test(path.title, async ({ page }) => {
      await openLoginPage(page);
      await path.signIn(page);
    });
  }
});

test("'Wachtwoord vergeten?': a code by e-mail and a new password, then signing in with it", async ({
  page,
}) => {
  await openLoginPage(page);
  const forgot = page.getByRole('button', { name: 'Wachtwoord vergeten?' });
  for (let presses = 0; presses < 5; presses += 1) {
    if (await forgot.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(forgot).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
  const email = 'sanne.devries@example.nl';
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' }),
  ).toBeVisible();
  await page.keyboard.type(await lastCode(page, email));
  await page.keyboard.press('Tab');
  await page.keyboard.type('Vergeten-Wachtwoord1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(/Je wachtwoord is gewijzigd/);
  await signInByKeyboard(page, email, 'Vergeten-Wachtwoord1');
  await expectFreelancersPortal(page);
});

test.describe('wrong passwords', () => {
  // The identity provider answers each wrong password with HTTP 400, as Cognito does.
  test.use({ guard: { expected: [/HTTP 400 POST .*\/mock\/cognito\//] } });

  test('five wrong passwords in a row: the provider locks the user out, in Dutch', async ({
    page,
  }) => {
    await openLoginPage(page);
    const email = 'm.elamrani@example.nl';
    await signInByKeyboard(page, email, 'Fout-wachtwoord1');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Onjuist e-mailadres of wachtwoord.');
    const password = page.getByLabel('Wachtwoord', { exact: true });
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await password.fill(`Fout-wachtwoord${attempt}`);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Inloggen' })).toBeEnabled();
    }
    await password.fill(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(alert).toHaveText(
      'Je hebt te vaak een onjuist wachtwoord ingevuld. Wacht een kwartier en probeer het dan opnieuw.',
    );
  });
});

test('nothing of the password leaves the page but the SRP values, and no token is in an address', async ({
  page,
}) => {
  const bodies: string[] = [];
  const addresses: string[] = [];
  page.on('request', (request) => {
    addresses.push(request.url());
    bodies.push(request.postData() ?? '');
  });
  await openLoginPage(page);
  await signInAs(page, 'lotte.jansen@example.nl');
  await expect(page.getByRole('button', { name: 'Lotte Jansen' })).toBeVisible();
  expect(bodies.filter((body) => body.includes(PASSWORD))).toEqual([]);
  expect(bodies.some((body) => body.includes('SRP_A'))).toBe(true);
  expect(addresses.filter((address) => /token|eyJ/i.test(address))).toEqual([]);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toMatch(/idToken|accessToken|refreshToken/);
});
