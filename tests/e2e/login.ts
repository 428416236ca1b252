import { expect, type Page } from '@playwright/test';
import { totpCode } from '../../mocks/identity/totp.ts';

/**
 * Signing in on the login page (app/login, docs/decisions/0021) by keyboard, as the sign-in tests
 * do it: the personas of mocks/identity/personas.ts, their codes, and the device question.
 */

/** Every persona's password. */
export const PASSWORD = 'Welkom01!';

/** Types the e-mail address (unless the page kept it) and password, and sends them. */
export async function signInByKeyboard(
  page: Page,
  email: string,
  password = PASSWORD,
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  const emailField = page.getByLabel('E-mailadres');
  const passwordField = page.getByLabel('Wachtwoord', { exact: true });
  if ((await emailField.inputValue()) === '') {
    await expect(emailField).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
  }
  // After a password reset the page keeps the address and starts at the password.
  await expect(emailField).toHaveValue(email);
  await expect(passwordField).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** Answers 'Dit apparaat onthouden?' by keyboard: Enter remembers, Tab and Enter does not. */
export async function answerDevice(page: Page, remember: boolean): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dit apparaat onthouden?' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Onthouden', exact: true })).toBeFocused();
  if (!remember) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Niet onthouden' })).toBeFocused();
  }
  await page.keyboard.press('Enter');
}

/**
 * A persona without a second factor signs in: the password only (the page asks about the device
 * only after a second step, decision 0021).
 */
export async function signInAs(page: Page, email: string): Promise<void> {
  await signInByKeyboard(page, email);
}

/**
 * Records the text of every level-1 heading the pages of `page` show from now on, across page
 * loads (a MutationObserver in each document), newest last: the steps the login page went through.
 */
export async function recordHeadings(page: Page): Promise<string[]> {
  const headings: string[] = [];
  await page.exposeFunction('recordHeading', (text: string) => {
    if (headings.at(-1) !== text) headings.push(text);
  });
  await page.addInitScript(() => {
    const record = (window as unknown as { recordHeading: (text: string) => void }).recordHeading;
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1')) record(heading.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return headings;
}

/** The mock's page of sent codes, read in the page (the in-browser mock answers its own fetch). */
async function messagesPage(page: Page, server: string | undefined): Promise<string> {
  if (server) return (await page.request.get(`${server}/mock/messages`)).text();
  return page.evaluate(async () => (await fetch('/mock/messages')).text());
}

/**
 * The newest code the mocked provider sent to `address` (a phone number or e-mail address), from
 * its QA page `/mock/messages`: on `server` (a Node mock server), else in the in-browser mock.
 */
export async function lastCode(page: Page, address: string, server?: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const markup = await messagesPage(page, server);
    const section = markup.split(`<h2>${address}</h2>`)[1] ?? '';
    code = /<td>(\d{6})<\/td>/.exec(section)?.[1];
    expect(code).toBeDefined();
  }).toPass();
  return code ?? '';
}

/** Types a six-digit code into the focused code field of the step titled `title`, and sends it. */
export async function enterCode(page: Page, title: string, code: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** The authenticator app's current code for `secret`. */
export function appCode(secret: string): string {
  return totpCode(secret, Date.now());
}
