import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { appPort, mockServerPort, mockServerUrl } from './tests/e2e/servers.ts';

/** End-to-end tests against the production build of the app in mock mode (see docs/decisions/0004). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${appPort}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'e2e', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: `npm run build:mock --workspace app && npx vite preview app --outDir dist-mock --port ${appPort} --strictPort`,
      url: `http://localhost:${appPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // The Node mock server, for the test that points the app at another back-end host.
      command: 'npm run mock-server',
      env: { PORT: String(mockServerPort) },
      url: `${mockServerUrl}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
