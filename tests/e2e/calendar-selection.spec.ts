import { expect, test, type Locator, type Page } from './guard.ts';
import { shiftTabTo, tabTo } from './keyboard';
import { foldProfileSteps } from './profileSteps.ts';

test.beforeEach(({ page }) => foldProfileSteps(page));

/**
 * Selecting days in the month and marking them (issue 27), on the optimised build in mock mode,
 * by keyboard alone, by mouse and by touch at 390 px. March 2027: far from the seed's items.
 */

function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^Meldingen/ });
}

/** The month grid's day, by the start of its name: 'maandag 1 maart 2027'. */
function day(page: Page, date: string): Locator {
  return page.getByRole('gridcell', { name: new RegExp(`^${date},`) });
}

function selected(page: Page): Locator {
  return page.locator('[role="gridcell"][aria-selected="true"]');
}

function unavailable(page: Page): Locator {
  return page.getByRole('grid').locator('[data-type="unavailable"]');
}

test('by keyboard: 5 days selected with Shift+Right, marked, kept after a reload, freed and undone', async ({
  page,
}) => {
  await page.goto('/calendar/month/2027/3/1?scenario=empty');
  const grid = page.getByRole('grid', { name: 'Agenda maart 2027' });
  await expect(grid).toHaveAttribute('aria-multiselectable', 'true');
  await expect(grid).not.toHaveAttribute('aria-busy');
  await tabTo(page, day(page, 'maandag 1 maart 2027'));
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+ArrowRight');
  await expect(selected(page)).toHaveCount(5);
  await expect(day(page, 'vrijdag 5 maart 2027')).toBeFocused();
  await expect(page.getByText('5 dagen geselecteerd').first()).toBeAttached();

  const bar = page.getByRole('region', { name: 'Geselecteerde dagen' });
  await shiftTabTo(page, bar.getByRole('button', { name: 'Niet beschikbaar' }));
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('5 dagen niet beschikbaar gemaakt.')).toBeVisible();
  await expect(unavailable(page)).toHaveCount(5);
  await expect(selected(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy');
  await expect(unavailable(page)).toHaveCount(5);

  // The same days made available again, and that step undone from its toast. From the grid's
  // focused day, Home goes to the week's Monday.
  await tabTo(page, page.getByRole('gridcell').and(page.locator('[tabindex="0"]')));
  await page.keyboard.press('Home');
  await expect(day(page, 'maandag 1 maart 2027')).toBeFocused();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+ArrowRight');
  await shiftTabTo(page, bar.getByRole('button', { name: 'Beschikbaar maken' }));
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('5 dagen beschikbaar gemaakt.')).toBeVisible();
  await expect(unavailable(page)).toHaveCount(0);
  await page.keyboard.press('F8');
  await tabTo(page, toasts(page).getByRole('button', { name: 'Ongedaan maken' }));
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Ongedaan gemaakt')).toBeVisible();
  await expect(unavailable(page)).toHaveCount(5);
  await page.reload();
  await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy');
  await expect(unavailable(page)).toHaveCount(5);
});

/** The middle of an element, in the page's coordinates. */
async function centre(cell: Locator): Promise<{ x: number; y: number }> {
  const box = await cell.boundingBox();
  if (!box) throw new Error('the cell is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('by mouse: a drag across three days selects them; the drag opens no day', async ({ page }) => {
  await page.goto('/calendar/month/2027/3/1?scenario=empty');
  await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy');
  const from = await centre(day(page, 'maandag 8 maart 2027'));
  const to = await centre(day(page, 'woensdag 10 maart 2027'));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await expect(selected(page)).toHaveCount(3);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page
    .getByRole('region', { name: 'Geselecteerde dagen' })
    .getByRole('button', { name: 'Niet beschikbaar' })
    .click();
  await expect(toasts(page).getByText('3 dagen niet beschikbaar gemaakt.')).toBeVisible();
  await expect(unavailable(page)).toHaveCount(3);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('by touch: a long press and a drag selects the days, the bar is under the grid', async ({
    page,
  }) => {
    await page.goto('/calendar/month/2027/3/1?scenario=empty');
    await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy');
    const first = day(page, 'dinsdag 2 maart 2027');
    const from = await centre(first);
    const to = await centre(day(page, 'donderdag 4 maart 2027'));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    // The long press selects the first day once it has lasted long enough.
    await expect(first).toHaveAttribute('aria-selected', 'true');
    for (let step = 1; step <= 6; step += 1) {
      const point = {
        x: from.x + ((to.x - from.x) * step) / 6,
        y: from.y + ((to.y - from.y) * step) / 6,
      };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(selected(page)).toHaveCount(3);
    // Still March: the drag was no swipe.
    await expect(page.getByRole('heading', { level: 2, name: 'maart 2027' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'maart 2027' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    const bar = page.getByRole('region', { name: 'Geselecteerde dagen' });
    const barBox = await bar.boundingBox();
    const gridBox = await page.getByRole('grid').boundingBox();
    expect(barBox && gridBox && barBox.y >= gridBox.y + gridBox.height).toBe(true);
    await bar.getByRole('button', { name: 'Niet beschikbaar' }).tap();
    await expect(toasts(page).getByText('3 dagen niet beschikbaar gemaakt.')).toBeVisible();
    await expect(page.getByRole('grid').locator('[data-type="unavailable"]')).toHaveCount(3);
  });
});

test.describe('on a phone, without a long press', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap still opens the day and a swipe still changes the month', async ({ page }) => {
    await page.goto('/calendar/month/2027/3/1?scenario=empty');
    await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy');
    await day(page, 'woensdag 3 maart 2027').tap();
    const drawer = page.getByRole('dialog', { name: 'woensdag 3 maart 2027' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    const from = await centre(day(page, 'donderdag 11 maart 2027'));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (let step = 1; step <= 4; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: from.x - step * 25, y: from.y }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.getByRole('heading', { level: 2, name: 'april 2027' })).toBeVisible();
    await expect(selected(page)).toHaveCount(0);
  });
});

test("by keyboard at 1280 px: 'Dagen selecteren', Space toggles days, 'Niet beschikbaar', the mode ends", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/calendar/month/2027/3/1?scenario=empty');
  await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy');
  const pick = page.getByRole('button', { name: 'Dagen selecteren' });
  await tabTo(page, pick);
  await page.keyboard.press('Enter');
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  const bar = page.getByRole('region', { name: 'Geselecteerde dagen' });
  await expect(bar.getByRole('button', { name: 'Niet beschikbaar' })).toBeDisabled();
  await tabTo(page, page.getByRole('gridcell').and(page.locator('[tabindex="0"]')));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(selected(page)).toHaveCount(2);
  // No drawer opened: Space toggles in the mode.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shiftTabTo(page, bar.getByRole('button', { name: 'Niet beschikbaar' }));
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('2 dagen niet beschikbaar gemaakt.')).toBeVisible();
  await expect(unavailable(page)).toHaveCount(2);
  await expect(pick).toHaveAttribute('aria-pressed', 'false');
  await expect(bar).toHaveCount(0);
  await expect(day(page, 'maandag 1 maart 2027')).toBeFocused();
});
