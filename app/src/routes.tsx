import { Suspense, use } from 'react';
import { Redirect, useLocation } from 'wouter';
import { routeElement, RouteSwitch } from './lib/routing/routeTable';
import { LoadingState } from './lib/screen/states';
import { NotFoundPage } from './shell/NotFoundPage';
import {
  featureEntries,
  featureRoutePaths,
  redirectedPath,
  type FeatureEntry,
} from './featureRoutes';
import type { OnDemandChunk } from './lib/screen/onDemandChunk';
import type { Feature, RouteParams } from './paths';

/**
 * A route's screen from its feature's route table, in the feature's chunk: at once when the chunk
 * is there (the start-up loads the first screen's chunk beside the session check), else it
 * suspends until the chunk has loaded.
 */
function RouteScreen({
  feature,
  name,
  params,
}: {
  feature: Feature;
  name: string;
  params: RouteParams<string>;
}) {
  const chunk: OnDemandChunk<FeatureEntry> = featureEntries[feature];
  const { routes } = use(chunk.preload());
  const route = routes[name];
  return route ? routeElement(route, params) : <NotFoundPage />;
}

/**
 * Every route of spec section 2, from the features' route tables: the redirects, then each route
 * at its address (app/src/paths.ts) with its screen, behind its guard, from its feature's chunk.
 * Anything else: 'Pagina niet gevonden'. (The routes are matched from the root, not below a
 * `<Route>` per feature base: a screen's links stay relative to the app's root.)
 */
export function AppRoutes() {
  const [location] = useLocation();
  const redirect = redirectedPath(location);
  return (
    <Suspense fallback={<LoadingState />}>
      {redirect === location ? (
        <RouteSwitch
          routes={featureRoutePaths}
          render={({ feature, name }, params) => (
            <RouteScreen feature={feature} name={name} params={params} />
          )}
          otherwise={<NotFoundPage />}
        />
      ) : (
        <Redirect to={redirect} replace />
      )}
    </Suspense>
  );
}
