import { expect, test } from './guard.ts';

/**
 * A start-up that waits for the back end says so: within a second the frame says it is loading,
 * and a back end that cannot be reached is given up on within 10 s, with a way to try again.
 */
test('a slow back end: the frame says it is loading within a second, then the page shows', async ({
  page,
}) => {
  await page.goto('/dashboard?mock-reset&scenario=freelancer&delay=3000', { waitUntil: 'commit' });
  const startedAt = Date.now();
  await expect(page.getByRole('status').filter({ hasText: 'Bezig met laden…' })).toBeVisible({
    timeout: 1500,
  });
  expect(Date.now() - startedAt).toBeLessThan(1500);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: 20_000,
  });
});

test.describe('a back end that cannot be reached', () => {
  // The back end's host is one the browser will not reach (port 9).
  test.use({ guard: { expected: [/net::ERR_UNSAFE_PORT GET http:\/\/localhost:9\//] } });

  test('a back end that cannot be reached is given up on within 10 s, with a retry', async ({
    page,
  }) => {
    // Nothing listens on port 9 of this machine: every call is refused.
    await page.goto('/dashboard?backend=http://localhost:9', { waitUntil: 'commit' });
    const startedAt = Date.now();
    await expect(page.getByRole('heading', { level: 1, name: 'Er is iets misgegaan' })).toBeVisible(
      {
        timeout: 10_000,
      },
    );
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    // Back to the in-browser mock for the tests after this one.
    await page.goto('/dashboard?backend=mock');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
