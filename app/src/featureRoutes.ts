import { onDemandChunk } from './lib/onDemandChunk';
import type { RouteLoaderContext } from './lib/routeLoader';

/**
 * Each feature's public entry, a chunk of its own. The routes' lazy screens and the start-up's
 * route loaders load it through here, so it is fetched once, by whichever asks first.
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
} as const;

type Feature = keyof typeof featureEntries;

/** The paths that only lead elsewhere: `/` to the month calendar, `/shifts` to the incidental shifts. */
export const ROUTE_REDIRECTS = {
  '/': '/calendar/month',
  '/shifts': '/shifts/incidental',
} as const satisfies Record<string, string>;

/** The feature that owns each base path and everything below it (spec section 2). */
const FEATURE_BASES: readonly (readonly [base: string, feature: Feature])[] = [
  ['/calendar', 'calendar'],
  ['/dashboard', 'dashboard'],
  ['/cv', 'cv'],
  ['/invoices', 'invoices'],
  ['/reviews', 'reviews'],
  ['/settings/notifications', 'notifications'],
  ['/settings/profile', 'profile'],
  ['/settings/preferences', 'profile'],
  ['/settings/rates', 'rates'],
  ['/settings/travel-time-clients', 'travelTime'],
  ['/settings/travel-time', 'travelTime'],
  ['/settings/organisation', 'organisations'],
  ['/shifts', 'shifts'],
];

/** Where a path leads: its redirect's target, or the path itself. */
export function redirectedPath(path: string): string {
  return path in ROUTE_REDIRECTS ? ROUTE_REDIRECTS[path as keyof typeof ROUTE_REDIRECTS] : path;
}

/** The feature whose screens a path shows, or undefined (a page that is not found). */
export function featureAt(path: string): Feature | undefined {
  return FEATURE_BASES.find(([base]) => path === base || path.startsWith(`${base}/`))?.[1];
}

/**
 * Loads the feature chunk of the screen at a path (after its redirect), or resolves with undefined
 * for a path no feature owns. Shared with the routes' lazy screens: the chunk is fetched once.
 */
export function loadFeatureAt(path: string) {
  const feature = featureAt(redirectedPath(path));
  return feature ? featureEntries[feature].preload() : Promise.resolve(undefined);
}

/** The location whose route was started last, and for which cache. */
let lastStarted: { location: string; queryClient: RouteLoaderContext['queryClient'] } | undefined;

/**
 * Starts what the screen at a path needs, side by side: its feature's chunk and, once that is
 * there, the feature's route loader (its reads, `prefetchQuery`), before the screen mounts. The
 * start-up calls it as soon as the session is known, the signed-in app on every change of
 * location. Redirects are followed first, so `/` loads the calendar at once. The location started
 * last is not started again (the signed-in app's first render asks for the start-up's location
 * once more: a read that failed there must not be asked, and reported, twice). Returns at once; a
 * chunk that fails to load is reported by the screen that needs it.
 */
export function startRoute({ queryClient, path, search }: RouteLoaderContext): void {
  const target = redirectedPath(path);
  const location = target + search;
  if (lastStarted?.location === location && lastStarted.queryClient === queryClient) return;
  lastStarted = { location, queryClient };
  loadFeatureAt(target).then(
    (entry) => {
      if (entry && 'routeLoader' in entry) entry.routeLoader({ queryClient, path: target, search });
    },
    () => undefined,
  );
}
