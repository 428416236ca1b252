import { onDemandChunk, type OnDemandChunk } from './lib/screen/onDemandChunk';
import { matchAddress, startLoaderAt, type LoaderLocation } from './lib/routing/routeMatch';
import type { AnyRouteTable } from './lib/routing/routeTable';
import { paths, ROUTE_REDIRECTS, type Feature, type RouteAddress } from './paths';

/** A feature's public entry: its route table. */
export interface FeatureEntry {
  routes: AnyRouteTable;
}

/**
 * Each feature's public entry, a chunk of its own. The routes' screens and the start-up's route
 * loaders load it through here, so it is fetched once, by whichever asks first.
 */
export const featureEntries = {
  calendar: onDemandChunk(() => import('./features/calendar')),
  cv: onDemandChunk(() => import('./features/cv')),
  dashboard: onDemandChunk(() => import('./features/dashboard')),
  invoices: onDemandChunk(() => import('./features/invoices')),
  notifications: onDemandChunk(() => import('./features/notifications')),
  organisations: onDemandChunk(() => import('./features/organisations')),
  profile: onDemandChunk(() => import('./features/profile')),
  rates: onDemandChunk(() => import('./features/rates')),
  reviews: onDemandChunk(() => import('./features/reviews')),
  shifts: onDemandChunk(() => import('./features/shifts')),
  travelTime: onDemandChunk(() => import('./features/travel-time')),
} as const satisfies Record<Feature, OnDemandChunk<FeatureEntry>>;

/** Where a path leads: its redirect's target, or the path itself. */
export function redirectedPath(path: string): string {
  const redirect = Object.entries(ROUTE_REDIRECTS).find(([from]) =>
    matchAddress({ fullPattern: from, isNested: false }, path),
  );
  return redirect?.[1] ?? path;
}

/** Each feature's routes, in the order the app tries them (app/src/paths.ts). */
export const featureRoutePaths = Object.entries(paths).flatMap(([feature, routes]) =>
  Object.entries(routes).map(([name, path]: [string, RouteAddress]) => ({
    feature: feature as Feature,
    name,
    path,
  })),
);

/** The feature whose screens a path shows, or undefined (a page that is not found). */
export function featureAt(path: string): Feature | undefined {
  return featureRoutePaths.find(({ path: address }) => matchAddress(address, path))?.feature;
}

/**
 * Loads the feature chunk of the screen at a path (after its redirect), or resolves with undefined
 * for a path no feature owns. Shared with the routes' screens: the chunk is fetched once.
 */
export function loadFeatureAt(path: string): Promise<FeatureEntry | undefined> {
  const feature = featureAt(redirectedPath(path));
  return feature ? featureEntries[feature].preload() : Promise.resolve(undefined);
}

/**
 * Starts what the screen at a path needs, side by side: its feature's chunk and, once that is
 * there, its route's loader (its reads, `prefetchQuery`) with the route's parameters, before the
 * screen mounts. The start-up (boot/runBoot.ts) calls it as soon as the session is known and on
 * every change of location. Redirects are followed first, so `/` loads the calendar at once.
 * Returns at once; a chunk that fails to load is reported by the screen that needs it.
 */
export function startRoute({ queryClient, path, search }: LoaderLocation): void {
  const target = redirectedPath(path);
  loadFeatureAt(target).then(
    (entry) => entry && startLoaderAt(entry.routes, { queryClient, path: target, search }),
    () => undefined,
  );
}
