import { expect, test } from './guard.ts';
import { signInAs } from './login.ts';

/**
 * A new user's first run (issue 38, part 2): Lotte signs in and lands on the agenda, which tells
 * her what to do first ('Maak je profiel af', docs/decisions/0030-first-run.md); a step leads to
 * where it is done, and the card can be folded away for the session.
 */
test('Lotte signs in, sees what to do first, and follows a step', async ({ page }) => {
  // Sign-in, three screens and a reload: more than a plain page's time.
  test.slow();
  await page.goto('/login/?mock-reset');
  await signInAs(page, 'lotte.jansen@example.nl');
  // The first load after signing in: the portal's start-up, on a machine that may be busy.
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible({
    timeout: 20_000,
  });
  const card = page.getByRole('region', { name: 'Maak je profiel af' });
  await expect(card).toBeVisible();
  await expect(card.getByText('0 van 9 klaar')).toBeVisible();

  await card.getByRole('link', { name: /^Werkervaring toevoegen/ }).click();
  await expect(page).toHaveURL(/\/cv\/work-experience\/add$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Werkervaring/);

  // The dashboard shows the same card; folded, it stays folded for the session.
  await page.goto('/dashboard');
  const onDashboard = page.getByRole('region', { name: 'Maak je profiel af' });
  await onDashboard.getByRole('button', { name: 'Stappen verbergen' }).click();
  await expect(onDashboard.getByRole('list')).toHaveCount(0);
  await page.goto('/calendar/month');
  await expect(card.getByText('0 van 9 klaar')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Stappen tonen' })).toBeVisible();
});
