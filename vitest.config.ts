import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

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
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: [...ignored, '**/*.tz.test.ts'],
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
