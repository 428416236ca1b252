import { expect, test, type Page } from '@playwright/test';
import {
  answerDevice,
  appCode,
  enterCode,
  lastCode,
  PASSWORD,
  signInAs,
  signInByKeyboard,
} from './login.ts';

/**
 * The login page (app/login, issue 26) on the mock build, one test per persona of
 * mocks/identity/personas.ts, by keyboard: each challenge of the sign-in, the password reset and
 * the lock-out. The codes the mocked provider 'sends' are read from its QA page, /mock/messages.
 * The remembered devices need the provider to outlive a page load: production-build.spec.ts runs
 * them on the Node mock server.
 */

async function openLoginPage(page: Page): Promise<void> {
  await page.goto('/login/?mock-reset');
}

/** The portal of the freelancer, where every new persona leads. */
async function expectFreelancersPortal(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
  await expect(page).toHaveURL(/\/calendar\/month/);
}

test('a persona without a second factor signs in and is asked whether to remember the device', async ({
  page,
}) => {
  await openLoginPage(page);
  await signInAs(page, 'lotte.jansen@example.nl');
  await expect(page.getByRole('button', { name: 'Lotte Jansen' })).toBeVisible();
});

test('an SMS code (SMS_MFA): the code the mock sent, never shown on the page; a wrong one is refused', async ({
  page,
}) => {
  await openLoginPage(page);
  await signInByKeyboard(page, 'sms-code@example.nl');
  await enterCode(page, 'Sms-code', '000000');
  await expect(page.getByRole('alert')).toHaveText('Deze code klopt niet. Probeer het opnieuw.');
  const code = await lastCode(page, '+31612345601');
  await expect(page.getByText(code)).toHaveCount(0);
  await page.getByLabel('Code', { exact: true }).fill('');
  await enterCode(page, 'Sms-code', code);
  await answerDevice(page, false);
  await expectFreelancersPortal(page);
});

test('a choice of second factor (SELECT_MFA_TYPE): the authenticator app', async ({ page }) => {
  await openLoginPage(page);
  await signInByKeyboard(page, 'keuze-factor@example.nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Tweede stap kiezen' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Een code per sms' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByRole('radio', { name: 'Een code uit je authenticator-app' }),
  ).toBeChecked();
  await page.keyboard.press('Enter');
  await enterCode(page, 'Verificatiecode', appCode('PIDZKEUZEFACTORSMSOFAPPGEHEIMSLT'));
  await answerDevice(page, false);
  await expectFreelancersPortal(page);
});

test('setting up an authenticator app (MFA_SETUP): the secret as text and QR code, then its code', async ({
  page,
}) => {
  await openLoginPage(page);
  await signInByKeyboard(page, 'factor-instellen@example.nl');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Authenticator-app instellen' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR-code voor je authenticator-app' })).toBeVisible();
  const secret = (await page.locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await enterCode(page, 'Authenticator-app instellen', appCode(secret));
  // The SDK signs in after the setup without asking about the device.
  await expectFreelancersPortal(page);
});

test('an authenticator code (SOFTWARE_TOKEN_MFA); the admin impersonates after it', async ({
  page,
}) => {
  await openLoginPage(page);
  await signInByKeyboard(page, 'jeroen.bakker@pidz.nl');
  await enterCode(page, 'Verificatiecode', appCode('PIDZADMINJEROENBAKKERTOTPGEHEIM2'));
  await answerDevice(page, false);
  const menuButton = page.getByRole('button', { name: 'Sanne de Vries' });
  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: 'Terug naar admin' })).toBeVisible();
});

test('a custom challenge (CUSTOM_CHALLENGE): the code sent by e-mail', async ({ page }) => {
  await openLoginPage(page);
  await signInByKeyboard(page, 'extra-vraag@example.nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Extra controle' })).toBeVisible();
  await enterCode(page, 'Extra controle', await lastCode(page, 'extra-vraag@example.nl'));
  await answerDevice(page, false);
  await expectFreelancersPortal(page);
});

test('a new password (NEW_PASSWORD_REQUIRED) with the policy', async ({ page }) => {
  await openLoginPage(page);
  await signInByKeyboard(page, 'nieuw-wachtwoord@example.nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord' })).toBeVisible();
  const newPassword = page.getByLabel('Nieuw wachtwoord');
  await expect(newPassword).toBeFocused();
  await expect(newPassword).toHaveAccessibleDescription(/Minstens 8 tekens/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Een nieuw wachtwoord is verplicht.');
  await page.keyboard.type('zwak');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Dit wachtwoord voldoet niet aan de eisen.');
  await newPassword.fill('');
  await page.keyboard.type('Nieuw-Wachtwoord1');
  await page.keyboard.press('Enter');
  await answerDevice(page, false);
  await expectFreelancersPortal(page);
});

test('a password that must be reset (PasswordResetRequiredException) leads to the reset steps', async ({
  page,
}) => {
  await openLoginPage(page);
  const email = 'wachtwoord-herstellen@example.nl';
  await signInByKeyboard(page, email);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' }),
  ).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
  await page.keyboard.type(await lastCode(page, email));
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hersteld-Wachtwoord1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(
    'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.',
  );
  await signInByKeyboard(page, email, 'Hersteld-Wachtwoord1');
  await answerDevice(page, false);
  await expectFreelancersPortal(page);
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
  await answerDevice(page, false);
  await expectFreelancersPortal(page);
});

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
