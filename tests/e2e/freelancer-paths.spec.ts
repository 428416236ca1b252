import { expect, test, type Page } from './guard.ts';
import { follow, tabTo, typeInto } from './keyboard';

/**
 * What a freelancer tripped over (issue 28), by keyboard, on the mock build: the settings reached
 * through one navigation, the banners that name what expired and lead to it, a payment that did
 * not go through, the invitations, the reminder's question and the address for invoices. Every
 * test gets a fresh browser context and a freshly seeded freelancer.
 */

const OLD_SITE = 'https://mijn.pidz.nl';

const settingsNav = (page: Page) => page.getByRole('navigation', { name: 'Instellingen' });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`every settings page is reached from the profile menu and the settings' navigation at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(settingsNav(page)).toHaveCount(0);

    // The profile menu by keyboard: 'Instellingen' (ffe-preferences is on) opens the profile.
    const menuButton = page.getByRole('button', { name: /Sanne de Vries/ });
    await tabTo(page, menuButton);
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect
      .poll(() => menu.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    // Its first item is 'Instellingen' (ffe-preferences is on).
    await page.keyboard.press('Home');
    await expect(page.getByRole('menuitem', { name: 'Instellingen' })).toBeFocused();
    await page.keyboard.press('Enter');
    // Each page opens with the focus on its heading.
    await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeFocused();

    const nav = settingsNav(page);
    await expect(nav.getByRole('link')).toHaveText([
      'Profiel',
      'Voorkeuren',
      'Tarieven',
      'Reistijd',
      'Meldingen',
    ]);
    await expect(nav.getByRole('link', { name: 'Profiel' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const [label, title, url] of [
      ['Tarieven', 'Tarieven', /\/settings\/rates$/],
      ['Reistijd', 'Reistijd', /\/settings\/travel-time-clients$/],
      ['Meldingen', 'Meldingen', /\/settings\/notifications$/],
      ['Voorkeuren', 'Voorkeuren', /\/settings\/preferences$/],
    ] as const) {
      await follow(page, nav.getByRole('link', { name: label }));
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }

    // A wide screen lays the entries side by side, a phone under each other; none leaves the page.
    const [first, second] = [
      await nav.getByRole('link', { name: 'Profiel' }).boundingBox(),
      await nav.getByRole('link', { name: 'Voorkeuren' }).boundingBox(),
    ];
    expect(first && second).toBeTruthy();
    if (first && second) {
      if (viewport.width > 640) expect(second.y).toBeLessThan(first.y + first.height);
      else expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  });
}

test("the dashboard's banners name what expired and lead to it", async ({ page }) => {
  await page.goto('/dashboard');
  const banners = page.getByRole('list', { name: 'Meldingen over je account' });
  // The seeded freelancer's expired item is a CV registration, not a document.
  await expect(banners).toContainText(
    'Je registratie Kwaliteitsregister V&V op je CV is verlopen.',
  );
  await expect(banners).not.toContainText('Er zijn documenten verlopen');

  await follow(page, banners.getByRole('link', { name: /^Naar je registratie/ }));
  await expect(page.getByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
  await expect(page.locator('#cv-registrations-703')).toBeFocused();

  // The nearly expired insurance document cannot be renewed in the portal: its banner leads to
  // Support on the older site, and says so.
  await page.goto('/dashboard');
  await expect(
    banners.getByRole('link', { name: /^Verzekeringspolis vernieuwen via Support/ }),
  ).toHaveAttribute('href', `${OLD_SITE}/support`);
});

test('a cancelled bank payment says so on return, and the invoice stays open', async ({ page }) => {
  await page.goto('/invoices/software/6002');
  const facts = page.getByRole('region', { name: /^PZ-\d{6}-6002$/ });
  await tabTo(page, facts.getByRole('button', { name: 'Betalen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('Betalen');
  await tabTo(page, page.getByRole('button', { name: 'Annuleren' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/invoices\/software\/6002$/);
  await expect(
    page.getByText('De betaling is niet gelukt of geannuleerd', { exact: true }),
  ).toBeVisible();
  await expect(facts).toContainText('StatusOpenstaand');
});

test("the invitations lead to the older site's Opdrachten, marked as leaving", async ({ page }) => {
  await page.goto('/dashboard');
  const invitations = page.getByRole('region', { name: 'Uitnodigingen' });
  await expect(
    invitations.getByRole('link', { name: 'Uitnodigingen bekijken (opent de andere omgeving)' }),
  ).toHaveAttribute('href', `${OLD_SITE}/shifts`);
});

test("'Herinnering sturen' asks first; cancelled, nothing is sent", async ({ page }) => {
  await page.goto('/invoices/freelancer/3001');
  const facts = page.getByRole('region', { name: /^ZDV-\d{4}-001$/ });
  await tabTo(page, facts.getByRole('button', { name: 'Herinnering sturen' }));
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: 'Herinnering sturen?' });
  await expect(question).toContainText('Zorggroep De Linde krijgt een e-mail');
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(page.getByText('De herinnering is verstuurd', { exact: true })).toHaveCount(0);

  await tabTo(page, facts.getByRole('button', { name: 'Herinnering sturen' }));
  await page.keyboard.press('Enter');
  await tabTo(page, question.getByRole('button', { name: 'Herinnering sturen' }), 5);
  await page.keyboard.press('Enter');
  await expect(page.getByText('De herinnering is verstuurd', { exact: true })).toBeVisible();
});

test("a freelancer's address for invoices is saved and there after a reload", async ({ page }) => {
  await page.goto('/settings/profile/contact/edit');
  await typeInto(page, 'E-mail voor facturen', 'administratie@zorgdevries.nl');
  await tabTo(page, page.getByRole('button', { name: 'Opslaan' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await page.reload();
  const contact = page.getByRole('region', { name: 'Contactgegevens' });
  await expect(contact).toContainText('E-mail voor facturenadministratie@zorgdevries.nl');
  const company = page.getByRole('region', { name: 'Bedrijfsgegevens' });
  await expect(company).toContainText('Naam bij de KvKZorg de Vries');
});
