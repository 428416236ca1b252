import { expect, test, type Page } from './guard.ts';
import { recordViolations } from './cspViolations.ts';
import {
  answerDevice,
  appCode,
  lastCode,
  recordHeadings,
  signInAs,
  signInByKeyboard,
} from './login.ts';
import { personaPaths } from './personaPaths.ts';
import { productionAppUrl, signInServerUrl } from './servers.ts';
import { initialsOnServer, storageOf, typeInitials, withoutNewsOfOtherTabs } from './twoTabs.ts';

/**
 * Signing out and in (issues #17 and #26): the login page beside the portal (`/login/`), the test
 * logins, and sessions that expire. Most tests drive the mock build (its in-browser mock, fresh per
 * test); the last ones drive the production build against the Node mock server meant for the
 * sign-in tests (servers.ts), whose identity provider keeps remembered devices. The logins are in
 * the README; every persona is in login-personas.spec.ts.
 */

/** 'Uitloggen' from the profile menu of `name`, by keyboard. */
async function logOutByKeyboard(page: Page, name: string): Promise<void> {
  const menuButton = page.getByRole('button', { name });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const logOut = page.getByRole('menuitem', { name: 'Uitloggen' });
  await expect(page.getByRole('menu')).toBeVisible();
  for (let presses = 0; presses < 8; presses += 1) {
    if (await logOut.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(logOut).toBeFocused();
  await page.keyboard.press('Enter');
}

test('sign out, and in again as another persona, by keyboard: their portal, also after a reload', async ({
  page,
}) => {
  await page.goto('/cv?mock-reset&scenario=freelancer');
  const sanne = page.getByRole('button', { name: 'Sanne de Vries' });
  await expect(sanne).toBeVisible();

  await logOutByKeyboard(page, 'Sanne de Vries');
  await expect(page).toHaveURL(/\/login\/\?returnTo=/);
  await expect(page).toHaveTitle('Inloggen');
  // The portal's page left the history: back does not bring its data.
  const loginUrl = page.url();
  await page.goBack();
  await expect(sanne).toHaveCount(0);
  await page.goto(loginUrl);

  await signInAs(page, 'm.elamrani@example.nl');
  await expect(page).toHaveURL(/\/calendar\/month/);
  await expect(page.getByRole('button', { name: 'Mohamed El Amrani' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Facturen/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Mohamed El Amrani' })).toBeVisible();
});

test('without a session the portal sends the user to sign in and back to the same page', async ({
  page,
}) => {
  await page.goto('/dashboard?mock-reset&scenario=freelancer');
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
  // Every read of the dashboard answered first: a call refused after the logout would make the
  // page itself go to sign in, while the test opens /cv.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => fetch('/auth/logout', { method: 'POST' }));
  await page.goto('/cv');
  await expect(page).toHaveURL(
    new RegExp(`/login/\\?returnTo=${encodeURIComponent(new URL('/cv', page.url()).href)}`),
  );
  await signInByKeyboard(page, 'test@pidz.nl', 'Test1234!');
  await expect(page).toHaveURL(/\/cv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
});

test('the test logins: a wrong password is refused in Dutch; an expired one asks for a new password', async ({
  page,
}) => {
  await page.goto('/login/?mock-reset');
  await signInByKeyboard(page, 'test-fout-wachtwoord@pidz.nl', 'Test1234!');
  await expect(page.getByRole('alert')).toHaveText('Onjuist e-mailadres of wachtwoord.');
  await expect(page.getByLabel('Wachtwoord', { exact: true })).toBeFocused();
  await expect(page.getByLabel('E-mailadres')).toHaveValue('test-fout-wachtwoord@pidz.nl');

  await page.getByLabel('E-mailadres').fill('test-verlopen-wachtwoord@pidz.nl');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Test1234!');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord' })).toBeVisible();
  const newPassword = page.getByLabel('Nieuw wachtwoord');
  await expect(newPassword).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Een nieuw wachtwoord is verplicht.');
  await page.keyboard.type('zwak');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Dit wachtwoord voldoet niet aan de eisen.');
  await expect(newPassword).toHaveAccessibleDescription(/Minstens 8 tekens/);
  await page.keyboard.type('Nieuw-Wachtwoord1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
});

test('an expiring session is refreshed once, however many calls wait, and goes on', async ({
  page,
}) => {
  await page.clock.install();
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/refresh-tokens')) refreshes.push(request.url());
  });
  await page.goto('/calendar/month?mock-reset&scenario=session-expiring');
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
  expect(refreshes).toEqual([]);

  // 35 s later the 90-second token has less than 60 s left: the next calls refresh it first.
  await page.clock.fastForward(35_000);
  await page.getByRole('link', { name: /^CV/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Agenda' }).click();
  await page
    .getByRole('button', { name: /Volgende/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
  expect(refreshes).toHaveLength(1);
  await expect(page).not.toHaveURL(/\/login\//);
});

test.describe('a refresh the provider refuses', () => {
  // The session ends under the page: its refresh is refused with HTTP 401.
  test.use({ guard: { expected: [/HTTP 401 POST .*\/auth\/refresh-tokens/] } });

  test('a refused refresh sends the user to sign in, and back to the same page with what they typed', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/cv/languages/add?mock-reset&scenario=refresh-refused');
    await expect(page.getByRole('heading', { level: 1, name: 'Taal toevoegen' })).toBeVisible();
    const combobox = page.getByRole('combobox', { name: 'Taal' });
    await combobox.fill('Frans');
    await page.getByRole('option', { name: 'Frans' }).click();
    await page.getByText('Basisniveau', { exact: true }).click();

    await page.clock.fastForward(35_000);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(/\/login\/\?returnTo=.*%2Fcv%2Flanguages%2Fadd/);
    await expect(page.getByText('Oeps')).toHaveCount(0);

    await signInAs(page, 'verversen-geweigerd@example.nl');
    await expect(page).toHaveURL(/\/cv\/languages\/add(\?|$)/);
    await expect(
      page.getByText('We hebben je niet-opgeslagen wijzigingen teruggezet.'),
    ).toBeVisible();
    await expect(combobox).toHaveValue('Frans');
    await expect(page.getByRole('radio', { name: 'Basisniveau' })).toBeChecked();
  });
});

test.describe('a refused refresh', () => {
  // The session ends under the form: its refresh is refused with HTTP 401.
  test.use({ guard: { expected: [/HTTP 401 POST .*\/auth\/refresh-tokens/] } });

  test("a half-typed form of one user is never restored into the next user's account", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/settings/profile/bank/edit?mock-reset&scenario=refresh-refused');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bankgegevens wijzigen' }),
    ).toBeVisible();
    const iban = page.getByRole('textbox', { name: 'IBAN' });
    const holder = page.getByRole('textbox', { name: 'Tenaamstelling' });
    await iban.fill('NL02 ABNA 0123 4567 89');
    await holder.fill('Iemand Anders');

    await page.clock.fastForward(35_000);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(/\/login\/\?returnTo=.*%2Fsettings%2Fprofile%2Fbank%2Fedit/);

    await signInAs(page, 'lotte.jansen@example.nl');
    await expect(page).toHaveURL(/\/settings\/profile\/bank\/edit(\?|$)/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bankgegevens wijzigen' }),
    ).toBeVisible();
    await expect(holder).not.toHaveValue('Iemand Anders');
    await expect(iban).not.toHaveValue('NL02 ABNA 0123 4567 89');
    await expect(
      page.getByText('We hebben je niet-opgeslagen wijzigingen teruggezet.'),
    ).toHaveCount(0);
    // Nothing of the other user's input is left in this browser either.
    const drafts = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('pidz.form-draft.')),
    );
    expect(drafts).toEqual([]);
  });
});

