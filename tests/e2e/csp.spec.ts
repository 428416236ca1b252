import { expect, test } from './guard.ts';
import { recordViolations } from './cspViolations.ts';
import { mockServerUrl, productionAppUrl, signInServerUrl } from './servers.ts';

/**
 * The production build's Content-Security-Policy (docs/decisions/0014): the portal runs under it
 * without a single violation, and the check does fail when something breaks the policy. The Node
 * mock server is the back end (an allowed connect-src host of this build, see playwright.config.ts).
 */

const backend = `backend=${encodeURIComponent(mockServerUrl)}`;

test('the production build runs under its Content-Security-Policy without a violation', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.goto(`${productionAppUrl}/calendar/month?${backend}`);
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  // Its own files only: index.html has no inline script.
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain(`connect-src 'self' ${mockServerUrl} ${signInServerUrl};`);
  expect(policy).not.toContain('unsafe-inline');

  // The user's menu, the calendar, the CV and one of its forms (a dialog, a date picker).
  const userMenu = page.getByRole('button', { name: 'Sanne de Vries' });
  await expect(userMenu).toBeVisible();
  await userMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Uitloggen' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(`${productionAppUrl}/calendar/week`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${productionAppUrl}/cv/education/add`);
  await expect(page.getByRole('button', { name: 'Opslaan' })).toBeVisible();
  await page
    .getByRole('button', { name: /Kalender/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').or(page.getByRole('grid')).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(`${productionAppUrl}/settings/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();

  expect(violations).toEqual([]);
});

test.describe('a page that breaks the policy on purpose', () => {
  // What the probe provokes: the browser's reports of the blocks, and its missing image.
  test.use({
    guard: { expected: [/Content Security Policy/, /favicon-missing\.png/] },
  });

  test('the check reports an inline style and an inline script, and the policy blocks both', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await page.goto(`${productionAppUrl}/calendar/month?${backend}`);
    await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.id = 'csp-probe-style';
      style.textContent = 'body { outline: 3px solid red; }';
      document.head.append(style);
      const probe = document.createElement('div');
      probe.id = 'csp-probe';
      probe.innerHTML = '<img src="/favicon-missing.png" onerror="window.cspProbe = 1">';
      document.body.append(probe);
    });
    // The browser reports each block when it refuses the style and the image's error handler.
    const blocked = (directive: string) => violations.some((text) => text.startsWith(directive));
    await expect.poll(() => blocked('style-src-elem')).toBe(true);
    await expect.poll(() => blocked('script-src-attr')).toBe(true);
    const effect = await page.evaluate(() => ({
      outline: getComputedStyle(document.body).outlineStyle,
      ran: 'cspProbe' in window,
    }));
    expect(effect).toEqual({ outline: 'none', ran: false });
    // The probe out again: the guard's last look is at the portal's own page.
    await page.evaluate(() => {
      document.getElementById('csp-probe-style')?.remove();
      document.getElementById('csp-probe')?.remove();
    });
  });
});
