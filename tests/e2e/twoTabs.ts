import { expect, type Page } from '@playwright/test';

/**
 * Two tabs of one browser (two pages of one context, sharing localStorage, cookies and the back
 * end's one session) for the tests of 'one account per browser' (issue 37, decision 0027).
 */

/** Makes a page deaf to the other pages' news (no BroadcastChannel), as a browser without it. */
export async function withoutNewsOfOtherTabs(page: Page): Promise<void> {
  await page.addInitScript(() => Reflect.deleteProperty(window, 'BroadcastChannel'));
}

/** The browser's storage as a page of the portal's origin sees it: its keys, and cookies. */
export async function storageOf(page: Page) {
  const [local, session] = await page.evaluate(() => [
    Object.keys(localStorage).sort(),
    Object.keys(sessionStorage).sort(),
  ]);
  const cookies = (await page.context().cookies()).map(({ name, domain }) => `${name}@${domain}`);
  return { localStorage: local, sessionStorage: session, cookies };
}

/** The personal data form with `initials` typed into it (a draft is kept of it). */
export async function typeInitials(page: Page, initials: string): Promise<void> {
  const field = page.getByLabel('Voorletters');
  await expect(field).toBeVisible();
  await field.fill(initials);
  await field.blur();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('pidz.form-draft.profile-personal')))
    .toContain(initials);
}

/** The initials the back end at `server` holds for the account signed in now. */
export async function initialsOnServer(page: Page, server: string): Promise<string> {
  const session = (await (await page.request.get(`${server}/auth/check-session`)).json()) as {
    access_token: string;
  };
  const answer = await page.request.post(`${server}/api-rpc-cognito/`, {
    headers: { Authorization: `Bearer ${session.access_token}` },
    data: {
      jsonrpc: '2.0',
      id: 1,
      method: 'pidz.services.api.freelancer:getCurrentFreelancer',
      params: {},
    },
  });
  const { result } = (await answer.json()) as { result: { initials: string | null } };
  return result.initials ?? '';
}