/** The SDK's keys of devices this browser keeps (localStorage). */
function storedDeviceKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('.deviceKey')));
}

test("a persona without a second step signs in without 'Dit apparaat onthouden?', and no device is kept", async ({
  page,
}) => {
  const headings = await recordHeadings(page);
  await page.goto('/login/?mock-reset');
  await signInByKeyboard(page, 'sanne.devries@example.nl');
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
  expect(headings).not.toContain('Dit apparaat onthouden?');
  expect(await storedDeviceKeys(page)).toEqual([]);
});

test('a device remembered after the SMS code is remembered at the next sign-in after a reload: no code, no question (issue 38)', async ({
  page,
}) => {
  // Two sign-ins by SRP in the page (and one by device SRP): a second or more each on a busy machine.
  test.setTimeout(90_000);
  const email = 'apparaat-onthouden@example.nl';
  const headings = await recordHeadings(page);
  await page.goto('/login/?mock-reset');
  await signInByKeyboard(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Sms-code' })).toBeVisible();
  await page.keyboard.type(await lastCode(page, '+31612345603'));
  await page.keyboard.press('Enter');
  await answerDevice(page, true);
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
  expect(await storedDeviceKeys(page)).toHaveLength(1);

  await logOutByKeyboard(page, 'Sanne de Vries');
  await expect(page).toHaveURL(/\/login\/\?returnTo=/);
  await page.reload();
  const before = headings.length;
  await signInByKeyboard(page, email);
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
  expect(headings.slice(before)).not.toContain('Sms-code');
  expect(headings.slice(before)).not.toContain('Dit apparaat onthouden?');
});

/**
 * The production build on the sign-in server: one test after the other (both sign out, and the
 * server's session is shared). Each starts the freelancer over: a scenario starts over only when
 * it changes, so the server passes through another one first.
 */
test.describe('the production build on the Node mock server', () => {
  test.describe.configure({ mode: 'default' });

  async function startFreelancerOver(page: Page): Promise<void> {
    for (const scenario of ['empty', 'freelancer']) {
      expect((await page.request.get(`${signInServerUrl}/health?scenario=${scenario}`)).ok()).toBe(
        true,
      );
    }
  }

  /**
   * Sanne signed in on the sign-in server in `page`, and a second tab of the same browser that
   * hears nothing from the first (twoTabs.ts): what it learns, it learns from the session itself.
   */
  async function sanneWithADeafSecondTab(page: Page): Promise<Page> {
    await startFreelancerOver(page);
    await page.goto(`${productionAppUrl}/cv?backend=${encodeURIComponent(signInServerUrl)}`);
    await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
    const second = await page.context().newPage();
    await withoutNewsOfOtherTabs(second);
    return second;
  }

  test('signs out and in, and returns to the portal', async ({ page }) => {
    await startFreelancerOver(page);
    await page.goto(`${productionAppUrl}/cv?backend=${encodeURIComponent(signInServerUrl)}`);
    await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
    await logOutByKeyboard(page, 'Sanne de Vries');
    await expect(page).toHaveURL(
      `${productionAppUrl}/login/?returnTo=${encodeURIComponent(`${productionAppUrl}/`)}`,
    );
    await signInAs(page, 'lotte.jansen@example.nl');
    await expect(page).toHaveURL(new RegExp(`^${productionAppUrl}/calendar/month`));
    await expect(page.getByRole('button', { name: 'Lotte Jansen' })).toBeVisible();
  });

  test("after 'Uitloggen', Back shows no personal data: the session is asked again, not taken from a cache", async ({
    page,
  }) => {
    await startFreelancerOver(page);
    await page.goto(
      `${productionAppUrl}/settings/profile?backend=${encodeURIComponent(signInServerUrl)}`,
    );
    const email = page.getByText('sanne.devries@example.nl');
    await expect(email.first()).toBeVisible();
    await page.getByRole('link', { name: /^CV/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
    await logOutByKeyboard(page, 'Sanne de Vries');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`^${productionAppUrl}/login/\\?returnTo=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await expect(email).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toHaveCount(0);
  });

  test('a remembered device skips the SMS code at the next sign-in (DEVICE_SRP_AUTH)', async ({
    page,
  }) => {
    await startFreelancerOver(page);
    const phone = '+31612345603';
    await page.goto(`${productionAppUrl}/login/?backend=${encodeURIComponent(signInServerUrl)}`);
    await signInByKeyboard(page, 'apparaat-onthouden@example.nl');
    await expect(page.getByRole('heading', { level: 1, name: 'Sms-code' })).toBeVisible();
    await page.keyboard.type(await lastCode(page, phone, signInServerUrl));
    await page.keyboard.press('Enter');
    await answerDevice(page, true);
    await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
    const sent = await page.request.get(`${signInServerUrl}/mock/messages`);
    const codesBefore = (await sent.text()).split('<td>inlogcode</td>').length;

    await logOutByKeyboard(page, 'Sanne de Vries');
    await signInByKeyboard(page, 'apparaat-onthouden@example.nl');
    await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
    const after = await page.request.get(`${signInServerUrl}/mock/messages`);
    expect((await after.text()).split('<td>inlogcode</td>').length).toBe(codesBefore);
  });

  test.describe('the provider answers ResourceNotFoundException for the forgotten device', () => {
    test.use({ guard: { expected: [/HTTP 400 POST .*\/mock\/cognito\//] } });

    test('a remembered device the provider forgot: its data is cleared and the sign-in asks the second factor again', async ({
      page,
    }) => {
      const email = 'apparaat-vergeten@example.nl';
      const smsCode = async () => {
        await expect(page.getByRole('heading', { level: 1, name: 'Sms-code' })).toBeVisible();
        await page.keyboard.type(await lastCode(page, '+31612345604', signInServerUrl));
        await page.keyboard.press('Enter');
      };
      await startFreelancerOver(page);
      await page.goto(`${productionAppUrl}/login/?backend=${encodeURIComponent(signInServerUrl)}`);
      await signInByKeyboard(page, email);
      await smsCode();
      await answerDevice(page, true);
      await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
      expect(await storedDeviceKeys(page)).toHaveLength(1);

      await logOutByKeyboard(page, 'Sanne de Vries');
      await signInByKeyboard(page, email);
      // The provider answered ResourceNotFoundException for the old device: the code again, and the
      // question about the new one; not remembered, nothing of either is left.
      await smsCode();
      await answerDevice(page, false);
      await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
      expect(await storedDeviceKeys(page)).toEqual([]);
    });
  });

  test("the login page runs under the portal's Content-Security-Policy, QR code and all", async ({
    page,
  }) => {
    await startFreelancerOver(page);
    const violations = await recordViolations(page);
    await page.goto(`${productionAppUrl}/login/?backend=${encodeURIComponent(signInServerUrl)}`);
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    await signInByKeyboard(page, 'factor-instellen@example.nl');
    await expect(
      page.getByRole('img', { name: 'QR-code voor je authenticator-app' }),
    ).toBeVisible();
    const secret = (await page.locator('code').textContent()) ?? '';
    await page.keyboard.type(appCode(secret));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  /*
   * One account per browser (issue 37, decision 0027): two tabs of one browser, Sanne in both;
   * she signs out in the first, and Lotte signs in there.
   */
  test('a tab whose user signed out in another forgets her data and drafts, and shows the login page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await startFreelancerOver(page);
    await page.goto(`${productionAppUrl}/cv?backend=${encodeURIComponent(signInServerUrl)}`);
    await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
    const second = await page.context().newPage();
    const writes: string[] = [];
    second.on('request', (request) => {
      if (request.postData()?.includes('updateFreelancer')) writes.push(request.url());
    });
    await second.goto(`${productionAppUrl}/settings/profile/personal/edit`);
    await typeInitials(second, 'X.Y.');
    const initialsBefore = await initialsOnServer(page, signInServerUrl);

    await logOutByKeyboard(page, 'Sanne de Vries');
    await expect(second.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    const afterLogOut = { first: await storageOf(page), second: await storageOf(second) };
    console.log(`Storage after 'Uitloggen' with two tabs: ${JSON.stringify(afterLogOut)}`);
    for (const tab of [afterLogOut.first, afterLogOut.second]) {
      expect(tab.localStorage).not.toContain('pidz.offline-copy');
      expect(tab.sessionStorage.filter((key) => key.startsWith('pidz.form-draft.'))).toEqual([]);
    }

    await signInAs(page, 'lotte.jansen@example.nl');
    await expect(page.getByRole('button', { name: 'Lotte Jansen' })).toBeVisible();
    expect(await initialsOnServer(page, signInServerUrl)).not.toBe('X.Y.');
    expect(initialsBefore).not.toBe('X.Y.');
    expect(writes).toEqual([]);
    await second.close();
  });

  test.describe('another account signed in', () => {
    // The stale tab's call with the ended token is refused with HTTP 401.
    test.use({ guard: { expected: [/HTTP 401 POST .*\/api-rpc-cognito\//] } });

    test("a tab that finds another account signed in sends nothing of its user's and starts again as that account", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // Deaf to the first tab: it learns only from the session's answers.
      const second = await sanneWithADeafSecondTab(page);
      await second.goto(`${productionAppUrl}/settings/profile/personal/edit`);
      await typeInitials(second, 'X.Y.');

      await logOutByKeyboard(page, 'Sanne de Vries');
      await signInAs(page, 'lotte.jansen@example.nl');
      await expect(page.getByRole('button', { name: 'Lotte Jansen' })).toBeVisible();

      // Refused once (her token ended); the session is now Lotte's: nothing is sent as her.
      await second.getByRole('button', { name: 'Opslaan' }).click();
      await expect(second.getByRole('button', { name: 'Lotte Jansen' })).toBeVisible();
      await expect(second.getByText('Ander account ingelogd').first()).toBeVisible();
      await expect(second.getByRole('button', { name: 'Sanne de Vries' })).toHaveCount(0);
      for (let tries = 0; tries < 2; tries += 1) {
        const save = second.getByRole('button', { name: 'Opslaan' });
        if (await save.isVisible()) await save.click();
      }
      expect(await initialsOnServer(page, signInServerUrl)).not.toBe('X.Y.');
      expect(
        await second.evaluate(() => sessionStorage.getItem('pidz.form-draft.profile-personal')),
      ).toBeNull();
      await second.close();
    });
  });

  test("no tab puts the offline copy back after 'Uitloggen', not even as it is left", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Deaf to the first tab, so that only what it reads in the shared storage can stop it.
    const second = await sanneWithADeafSecondTab(page);
    await second.goto(`${productionAppUrl}/settings/profile`);
    await expect(second.getByText('sanne.devries@example.nl').first()).toBeVisible();
    await expect
      .poll(() => second.evaluate(() => localStorage.getItem('pidz.offline-copy')))
      .toContain('getCurrentFreelancer');

    await logOutByKeyboard(page, 'Sanne de Vries');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    // The second tab is left (its pagehide), and closed.
    await second.goto(`${productionAppUrl}/icons/icon-192.png`);
    await second.close({ runBeforeUnload: true });
    expect(await page.evaluate(() => localStorage.getItem('pidz.offline-copy'))).toBeNull();
  });

  test.describe('a wrong code, a password to reset, on the production build', () => {
    // The identity provider answers a wrong code or a reset password with HTTP 400, as Cognito does.
    test.use({ guard: { expected: [/HTTP 400 POST .*\/mock\/cognito\//] } });

    for (const path of personaPaths) {
      test(`on the production build: ${path.title}`, async ({ page }) => {
        await startFreelancerOver(page);
        await page.goto(
          `${productionAppUrl}/login/?backend=${encodeURIComponent(signInServerUrl)}`,
        );
        await path.signIn(page, signInServerUrl);
      });
    }
  });
});
