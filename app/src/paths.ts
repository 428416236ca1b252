/**
 * Every address of the app, written once (spec section 2): each route's base (where its feature is
 * mounted), its pattern below the base (a wouter pattern, `:id` a parameter) and a typed link to it,
 * `paths.rates.deviatingEdit({ id: 12 })`. The features' route tables (`index.ts`, in their chunks)
 * give each of these routes its screen, loader and guard; the app's routes, the start-up's route
 * loading (featureRoutes.ts), the stories, and every link between features (the dashboard, the
 * banners, the menus, the screens) read the addresses here. A tiny module of the first load: it
 * names no screen, so knowing a path's feature loads no feature chunk.
 */

/** The names of the `:parameters` of a pattern: `'id'` for `/different/edit/:id`. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's parameters as read from its address (wouter gives strings). */
export type RouteParams<Pattern extends string> = {
  readonly [Name in ParamNames<Pattern>]: string;
};

/** Where a route lies: the base of its feature's mount and its pattern below it. */
export interface RouteAddress<Pattern extends string = string> {
  /** The base it is mounted under, e.g. `/settings/rates`. */
  readonly base: string;
  /** Its pattern below the base (`/` for the base itself), e.g. `/different/edit/:id`. */
  readonly pattern: Pattern;
  /** The whole pattern, base and pattern, e.g. `/settings/rates/different/edit/:id`. */
  readonly fullPattern: string;
  /** True when its screen owns the paths below it too (it routes them itself). */
  readonly isNested: boolean;
}

/** A route's address and a link to it: `paths.cv.overview()`, `paths.calendar.shift({ id: 7 })`. */
export type RoutePath<Pattern extends string = string> = RouteAddress<Pattern> &
  ([ParamNames<Pattern>] extends [never]
    ? () => string
    : (params: { readonly [Name in ParamNames<Pattern>]: string | number }) => string);

export function route<Pattern extends string>(
  base: string,
  pattern: Pattern,
  { isNested = false }: { isNested?: boolean } = {},
): RoutePath<Pattern> {
  const fullPattern = pattern === '/' ? base : `${base}${pattern}`;
  const link = (params: Readonly<Record<string, string | number>> = {}) =>
    fullPattern.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(String(params[name] ?? '')),
    );
  return Object.assign(link, { base, pattern, fullPattern, isNested }) as RoutePath<Pattern>;
}

const CALENDAR = '/calendar';
const CV = '/cv';
const INVOICES = '/invoices';
const PROFILE = '/settings/profile';
const RATES = '/settings/rates';
const SHIFTS = '/shifts';

/**
 * The routes of each feature, by feature (the keys of featureRoutes.ts's chunks), in the order the
 * app tries them. Each feature's route table has a row for each of its routes here.
 */
export const paths = {
  calendar: {
    /** The month view and everything below it (`/2026/11/21/edit/5`): the calendar routes it. */
    month: route(CALENDAR, '/month', { isNested: true }),
    /** The week view and everything below it. */
    week: route(CALENDAR, '/week', { isNested: true }),
    /** One shift (a shift or freelancer-request tile opens it). */
    shift: route(CALENDAR, '/shift/:id'),
  },
  dashboard: {
    overview: route('/dashboard', '/'),
  },
  cv: {
    /** The overview and the pages below it (pathsBelow.ts `cvPaths`): the CV routes them. */
    overview: route(CV, '/', { isNested: true }),
  },
  invoices: {
    /** The lists and the pages below them (pathsBelow.ts `invoicePaths`): the invoices route them. */
    list: route(INVOICES, '/', { isNested: true }),
  },
  reviews: {
    overview: route('/reviews', '/'),
  },
  notifications: {
    overview: route('/settings/notifications', '/'),
  },
  profile: {
    overview: route(PROFILE, '/'),
    personalEdit: route(PROFILE, '/personal/edit'),
    addressEdit: route(PROFILE, '/address/edit'),
    contactEdit: route(PROFILE, '/contact/edit'),
    companyEdit: route(PROFILE, '/company/edit'),
    bankEdit: route(PROFILE, '/bank/edit'),
    preferences: route('/settings/preferences', '/'),
  },
  rates: {
    overview: route(RATES, '/'),
    standardEdit: route(RATES, '/edit'),
    deviatingAdd: route(RATES, '/different/add'),
    deviatingEdit: route(RATES, '/different/edit/:id'),
  },
  travelTime: {
    clients: route('/settings/travel-time-clients', '/'),
    edit: route('/settings/travel-time', '/edit'),
  },
  organisations: {
    edit: route('/settings/organisation', '/edit/:id'),
  },
  shifts: {
    incidental: route(SHIFTS, '/incidental'),
    periodical: route(SHIFTS, '/periodical'),
  },
} as const;

/**
 * The element ids of records that a link from another screen brings the user to (focused, scrolled
 * to and marked by lib/screen/savedRecord.ts): a banner leads to the expired document's card or CV item.
 */
export const anchors = {
  /** An item of a CV section by the resume's key, e.g. `cv-registrations-401`. */
  cvItem: (section: string, id: number) => `cv-${section}-${id}`,
  /** A document's card on the profile by its kind, e.g. `document-17`. */
  document: (typeId: number) => `document-${typeId}`,
};

/**
 * The paths that only lead elsewhere: `/` to the month calendar, `/shifts` to the incidental shifts.
 * The start-up follows them before anything loads; the app's routes redirect them.
 */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = {
  '/': paths.calendar.month(),
  [SHIFTS]: paths.shifts.incidental(),
};

/** A feature that owns routes: a key of `paths` and of featureRoutes.ts's chunks. */
export type Feature = keyof typeof paths;
