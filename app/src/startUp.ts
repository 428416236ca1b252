import type { QueryClient } from '@tanstack/react-query';
import { loadFeatureAt, redirectedPath, startRoute } from './featureRoutes';
import { croppedPictureQuery, currentUserQuery } from './lib/currentUser';
import { FEATURE_FLAG_NAMES, featureFlagQuery } from './lib/featureFlags';
import {
  freelancerBannersQuery,
  inactiveTasksQuery,
  systemNotificationsQuery,
} from './lib/freelancerBanners';
import { openInvoicesQuery } from './lib/invoices';
import { healthQuery } from './lib/maintenance';
import { loadRpcClient } from './lib/queries';
import { isAgencyWorker, sessionQuery, sessionStore } from './lib/session';

/**
 * The reads of the signed-in frame, side by side: the current user (the session gate waits for
 * it) and the top bar's picture of them, the three feature flags and what the banners are made of (the banner data, the open tasks
 * and the system notifications: they fill in when they answer) and, once the user
 * is known not to be an agency worker, the side menu's open-invoice count.
 */
function startSignedInReads(queryClient: QueryClient): Promise<unknown> {
  const user = queryClient.fetchQuery(currentUserQuery).then((answer) => {
    if (!isAgencyWorker(answer)) void queryClient.prefetchQuery(openInvoicesQuery);
  });
  void queryClient.prefetchQuery(croppedPictureQuery);
  for (const name of FEATURE_FLAG_NAMES) void queryClient.prefetchQuery(featureFlagQuery(name));
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
 * answered or failed and, when signed in, so has the current user. The entry renders only then:
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
      const user = startSignedInReads(queryClient);
      startRoute({ queryClient, path, search });
      await user.catch(() => undefined);
    },
    () => undefined,
  );
}
