import type { ComponentType, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Route, useLocation } from 'wouter';
import type { RouteAddress, RouteParams } from '../../paths';
import { usePreloadWhenIdle, type Preloadable } from '../platform/preloadWhenIdle';
import { matchAddress, startLoaderAt } from './routeMatch';

/** What a route's loader is given: the app's query cache and the location being opened. */
export interface RouteLoaderContext<Params> {
  /** The app's server-state cache. */
  queryClient: QueryClient;
  /** The route's parameters, read from the path (`{ id: '12' }` for `/different/edit/:id`). */
  params: Params;
  /** The path below a nested route (`/2026/11/add` below `/calendar/month`), else empty. */
  rest: string;
  /** The query string of the location, with its `?` (or empty), e.g. `?weergave=lijst`. */
  search: string;
}

/**
 * One row of a feature's route table: where (app/src/paths.ts), what it shows, what it reads and
 * who may see it. Written in the feature's public entry (`index.ts`), in the feature's chunk.
 */
export interface FeatureRoute<Pattern extends string = string> {
  /** The route's address, from app/src/paths.ts. */
  path: RouteAddress<Pattern>;
  /** The screen, given the route's parameters (key it by an id so another id starts afresh). */
  screen(params: RouteParams<Pattern>): ReactNode;
  /**
   * Starts the screen's reads with the feature's own query options (`queryClient.prefetchQuery`),
   * so they travel beside the feature's chunk at start-up and on navigation instead of after the
   * screen mounts. Returns at once and never throws: a failed read is reported where it is read.
   */
  loader?(context: RouteLoaderContext<RouteParams<Pattern>>): void;
  /**
   * What the screen can open that its first view does not show (its form pages, a dialog, a menu):
   * loaded once the screen has mounted and the first screen has been shown, when the browser is
   * idle (lib/platform/preloadWhenIdle.ts), so that a first tap need not wait for its code.
   */
  preloadWhenIdle?: readonly Preloadable[];
  /** Who may see it, e.g. `NotForAgencyWorkers` (it shows 'Geen toegang' to the others). */
  guard?: ComponentType<{ children: ReactNode }>;
}

/** A feature's route table: a row for each of its routes in app/src/paths.ts. */
export type RouteTable<Paths extends Readonly<Record<string, RouteAddress>>> = {
  readonly [Name in keyof Paths]: FeatureRoute<Paths[Name]['pattern']>;
};

/** A route table of any feature, as the app's routes and the start-up read it. */
export type AnyRouteTable = Readonly<Record<string, FeatureRoute>>;

/** The screen of a route, behind its guard; what it can open loads once it has mounted. */
function RouteScreen({ route, params }: { route: FeatureRoute; params: RouteParams<string> }) {
  usePreloadWhenIdle(route.preloadWhenIdle);
  const Guard = route.guard;
  const screen = route.screen(params);
  return Guard ? <Guard>{screen}</Guard> : screen;
}

/**
 * The screen of a route, behind its guard: the one place that mounts a route's screen, which also
 * loads the row's `preloadWhenIdle` when the browser is idle after the first screen.
 */
export function routeElement(route: FeatureRoute, params: RouteParams<string>): ReactNode {
  return <RouteScreen route={route} params={params} />;
}

/**
 * The first of `routes` at the current location, mounted on a `<Route>` (nested when the route
 * is, so that its screen's own routes are relative to it), or `otherwise`. The element is the
 * same for every route (no key): going from one route to another whose screen is the same
 * component (the month and the week calendar) keeps that screen, as a `<Switch>` of `<Route>`s
 * without keys does.
 */
export function RouteSwitch<Row extends { path: RouteAddress }>({
  routes,
  render,
  otherwise = null,
}: {
  routes: readonly Row[];
  render: (row: Row, params: RouteParams<string>) => ReactNode;
  otherwise?: ReactNode;
}) {
  const [location] = useLocation();
  const row = routes.find((candidate) => matchAddress(candidate.path, location));
  if (!row) return otherwise;
  return (
    <Route path={row.path.fullPattern} nest={row.path.isNested}>
      {(params) => render(row, params)}
    </Route>
  );
}

/**
 * A feature's routes as the app mounts them, from its route table, for stories that move between
 * its screens (a save or cancel lands on another of its routes).
 */
export function TableRoutes({ table }: { table: AnyRouteTable }) {
  return <RouteSwitch routes={Object.values(table)} render={routeElement} />;
}

/**
 * The routes of a table below a nested route (a feature that routes the pages below its base, e.g.
 * pathsBelow.ts `cvPaths`): each row at its pattern relative to the nested route, or `otherwise`.
 */
export function RoutesBelow({ table, otherwise }: { table: AnyRouteTable; otherwise: ReactNode }) {
  const rows = Object.values(table).map((row) => ({
    ...row,
    path: { ...row.path, fullPattern: row.path.pattern },
  }));
  return <RouteSwitch routes={rows} render={routeElement} otherwise={otherwise} />;
}

/**
 * The loader of a nested route whose pages a table routes (RoutesBelow): it starts the loader of
 * the table's row at the whole path, its base and the path below it.
 */
export function loaderBelow(table: AnyRouteTable, base: string) {
  return ({ queryClient, rest, search }: RouteLoaderContext<unknown>): void =>
    startLoaderAt(table, { queryClient, path: `${base}${rest}`, search });
}
