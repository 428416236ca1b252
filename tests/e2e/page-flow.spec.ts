import { expect, test, type Locator, type Page } from './guard.ts';
import { boxOf } from './boxOf.ts';
import { follow, tabTo } from './keyboard.ts';

/**
 * Where a page starts, where the focus goes and what the toasts leave free (issue 28,
 * docs/decisions/0024), on a phone and on a laptop, by keyboard.
 */

const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, closeSize: 44 },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, hasTouch: false, closeSize: 24 },
] as const;

/** The top of the toast region on screen, in CSS pixels from the top of the window. */
const toastsTop = (page: Page) =>
  page.getByRole('region', { name: 'Meldingen (F8)' }).evaluate((region) => {
    const list = region.querySelector('ol') ?? region;
    return list.getBoundingClientRect().top;
  });

/** The dashboard's first upcoming shift: a link whose text has a time. */
const firstShift = (page: Page) =>
  page
    .getByRole('region', { name: 'Komende diensten' })
    .getByRole('link')
    .filter({ hasText: ':' })
    .first();

const topOf = async (locator: Locator) => (await boxOf(locator)).y;

const bottomOf = async (locator: Locator) => {
  const box = await boxOf(locator);
  return box.y + box.height;
};

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch });

    test('a shift opened from the dashboard starts at its top with the focus on its heading; back returns to where the user was', async ({
      page,
    }) => {
      await page.goto('/dashboard');
      const shifts = page.getByRole('region', { name: 'Komende diensten' }).getByRole('link');
      const shift = shifts.filter({ hasText: ':' }).first();
      await expect(shift).toBeVisible();
      // Every card has its content: none grows above the shift once the page is scrolled (a
      // growing card moves the scroll position with it: the browser's scroll anchoring).
      await expect(page.getByRole('main').getByRole('status', { name: /laden/ })).toHaveCount(0);
      await tabTo(page, shift);
      await page.evaluate(() => window.scrollTo(0, 300));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // Where the user was: the shift they opened, where it was on their screen.
      const before = await topOf(shift);
      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { level: 1, name: 'Dienst' });
      await expect(heading).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
      await expect.poll(() => topOf(shift)).toBe(before);
    });

    test('back returns to where the user was, also when they moved on right after scrolling', async ({
      page,
    }) => {
      await page.goto('/dashboard');
      const shift = firstShift(page);
      await expect(shift).toBeVisible();
      await expect(page.getByRole('main').getByRole('status', { name: /laden/ })).toHaveCount(0);
      // The scroll and the move in one task: the scroll's event has not been told when the page
      // is left, so only the position read at the move itself can be right.
      const before = await shift.evaluate((link) => {
        window.scrollTo(0, 300);
        const { top } = link.getBoundingClientRect();
        (link as HTMLAnchorElement).click();
        return top;
      });
      await expect(page.getByRole('heading', { level: 1, name: 'Dienst' })).toBeFocused();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
      await expect.poll(() => topOf(shift)).toBe(before);
    });

    test('a reload keeps the page where the user left it; a new visit starts at its top', async ({
      page,
    }) => {
      await page.goto('/settings/profile');
      await expect(
        page.getByRole('region', { name: 'Uittreksel Kamer van Koophandel' }),
      ).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
      await page.reload();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
      await page.goto('/settings/profile');
      await expect(
        page.getByRole('region', { name: 'Uittreksel Kamer van Koophandel' }),
      ).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("a side menu entry opens its page with the focus on the page's heading", async ({
      page,
    }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const menu = page.getByRole('button', { name: 'Menu' });
      if ((await menu.getAttribute('aria-expanded')) === 'false') {
        await tabTo(page, menu);
        await page.keyboard.press('Enter');
      }
      await follow(
        page,
        page
          .getByRole('navigation', { name: 'Hoofdmenu' })
          .getByRole('link', { name: /^Facturen/ }),
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('a toast leaves the pressed control and every action of the invoice free, with a close button big enough to hit', async ({
      page,
    }) => {
      await page.goto('/invoices/freelancer/3001?mock-reset');
      const markPaid = page.getByRole('button', { name: /Markeren als (on)?betaald/ });
      await tabTo(page, markPaid);
      await page.keyboard.press('Enter');
      await expect(page.getByText(/gemarkeerd als/).first()).toBeVisible();
      const close = page
        .getByRole('region', { name: 'Meldingen (F8)' })
        .getByRole('button', { name: 'Sluiten' });
      const box = await close.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(screen.closeSize);
      expect(box?.height).toBeGreaterThanOrEqual(screen.closeSize);
      // The focus stays on the pressed button, above the toast.
      await expect(markPaid).toBeFocused();
      await expect
        .poll(async () => (await bottomOf(markPaid)) <= (await toastsTop(page)))
        .toBe(true);
      // Scrolled to the bottom, the page's last control still lies above the toast.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = page.getByRole('main').getByRole('button').last();
      await expect.poll(async () => (await bottomOf(last)) <= (await toastsTop(page))).toBe(true);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the invoice list's cards keep their labels whole and open their invoice anywhere, in the house blue", async ({
    page,
  }) => {
    await page.goto('/invoices');
    const table = page.getByRole('table');
    const first = table.getByRole('row').nth(1);
    const label = first.getByText('Factuurnummer', { exact: true });
    await expect(label).toBeVisible();
    // One line: the label is not broken inside its word.
    expect((await label.boundingBox())?.height).toBeLessThan(30);
    const link = first.getByRole('link');
    const blue = await page.evaluate(() =>
      getComputedStyle(document.body).getPropertyValue('--pidz-color-blue').trim(),
    );
    const toRgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
    await expect(link).toHaveCSS('color', toRgb(blue));
    // The card's lower edge opens the invoice too: the whole card is the target.
    const card = await first.boundingBox();
    if (!card) throw new Error('no card');
    await page.mouse.click(card.x + card.width - 8, card.y + card.height - 8);
    await expect(page).toHaveURL(/\/invoices\/(freelancer|software)\/\d+$/);
  });

  test('shift rows give the date the width of the card: one or two lines', async ({ page }) => {
    await page.goto('/dashboard');
    const shift = firstShift(page);
    await expect(shift).toBeVisible();
    const when = shift.getByText(/\d{2}:\d{2}/).first();
    const lineHeight = await when.evaluate((element) =>
      parseFloat(getComputedStyle(element).lineHeight),
    );
    expect((await when.boundingBox())?.height).toBeLessThanOrEqual(2 * lineHeight + 1);
  });
});

test.describe('the week on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("fits the screen, with a week's all-day items in view above the hours that open at 07:00", async ({
    page,
  }) => {
    // The seed's all-day periods fall on the 38th and 39th day from the start of this month: at
    // most six weeks ahead. Found, the week is opened afresh.
    await page.goto('/calendar/week');
    const week = page.getByRole('region', { name: /^Agenda Week/ });
    const allDay = week.getByRole('button', { name: /Niet beschikbaar\s*Hele dag/ }).first();
    for (let step = 0; step < 6 && !(await allDay.isVisible()); step += 1) {
      const name = (await week.getAttribute('aria-label')) ?? '';
      await page.getByRole('button', { name: 'Volgende' }).click();
      await expect(week).not.toHaveAttribute('aria-label', name);
      await expect(week).not.toHaveAttribute('aria-busy', 'true');
    }
    await page.reload();
    await expect(allDay).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    for (const control of [
      page.getByRole('button', { name: 'Vandaag' }),
      page.getByRole('button', { name: 'Meer', exact: true }),
    ]) {
      const box = await boxOf(control);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // The hours opened at 07:00, and the all-day item is not scrolled away above them.
    const [frame, tile] = await Promise.all([week.boundingBox(), allDay.boundingBox()]);
    expect(await week.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(tile?.y ?? 0).toBeGreaterThanOrEqual(frame?.y ?? 0);
    await expect(week.getByText('07:00', { exact: true })).toBeInViewport();
  });
});

