import { defineConfig } from '@playwright/test';
import { mockUserPool } from './mocks/identity/personas.ts';
import { chromiumArgs, headlessShellPath } from './scripts/chromium.ts';
import {
  appPort,
  mockServerPort,
  mockServerUrl,
  productionAppPort,
  productionAppUrl,
  productionHttpsPort,
  productionHttpsUrl,
  signInServerPort,
  signInServerUrl,
} from './tests/e2e/servers.ts';

/** The origins of the two builds' pages, which alone may call the Node mock servers. */
const appOrigins = `http://localhost:${appPort} ${productionAppUrl} ${productionHttpsUrl}`;

/**
 * End-to-end tests: most drive the optimised build in mock mode; some drive the production build,
 * served by nginx as production serves it, against the Node mock server (see docs/decisions/0004
 * and 0031).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Twice Playwright's 30 s: the guard (tests/e2e/guard.ts) reads the page's state before every
  // action and runs axe on every new state, which adds about half again to a keyboard walk (the
  // calendar's took 29 s of 30 on a loaded machine: 100 reads, 12 axe runs of about 0.5 s).
  timeout: 60_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${appPort}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // Recording a trace costs about a quarter of a test's time (DOM snapshots and screencast at
    // every action), so CI records one only when it retries a failed test; that retry's trace is
    // kept, passed or failed (docs/decisions/0035). Locally, where nothing is retried, every test
    // records and a failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
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
      // Its Content-Security-Policy lets it call the two Node mock servers (VITE_BACKEND_HOSTS),
      // and its login page signs in at the second one's mocked identity provider. Served by nginx
      // as production serves it (app/hosting/, scripts/nginx.ts), with the first Node mock server
      // as the back end behind its host.
      command:
        'npm run build --workspace app && npx tsx scripts/nginx.ts --root app/dist' +
        ` --backend ${mockServerUrl} --http ${productionAppPort} --https ${productionHttpsPort}`,
      env: {
        VITE_BACKEND_HOSTS: `${mockServerUrl} ${signInServerUrl}`,
        VITE_COGNITO_USER_POOL_ID: mockUserPool.userPoolId,
        VITE_COGNITO_CLIENT_ID: mockUserPool.clientId,
        VITE_COGNITO_ENDPOINT: `${signInServerUrl}/mock/cognito/`,
      },
      url: `http://localhost:${productionAppPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      // nginx stops, and scripts/nginx.ts removes its folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    },
    {
      // The Node mock server, for the tests that point the app at another back-end host: pages of
      // the two builds may call it (CORS), and nothing else may.
      command: 'npm run mock-server',
      env: { PORT: String(mockServerPort), MOCK_ALLOWED_ORIGINS: appOrigins },
      url: `${mockServerUrl}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // A second Node mock server for the sign-in tests, which sign out (servers.ts).
      command: 'npm run mock-server',
      env: { PORT: String(signInServerPort), MOCK_ALLOWED_ORIGINS: appOrigins },
      url: `${signInServerUrl}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
