import type { QueryClient } from '@tanstack/react-query';

/** What a feature's route loader is given: the app's query cache and the location being opened. */
export interface RouteLoaderContext {
  /** The app's server-state cache. */
  queryClient: QueryClient;
  /** The whole path being opened, e.g. `/calendar/month/2026/11` or `/cv/education/edit/12`. */
  path: string;
  /** The query string of the location, with its `?` (or empty), e.g. `?weergave=lijst`. */
  search: string;
}

/**
 * Starts the reads of the screen at a path, with the feature's own query options
 * (`queryClient.prefetchQuery(...)`), so that they travel beside the feature's chunk at start-up
 * and on navigation instead of after the screen mounts. It returns at once and never throws: a
 * read that fails is reported when the screen reads it. Each feature exports one from its public
 * entry (`index.ts`) as `routeLoader`, defined in its `api.ts`.
 */
export type RouteLoader = (context: RouteLoaderContext) => void;
