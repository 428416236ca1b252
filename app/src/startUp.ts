import type { QueryClient } from '@tanstack/react-query';
import { loadFeatureAt, redirectedPath, startRoute } from './featureRoutes';
import { currentUserQuery } from './entities/currentUser';
import {
  freelancerBannersQuery,
  inactiveTasksQuery,
  systemNotificationsQuery,
} from './entities/freelancerBanners';
import { healthQuery } from './lib/platform/maintenance';
import { loadRpcClient } from './lib/platform/queries';
import { hasKeptData } from './lib/platform/keptData';
import { isRetryable } from './lib/platform/retry';
import { sessionQuery, sessionStore } from './lib/platform/session';

/**
 * What the first screen's frame is made of, side by side: the current user (the session gate waits
 * for it) and what the banners are made of (the banner data, the open tasks and the system
 * notifications: the layout shows the screen below them once they have answered). What else the
 * frame shows is asked where it is shown, once the first screen has: the top bar's picture (its
 * initials stand in), the side menu's open-invoice count, and the feature flags (SignedInApp), so
 * that these reads do not share the network with what the first screen waits for.
 */
function startSignedInReads(queryClient: QueryClient) {
  const user = queryClient.fetchQuery(currentUserQuery);
  void queryClient.prefetchQuery(freelancerBannersQuery);
  void queryClient.prefetchQuery(inactiveTasksQuery);
  void queryClient.prefetchQuery(systemNotificationsQuery);
  return user;
}

/**
 * The offline copy's code (lib/platform/offlineCopy.ts): not in the first load. A load that fails
 * (the network) leaves the copy out, and the start goes on without it.
 */
const loadOfflineCopy = () => import('./lib/platform/offlineCopy').catch(() => undefined);

/**
 * Once the session says signed in: the user's offline copy back into the cache when one is kept
 * (a repeat visit), then the signed-in reads and the route's loader, which find the copy's reads
 * there: the copy's reads are asked again once the first screen has been painted from them
 * (decision 0026). Without a copy, the user's reads are kept once the user has answered. Resolves
 * once the screens may render: at once from a copy, else once the user has answered.
 */
async function startSignedIn(
  queryClient: QueryClient,
  route: Parameters<typeof startRoute>[0],
  keptCopy: ReturnType<typeof loadOfflineCopy> | undefined,
): Promise<void> {
  const isFromCopy = (await keptCopy)?.putBackKeptCopy(queryClient) ?? false;
  const user = startSignedInReads(queryClient);
  // In a task of its own: this task's requests must not wait for the route's chunk, whose
  // code the loader runs (a simulated network, as Lighthouse's, ties a task's requests to
  // every script it ran).
  setTimeout(() => startRoute(route), 0);
  if (isFromCopy) return;
  const offlineCopy = await (keptCopy ?? loadOfflineCopy());
  await (offlineCopy
    ? offlineCopy.keepOfflineCopyOnceAnswered(queryClient, user)
    : user.catch(() => undefined));
}

/**
 * Without a network the session cannot be checked: the last signed-in user's offline copy is
 * shown, read-only, until it can (the next call checks it first; decision 0026). Resolves with
 * whether there was a copy to show.
 */
async function startOffline(
  queryClient: QueryClient,
  offlineCopy: ReturnType<typeof loadOfflineCopy>,
): Promise<boolean> {
  if (sessionStore.status === 'offline') return true;
  const started = (await offlineCopy)?.putBackKeptCopy(queryClient, { offline: true }) ?? false;
  if (started && sessionStore.status === 'pending') sessionStore.status = 'offline';
  return started;
}

/**
 * The start-up, run by the entry module before React renders, so that nothing waits for a render:
 * `/` becomes `/calendar/month` at once (no redirect round); `/health`, the session check, the
 * JSON-RPC client and the current route's feature chunk start together (index.html preloads the
 * render and signed-in chunks beside them); as soon as the session says signed in, the signed-in
 * reads and the route's loader start, side by side. The gates and screens then find these reads
 * in the cache, in flight or answered. Failures are reported where the queries are read (the
 * gates, the screens).
 *
 * Resolves (never rejects) once the session gate can decide what to show: the session check has
 * answered or failed and, when signed in, the user's offline copy is back in the cache (a repeat
 * visit) or else the current user has answered. Without a network (the device says so, or the
 * check could not reach the back end) the last signed-in user's copy is shown instead of the
 * check's failure. The entry renders only then: until then the gate would render nothing over
 * the static frame, and rendering earlier would only put React's work in the way of the answers
 * that start the next reads.
 */
export function startUp(queryClient: QueryClient): Promise<void> {
  const { pathname, search, hash } = window.location;
  const path = redirectedPath(pathname);
  if (path !== pathname)
    window.history.replaceState(window.history.state, '', path + search + hash);

  void queryClient.prefetchQuery(healthQuery);
  void loadRpcClient();
  // The route's chunk downloads while the session is checked; its loader waits for the session.
  loadFeatureAt(path).catch(() => undefined);
  // A kept copy's code downloads beside the session check, to be put back as soon as it answers.
  const offlineCopy = hasKeptData() ? loadOfflineCopy() : undefined;
  const checked = queryClient.fetchQuery(sessionQuery).then(
    async () => {
      if (sessionStore.status !== 'signed-in') return;
      await startSignedIn(queryClient, { queryClient, path, search }, offlineCopy);
    },
    async (error: unknown) => {
      if (offlineCopy && isRetryable(error)) await startOffline(queryClient, offlineCopy);
    },
  );
  if (!offlineCopy || navigator.onLine) return checked;
  return startOffline(queryClient, offlineCopy).then((started) => (started ? undefined : checked));
}
