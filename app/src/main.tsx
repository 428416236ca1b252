import { runBoot } from './boot/runBoot';
import { signedInApp } from './boot/signedInApp';
import { warmUpIntlWhileWaiting } from './boot/warmUpIntl';
import { applyBackendQuery, IS_MOCK_BUILD, usesMockWorker } from './lib/platform/environment';
import { navigateInThisTab } from './lib/platform/externalNavigation';
import { createQueryClient } from './lib/platform/queryClient';
import { startMockWorker } from './mock-mode';

/*
 * The entry module is small on purpose: it runs the start-up (boot/runBoot.ts: the session check,
 * `/health` and the route's chunk) as soon as it has downloaded, before React DOM and the app's
 * components have, and only then imports what renders (boot/renderBoot.tsx, preloaded by
 * index.html). It renders once the start-up has decided what the page shows.
 */
async function start(): Promise<void> {
  applyBackendQuery();
  const shows = usesMockWorker() ? await startMockWorker() : 'portal';
  if (shows !== 'portal') return;
  const { pathname, search, hash } = window.location;
  const boot = runBoot(createQueryClient(), {
    path: pathname,
    search,
    navigateExternally: navigateInThisTab,
    replaceAddress: (path) =>
      window.history.replaceState(window.history.state, '', path + search + hash),
    preload: [signedInApp],
    startsServiceWorker: import.meta.env.PROD && !IS_MOCK_BUILD,
  });
  warmUpIntlWhileWaiting();
  // In a task of its own: React DOM (in the render chunk, preloaded by index.html) is often there
  // already, and evaluating it inside this task made one task of up to 270 ms on a phone.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { renderBoot } = await import('./boot/renderBoot');
  await boot.decided;
  renderBoot(boot);
}

// In a task of its own, after the one that evaluates the entry and what it imports (TanStack Query,
// the start-up): on a phone the two together were one task of 120-190 ms (4x CPU), which blocks
// input; apart, each is shorter (docs/decisions/0038). The calls start a few milliseconds later.
setTimeout(() => void start(), 0);