test('the add form of the calendar shows whole, every field with a name of its own', async ({
  page,
}) => {
  // Counts the time and date segments of the dialog the first time it holds any: all at once.
  await page.addInitScript(() => {
    const seen: number[] = [];
    Object.assign(window, { segmentCounts: seen });
    new MutationObserver(() => {
      const count = document.querySelectorAll('[role=dialog] [role=spinbutton]').length;
      if (count > 0 && seen.at(-1) !== count) seen.push(count);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/calendar/week/add');
  const dialog = page.getByRole('dialog', { name: 'Niet beschikbaar toevoegen' });
  for (const name of ['Van', 'Tot', 'Van (tijd)', 'Tot (tijd)']) {
    await expect(dialog.getByRole('group', { name, exact: true })).toHaveCount(1);
  }
  // Two dates of three segments and two times of two: together from the first moment.
  expect(
    await page.evaluate(() => (window as unknown as { segmentCounts: number[] }).segmentCounts),
  ).toEqual([10]);
});

test.describe('the smaller things on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the top bar's name is whole, department cards stay inside their organisation's, the slider's thumb is 24 px", async ({
    page,
  }) => {
    await page.goto('/settings/organisation/edit/42');
    const departments = page.getByRole('region', { name: 'Afdelingen' });
    await expect(departments.getByRole('listitem').first()).toBeVisible();
    const name = page.getByRole('banner').getByText('Sanne de Vries');
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const outer = await departments.boundingBox();
    for (const row of await departments.getByRole('listitem').all()) {
      const box = await row.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
        (outer?.x ?? 0) + (outer?.width ?? 0) + 0.5,
      );
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.goto('/settings/travel-time/edit');
    const thumb = page.getByRole('slider').first().locator('xpath=ancestor::*[@data-rac][1]');
    const box = await thumb.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  });

  test("the list view's weekdays are in lower case, as everywhere else", async ({ page }) => {
    await page.goto('/calendar/month?weergave=lijst');
    const day = page.getByRole('heading', { level: 3 }).first();
    await expect(day).toBeVisible();
    expect(
      await day.evaluate((element) => getComputedStyle(element, '::first-letter').textTransform),
    ).toBe('none');
  });
});
