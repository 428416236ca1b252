import { expect, type Page } from '@playwright/test';
import { answerDevice, appCode, enterCode, lastCode, signInByKeyboard } from './login.ts';

/**
 * The paths through the login page of the personas with a challenge (mocks/identity/personas.ts),
 * by keyboard, from the open login page to the freelancer's portal. The codes the mocked provider
 * 'sends' come from its QA page on `server` (a Node mock server), else from the in-browser mock.
 * login-personas.spec.ts walks them on the mock build, signin.spec.ts on the production build.
 */
export interface PersonaPath {
  title: string;
  signIn: (page: Page, server?: string) => Promise<void>;
}

/** The portal of the freelancer, where every new persona leads. */
export async function expectFreelancersPortal(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
  await expect(page).toHaveURL(/\/calendar\/month/);
}

export const personaPaths: readonly PersonaPath[] = [
  {
    title:
      'an SMS code (SMS_MFA): the code the mock sent, never shown on the page; a wrong one is refused',
    signIn: async (page, server) => {
      await signInByKeyboard(page, 'sms-code@example.nl');
      await enterCode(page, 'Sms-code', '000000');
      await expect(page.getByRole('alert')).toHaveText(
        'Deze code klopt niet. Probeer het opnieuw.',
      );
      const code = await lastCode(page, '+31612345601', server);
      await expect(page.getByText(code)).toHaveCount(0);
      await page.getByLabel('Code', { exact: true }).fill('');
      await enterCode(page, 'Sms-code', code);
      await answerDevice(page, false);
      await expectFreelancersPortal(page);
    },
  },
  {
    title: 'a choice of second factor (SELECT_MFA_TYPE): the authenticator app',
    signIn: async (page) => {
      await signInByKeyboard(page, 'keuze-factor@example.nl');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Tweede stap kiezen' }),
      ).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Een code per sms' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(
        page.getByRole('radio', { name: 'Een code uit je authenticator-app' }),
      ).toBeChecked();
      await page.keyboard.press('Enter');
      await enterCode(page, 'Verificatiecode', appCode('PIDZKEUZEFACTORSMSOFAPPGEHEIMSLT'));
      await answerDevice(page, false);
      await expectFreelancersPortal(page);
    },
  },
  {
    title:
      'setting up an authenticator app (MFA_SETUP): the secret as text and QR code, then its code',
    signIn: async (page) => {
      await signInByKeyboard(page, 'factor-instellen@example.nl');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Authenticator-app instellen' }),
      ).toBeVisible();
      await expect(
        page.getByRole('img', { name: 'QR-code voor je authenticator-app' }),
      ).toBeVisible();
      const secret = (await page.locator('code').textContent()) ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await enterCode(page, 'Authenticator-app instellen', appCode(secret));
      // The SDK signs in after the setup without asking about the device.
      await expectFreelancersPortal(page);
    },
  },
  {
    title: 'an authenticator code (SOFTWARE_TOKEN_MFA); the admin impersonates after it',
    signIn: async (page) => {
      await signInByKeyboard(page, 'jeroen.bakker@pidz.nl');
      await enterCode(page, 'Verificatiecode', appCode('PIDZADMINJEROENBAKKERTOTPGEHEIM2'));
      await answerDevice(page, false);
      const menuButton = page.getByRole('button', { name: 'Sanne de Vries' });
      await menuButton.click();
      await expect(page.getByRole('menuitem', { name: 'Terug naar admin' })).toBeVisible();
    },
  },
  {
    title: 'a custom challenge (CUSTOM_CHALLENGE): the code sent by e-mail',
    signIn: async (page, server) => {
      await signInByKeyboard(page, 'extra-vraag@example.nl');
      await expect(page.getByRole('heading', { level: 1, name: 'Extra controle' })).toBeVisible();
      await enterCode(
        page,
        'Extra controle',
        await lastCode(page, 'extra-vraag@example.nl', server),
      );
      await answerDevice(page, false);
      await expectFreelancersPortal(page);
    },
  },
  {
    title: 'a new password (NEW_PASSWORD_REQUIRED) with the policy',
    signIn: async (page) => {
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
      await expectFreelancersPortal(page);
    },
  },
  {
    title:
      'a password that must be reset (PasswordResetRequiredException) leads to the reset steps',
    signIn: async (page, server) => {
      const email = 'wachtwoord-herstellen@example.nl';
      await signInByKeyboard(page, email);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' }),
      ).toBeVisible();
      await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
      await page.keyboard.type(await lastCode(page, email, server));
      await page.keyboard.press('Tab');
      await page.keyboard.type('Hersteld-Wachtwoord1');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).toHaveText(
        'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.',
      );
      await signInByKeyboard(page, email, 'Hersteld-Wachtwoord1');
      await expectFreelancersPortal(page);
    },
  },
];
