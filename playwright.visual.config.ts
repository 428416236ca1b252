import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/** The built Storybook's port; `VISUAL_PORT` picks another when two checks run side by side. */
const port = Number(process.env.VISUAL_PORT ?? 6007);

/**
 * Offline visual check: every `UI/` story of the built Storybook, and every story tagged `visual`
 * (the screens) at 390 × 844 and 1280 × 800, against the committed baselines in
 * tests/visual/__screenshots__. Refresh them with `npm run test:visual:update` when a story
 * changes on purpose. Baselines hold for this machine's Chromium and fonts.
 */
export default defineConfig({
  testDir: 'tests/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // As the end-to-end tests: one retry in CI, where a pass on retry is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  expect: {
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 },
  },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'visual', use: { browserName: 'chromium' } }],
  webServer: {
    // `--test`: Storybook's build for test runs (no docs pages, which the check does not show).
    command: `npx storybook build --quiet --test && npx vite preview --outDir storybook-static --port ${port} --strictPort`,
    url: `http://localhost:${port}/index.json`,
    // Always a fresh build: a server left running would show an older Storybook.
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
