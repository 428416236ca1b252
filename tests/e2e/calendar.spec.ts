import { expect, test, type Locator, type Page } from './guard.ts';
import { boxOf } from './boxOf.ts';
import { foldProfileSteps } from './profileSteps.ts';

test.beforeEach(({ page }) => foldProfileSteps(page));

/**
 * The availability calendar end to end, on the optimised build in mock mode. Each test gets a new
 * browser context: a fresh sessionStorage and a freshly seeded mock back end. March 2027 is used
 * where the test adds items: far from the seed's items, with fixed weekdays.
 */

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The toasts on screen. */
function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^Meldingen/ });
}

/** The month grid's day, by the start of its name: 'maandag 1 maart 2027'. */
function day(page: Page, date: string): Locator {
  return page.getByRole('gridcell', { name: new RegExp(`^${date},`) });
}

/** The unavailable tiles in a day cell. */
function unavailableTiles(cell: Locator): Locator {
  return cell.locator('[data-type="unavailable"]');
}

const MONDAYS = ['maandag 1 maart 2027', 'maandag 8 maart 2027', 'maandag 15 maart 2027'];

/** Opens the edit form of the (only) item of a day, by keyboard: the cell, Enter, its tile. */
async function openItemOfDay(page: Page, date: string) {
  const cell = day(page, date);
  await tabTo(page, page.getByRole('gridcell').and(page.locator('[tabindex="0"]')));
  // Walk to the day with the arrow keys (a week at a time, then days).
  for (let step = 0; step < 6; step += 1) {
    if (await cell.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(cell).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: date });
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByRole('button', { name: /Niet beschikbaar/ }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Agenda-item bewerken' });
  await expect(form).toBeVisible();
  return form;
}

test('by keyboard: a weekly period 3 times, one occurrence edited, the series deleted and undone, kept after a reload', async ({
  page,
}) => {
  await page.goto('/calendar/month/2027/3/1?scenario=empty');
  await expect(page.getByRole('heading', { level: 2, name: 'maart 2027' })).toBeVisible();

  // Add: 'Niet beschikbaar toevoegen', 'Wekelijks', 'Na aantal keer', 'Aantal keer' 3, Enter.
  await tabTo(page, page.getByRole('link', { name: 'Niet beschikbaar toevoegen' }));
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Niet beschikbaar toevoegen' });
  await expect(add).toBeVisible();
  await tabTo(page, add.getByRole('radio', { name: 'Nooit' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(add.getByRole('radio', { name: 'Wekelijks' })).toBeChecked();
  await tabTo(page, add.getByRole('radio', { name: 'Na een jaar' }));
  await page.keyboard.press('ArrowDown');
  await expect(add.getByRole('radio', { name: 'Na aantal keer' })).toBeChecked();
  await tabTo(page, add.getByRole('textbox', { name: /Aantal keer/ }));
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('3 periodes staan in je agenda.')).toBeVisible();
  await expect(add).toBeHidden();
  for (const monday of MONDAYS) await expect(unavailableTiles(day(page, monday))).toHaveCount(1);
  await expect(page.getByRole('grid').locator('[data-type="unavailable"]')).toHaveCount(3);

  // Edit one occurrence only ('Alleen deze'): all day on 8 March.
  const edit = await openItemOfDay(page, MONDAYS[1] as string);
  await expect(edit.getByRole('radio', { name: 'Alleen deze' })).toBeChecked();
  await expect(edit.getByText('Deze reeks heeft 3 items.')).toBeVisible();
  await tabTo(page, edit.getByRole('switch', { name: 'Hele dag' }));
  await page.keyboard.press('Space');
  await tabTo(page, edit.getByRole('button', { name: 'Opslaan' }));
  await page.keyboard.press('Enter');
  await expect(edit).toBeHidden();
  await expect(day(page, MONDAYS[1] as string).getByText('Hele dag')).toBeVisible();
  await expect(day(page, MONDAYS[0] as string).getByText('Hele dag')).toHaveCount(0);

  // Delete the whole series ('Hele reeks').
  const removal = await openItemOfDay(page, MONDAYS[2] as string);
  await tabTo(page, removal.getByRole('button', { name: 'Verwijderen' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Niet beschikbaar verwijderen' });
  await tabTo(page, confirm.getByRole('button', { name: 'Hele reeks' }));
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('3 items zijn uit je agenda gehaald.')).toBeVisible();
  await expect(page.getByRole('grid').locator('[data-type="unavailable"]')).toHaveCount(0);

  // Undo: F8 goes to the notifications, then Tab to 'Ongedaan maken'.
  await page.keyboard.press('F8');
  await tabTo(page, page.getByRole('button', { name: 'Ongedaan maken' }), 10);
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('De periode staat weer in je agenda.')).toBeVisible();
  await expect(page.getByRole('grid').locator('[data-type="unavailable"]')).toHaveCount(3);

  // The back end kept it: after a reload the three are there.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'maart 2027' })).toBeVisible();
  for (const monday of MONDAYS) await expect(unavailableTiles(day(page, monday))).toHaveCount(1);
});

test('an overlap is said in the dialog, no toast over its buttons, and keeps the input', async ({
  page,
}) => {
  await page.goto('/calendar/month/2027/3/1/add?fault=calendar:addCalendarItem:1702');
  const add = page.getByRole('dialog', { name: 'Niet beschikbaar toevoegen' });
  await expect(add).toBeVisible();
  await tabTo(page, add.getByRole('switch', { name: 'Hele dag' }));
  await page.keyboard.press('Space');
  await tabTo(page, add.getByRole('button', { name: 'Opslaan' }));
  await page.keyboard.press('Enter');
  await expect(add.getByRole('alert')).toHaveText('Er bestaat al een agenda-item op dit tijdstip.');
  await expect(toasts(page).getByText('Oeps', { exact: true })).toHaveCount(0);
  await expect(add).toBeVisible();
  await expect(add.getByRole('switch', { name: 'Hele dag' })).toBeChecked();
});

test('an unknown item id returns to the view', async ({ page }) => {
  await page.goto('/calendar/month/2027/3/edit/987654');
  await expect(page).toHaveURL(/\/calendar\/month\/2027\/3$/);
  await expect(page.getByRole('grid', { name: 'Agenda maart 2027' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('month to week and back through the URL', async ({ page }) => {
  await page.goto('/calendar/month/2027/3/10');
  await expect(page.getByRole('heading', { level: 2, name: 'maart 2027' })).toBeVisible();
  await page.getByRole('link', { name: 'Week', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar\/week\/2027\/10\/10$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Week 10, 2027' })).toBeVisible();
  await page.goto('/calendar/week/2027/11');
  await expect(page.getByRole('heading', { level: 2, name: 'Week 11, 2027' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Week 10, 2027' })).toBeVisible();
  await page.getByRole('link', { name: 'Maand' }).click();
  await expect(page).toHaveURL(/\/calendar\/month\/2027\/3\/10$/);
  await expect(page.getByRole('heading', { level: 2, name: 'maart 2027' })).toBeVisible();
});

/** The top and bottom of an element on the screen. */
async function verticalBox(locator: Locator): Promise<{ top: number; bottom: number }> {
  const box = await boxOf(locator);
  return { top: box.y, bottom: box.y + box.height };
}

test('at 1280 × 800 the control bar is one row, in the month and in the week; adding is beside the title', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ['/calendar/month/2027/9/1', '/calendar/week/2027/52']) {
    await page.goto(`${path}?scenario=empty`);
    const add = page.getByRole('link', { name: 'Niet beschikbaar toevoegen' });
    await expect(add).toBeVisible();
    const title = await verticalBox(page.getByRole('heading', { level: 1, name: 'Agenda' }));
    const addBox = await verticalBox(add);
    expect(addBox.top).toBeLessThan(title.bottom);
    expect(addBox.bottom).toBeGreaterThan(title.top);
    const row = await verticalBox(page.getByRole('button', { name: 'Vorige' }));
    for (const control of [
      page.getByRole('button', { name: 'Vandaag' }),
      page.getByRole('link', { name: 'Maand' }),
      page.getByRole('button', { name: 'Meer', exact: true }),
    ]) {
      const box = await verticalBox(control);
      expect(box.top).toBeLessThan(row.bottom);
      expect(box.bottom).toBeGreaterThan(row.top);
    }
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the whole month fits the screen, its first week in the top third; adding floats over it', async ({
    page,
  }) => {
    await page.goto('/calendar/month/2027/3/1?scenario=empty');
    const rows = page.getByRole('grid').getByRole('row');
    await expect(rows).toHaveCount(7);
    // The new user's folded 'Maak je profiel af' stands above the grid; the rest fits as for anyone.
    const card = await verticalBox(page.getByRole('region', { name: 'Maak je profiel af' }));
    expect((await verticalBox(rows.nth(1))).top).toBeLessThanOrEqual(280 + card.bottom - card.top);
    expect((await verticalBox(rows.nth(6))).bottom).toBeLessThanOrEqual(844);
    // 'Vorige', the period, 'Volgende' and 'Vandaag' are one row.
    const period = await verticalBox(page.getByRole('heading', { level: 2, name: 'maart 2027' }));
    for (const name of ['Vorige', 'Volgende', 'Vandaag']) {
      const box = await verticalBox(page.getByRole('button', { name }));
      expect(box.top).toBeLessThan(period.bottom);
      expect(box.bottom).toBeGreaterThan(period.top);
    }
    // Adding floats at the bottom of the screen, over the page: it pushes nothing down.
    const add = page.getByRole('link', { name: 'Niet beschikbaar toevoegen' });
    expect((await verticalBox(add)).bottom).toBeLessThanOrEqual(844);
    expect(
      await add.evaluate(
        (link) => link.parentElement && getComputedStyle(link.parentElement).position,
      ),
    ).toBe('fixed');
    await add.tap();
    await expect(page.getByRole('dialog', { name: 'Niet beschikbaar toevoegen' })).toBeVisible();
  });

  test.describe('as a phone browser', () => {
    test.use({ isMobile: true });

    test('the week opens on today, the next day peeking in; scrolled sideways, it shows the days after it', async ({
      page,
    }) => {
      // Thursday 4 March 2027: without the scroll, Monday to Wednesday would fill the screen.
      await page.clock.setFixedTime(new Date('2027-03-04T09:30:00+01:00'));
      await page.goto('/calendar/week?scenario=empty');
      const week = page.getByRole('region', { name: 'Agenda Week 9, 2027' });
      await expect(week).toHaveAttribute('tabindex', '0');
      const frame = await week.boundingBox();
      const thursday = week.getByRole('button', { name: /^donderdag 4 maart 2027/ });
      const saturday = week.getByRole('button', { name: /^zaterdag 6 maart 2027/ });
      await expect(async () => {
        const box = await thursday.boundingBox();
        expect(box && frame && box.x).toBeGreaterThanOrEqual((frame?.x ?? 0) + 55);
      }).toPass();
      // Today and the next day whole, the day after cut off by the right edge: part of it shows.
      const peek = await saturday.boundingBox();
      const right = (frame?.x ?? 0) + (frame?.width ?? 0);
      expect(peek && peek.x).toBeLessThan(right - 20);
      expect(peek && peek.x + peek.width).toBeGreaterThan(right);
      // Scrolled sideways (as a swipe does), it shows the rest of the week; a tap opens a day.
      const sunday = week.getByRole('button', { name: /^zondag 7 maart 2027/ });
      await week.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
      await expect(async () => {
        const box = await sunday.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(right + 1);
      }).toPass();
      await sunday.tap();
      await expect(page.getByRole('dialog', { name: /zondag 7 maart/ })).toBeVisible();
    });
  });

  test('a tap on a day opens the bottom sheet, which adds a period; the cell shows its marker', async ({
    page,
  }) => {
    await page.goto('/calendar/month/2027/3/1?scenario=empty');
    const cell = day(page, 'woensdag 3 maart 2027');
    await cell.tap();
    const sheet = page.getByRole('dialog', { name: 'woensdag 3 maart 2027' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Er staat niets op deze dag.')).toBeVisible();
    // A sheet along the bottom edge, the screen's whole width.
    const box = await sheet.boundingBox();
    expect(box?.x).toBe(0);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);

    await sheet.getByRole('link', { name: 'Niet beschikbaar toevoegen' }).tap();
    const add = page.getByRole('dialog', { name: 'Niet beschikbaar toevoegen' });
    await expect(add).toBeVisible();
    // The switch's input sits under its drawn track: a finger taps the label.
    await add.getByText('Hele dag', { exact: true }).tap();
    await expect(add.getByRole('switch', { name: 'Hele dag' })).toBeChecked();
    await add.getByRole('button', { name: 'Opslaan' }).tap();
    await expect(add).toBeHidden();
    // Markers, not tiles, in the cells of a phone; the sheet lists the details.
    await expect(cell.locator('[data-type="unavailable"]')).toHaveCount(1);
    await cell.tap();
    await expect(
      page
        .getByRole('dialog', { name: 'woensdag 3 maart 2027' })
        .getByRole('button', { name: /Niet beschikbaar\s*Hele dag/ }),
    ).toBeVisible();
  });
});

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('an item shows on its Amsterdam day and time', async ({ page }) => {
    // The freelancer seed: unavailable 09:00–12:00 (Amsterdam) on the 17th of the current month.
    await page.goto('/calendar/month?weergave=lijst');
    const seventeenth = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: /\b17 / }),
    });
    await expect(
      seventeenth.getByRole('button', { name: /Niet beschikbaar\s*09:00–12:00/ }),
    ).toBeVisible();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
  });
});
