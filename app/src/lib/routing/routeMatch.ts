import type { QueryClient } from '@tanstack/react-query';
import { parse } from 'regexparam';
import type { RouteAddress, RouteParams } from '../../paths';
import type { AnyRouteTable } from './routeTable';

/** A route at a location: its parameters, and the path below it when it is nested. */
export interface RouteMatch {
  params: RouteParams<string>;
  rest: string;
}

/**
 * Whether a location is at a route (or below it, for a nested route), as wouter's `<Route>` matches
 * it (its parser, regexparam): its parameters and the rest of the path, or undefined. Without
 * React or wouter: the start-up's entry module uses it.
 */
export function matchAddress(
  address: Pick<RouteAddress, 'fullPattern' | 'isNested'>,
  location: string,
): RouteMatch | undefined {
  const { pattern, keys } = parse(address.fullPattern, address.isNested);
  const match = pattern.exec(location);
  if (!match) return undefined;
  const params = Object.fromEntries(keys.map((key, index) => [key, match[index + 1] ?? '']));
  return { params, rest: address.isNested ? location.slice(match[0].length) : '' };
}

/** The location a route loader is started for. */
export interface LoaderLocation {
  /** The app's server-state cache. */
  queryClient: QueryClient;
  /** The whole path being opened, e.g. `/calendar/month/2026/11` or `/cv/education/edit/12`. */
  path: string;
  /** The query string of the location, with its `?` (or empty), e.g. `?weergave=lijst`. */
  search: string;
}

/** Starts the loader of the table's route at a path, with its parameters (none: nothing starts). */
export function startLoaderAt(table: AnyRouteTable, { queryClient, path, search }: LoaderLocation) {
  for (const route of Object.values(table)) {
    const match = matchAddress(route.path, path);
    if (match) return route.loader?.({ queryClient, ...match, search });
  }
}
