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
 * The start-up, run by the entry module before React renders, so that nothing waits for a render:
 * `/` becomes `/calendar/month` at once (no redirect round); `/health`, the session check, the
 * JSON-RPC client and the current route's feature chunk start together (index.html preloads the
 * render and signed-in chunks beside them); as soon as the session says signed in, the signed-in
 * reads and the route's loader start, side by side. The gates and screens then find these reads
 * in the cache, in flight or answered. Failures are reported where the queries are read (the
 * gates, the screens).
 *
 * Resolves (never rejects) once the session gate can decide what to show: the session check has
 * answered or failed and, when signed in, so has the current user, whose offline copy of their
 * screens (lib/platform/offlineCopy.ts) is then back in the cache and kept from then on. The entry renders only then:
 * until then the gate would render nothing over the static frame, and rendering earlier would
 * only put React's work in the way of the answers that start the next reads.
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
  return queryClient.fetchQuery(sessionQuery).then(
    async () => {
      if (sessionStore.status !== 'signed-in') return;
      // The offline copy's code (not in the first load) downloads beside the current user; the
      // user's copy is back in the cache before the first render (another user's is dropped).
      const offlineCopy = import('./lib/platform/offlineCopy');
      const user = startSignedInReads(queryClient);
      // In a task of its own: this task's requests must not wait for the route's chunk, whose
      // code the loader runs (a simulated network, as Lighthouse's, ties a task's requests to
      // every script it ran).
      setTimeout(() => startRoute({ queryClient, path, search }), 0);
      await Promise.all([user, offlineCopy]).then(
        ([answered, copy]) => copy.startOfflineCopy(queryClient, answered),
        () => undefined,
      );
    },
    () => undefined,
  );
}
