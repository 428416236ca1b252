import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/**
 * One worker (a process, or a browser tab for the stories) per core. Vitest's default leaves one
 * core to itself, which on CI's two cores ran the unit tests in one process and the stories in one
 * tab, with the other core mostly idle (docs/decisions/0035).
 */
const workers = availableParallelism();

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));
const ignored = ['**/node_modules/**', '**/dist/**', '**/dist-mock/**', 'tests/**'];

/**
 * The calendar's `*.tz.test.ts` property tests run once per process zone, to prove that days and
 * times are Europe/Amsterdam's whatever the zone of the browser (or CI machine). Each project runs
 * in its own forked process with TZ set before anything reads the clock.
 */
const timeZoneProjects = [
  ['tz-new-york', 'America/New_York'],
  ['tz-tokyo', 'Asia/Tokyo'],
  ['tz-utc', 'UTC'],
].map(([name, zone]) => ({
  test: {
    name,
    environment: 'node',
    pool: 'forks' as const,
    env: { TZ: zone },
    include: ['app/src/features/calendar/**/*.tz.test.ts'],
    exclude: ignored,
  },
}));

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: [...ignored, '**/*.tz.test.ts'],
          // The files of a worker share their modules: importing them afresh for each file took
          // more than half of the project's time (import 66 s of 87 s). The setup puts the app's
          // page-wide state back before each test, and globals stubbed in a test are unstubbed.
          isolate: false,
          setupFiles: ['./scripts/vitest-unit-setup.ts'],
          unstubGlobals: true,
        },
      },
      ...timeZoneProjects,
      {
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['**/*.test.tsx'],
          exclude: ignored,
          setupFiles: ['./scripts/vitest-dom-setup.ts'],
        },
      },
      {
        plugins: [react(), storybookTest({ configDir })],
        // react-stately's virtualizer reads process.env.VIRT_ON when NODE_ENV is 'test' (a jsdom
        // escape hatch); the browser has no `process`, and real Chromium should virtualize for real.
        define: { 'process.env.VIRT_ON': JSON.stringify('1') },
        test: {
          name: 'stories',
          testTimeout: 30_000,
          // All story files in the same tab (per worker): Storybook's preview, the mocked back end
          // and the app's modules load once, not once per file (setup 152 s -> 17 s). The story
          // frame puts the app's state back before each story (testing/AppDecorator.tsx).
          isolate: false,
          maxWorkers: workers,
          // As the end-to-end and visual checks: one retry in CI, where a pass on retry still shows.
          retry: process.env.CI ? 1 : 0,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
