import type { Page } from '@playwright/test';

/**
 * The new user of `?scenario=empty` has folded 'Maak je profiel af' away for the session (the
 * card's own choice, docs/decisions/0030), so that a test of the agenda itself meets the grid
 * where an active user has it. first-run.spec.ts tests the card.
 */
export async function foldProfileSteps(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('pidz.profileSteps.folded', 'true'));
}
