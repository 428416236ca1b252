import { applyBackendQuery, IS_MOCK_BUILD, usesMockWorker } from './lib/platform/environment';
import { createQueryClient } from './lib/platform/queryClient';
import { startMockWorker } from './mock-mode';
import { startUp } from './startUp';

/*
 * The entry module is small on purpose: it starts the session check, `/health` and the route's
 * chunk (startUp.ts) as soon as it has downloaded, before React DOM and the app's components
 * have, and only then imports what renders (renderApp.tsx, preloaded by index.html). It renders
 * once the session gate can decide (the session and the current user have answered).
 */
async function start(): Promise<void> {
  applyBackendQuery();
  const shows = usesMockWorker() ? await startMockWorker() : 'portal';
  if (shows !== 'portal') return;
  /** The app's one server-state cache, created before the first render so the start-up can fill it. */
  const queryClient = createQueryClient();
  const gateCanDecide = startUp(queryClient);

  const { renderApp } = await import('./renderApp');
  await gateCanDecide;
  renderApp(queryClient);
  // The production build's service worker (lib/serviceWorker.ts), once the first screen is there
  // (firstScreen.ts lives in the signed-in app's chunk, which the start-up has loaded already).
  if (import.meta.env.PROD && !IS_MOCK_BUILD && 'serviceWorker' in navigator) {
    void import('./lib/platform/firstScreen').then(({ afterFirstScreen }) =>
      afterFirstScreen(() => {
        void import('./lib/platform/serviceWorker').then(({ startServiceWorker }) =>
          startServiceWorker(),
        );
      }),
    );
  }
}

void start();
