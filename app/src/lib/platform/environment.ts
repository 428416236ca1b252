/**
 * The back-end host, chosen by a stored preference (docs/decisions/0001-conventions.md):
 * `localStorage['pidz.environment']` holds `mock` (the in-browser mock worker answers same-origin
 * calls; the default of a mock build) or a host URL. `?backend=<url|mock>` sets it. A production
 * build has no mock: there the default, and `mock`, mean the page's own origin.
 */

/** localStorage key of the environment preference. */
export const ENVIRONMENT_STORAGE_KEY = 'pidz.environment';

/** Query parameter that sets the preference: `?backend=http://localhost:4010` or `?backend=mock`. */
export const BACKEND_QUERY_PARAMETER = 'backend';

/** `mock`, or the origin of a back-end host such as `http://localhost:4010`. */
export type EnvironmentPreference = 'mock' | (string & {});

/** True in a `--mode mock` build or dev server; a compile-time constant in every build. */
export const IS_MOCK_BUILD = import.meta.env.MODE === 'mock';

type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The origin of an http(s) URL, or undefined when the text is no such URL. */
function httpOrigin(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Which back-end hosts a build may be pointed at. */
export interface BackendPolicy {
  /** A mock build: `mock`, and any host on this machine (the Node mock server), are allowed too. */
  isMockBuild: boolean;
  /** The page's own origin, always allowed. */
  ownOrigin: string;
  /** The hosts the build was made for, `VITE_BACKEND_HOSTS` (its Content-Security-Policy's too). */
  configuredHosts: readonly string[];
}

/** This build's policy. */
function buildPolicy(): BackendPolicy {
  return {
    isMockBuild: IS_MOCK_BUILD,
    ownOrigin: window.location.origin,
    configuredHosts: (import.meta.env.VITE_BACKEND_HOSTS ?? '')
      .split(/[\s,]+/)
      .map(httpOrigin)
      .filter((origin) => origin !== undefined),
  };
}

/** Whether an origin is on this machine (a developer's Node mock server). */
function isLoopback(origin: string): boolean {
  const { hostname } = new URL(origin);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * Turns a stored or requested value into a preference, or undefined when it is neither `mock` nor
 * the origin of a host the build allows: its own, those it was built for, and in a mock build any
 * host on this machine. (A production build's Content-Security-Policy would block the calls to any
 * other host: taking it would leave the portal broken until storage is cleared.)
 */
export function parseEnvironmentPreference(
  value: string | null | undefined,
  { isMockBuild, ownOrigin, configuredHosts }: BackendPolicy = buildPolicy(),
): EnvironmentPreference | undefined {
  if (value === 'mock') return 'mock';
  const origin = value ? httpOrigin(value) : undefined;
  if (origin === undefined) return undefined;
  const isAllowed =
    origin === ownOrigin || configuredHosts.includes(origin) || (isMockBuild && isLoopback(origin));
  return isAllowed ? origin : undefined;
}

/**
 * Stores the preference given by `?backend=` in the search string, if it holds an allowed one.
 * @returns the stored preference, or undefined when the query sets none.
 */
export function applyBackendQuery(
  search: string = window.location.search,
  storage: PreferenceStorage = window.localStorage,
  policy: BackendPolicy = buildPolicy(),
): EnvironmentPreference | undefined {
  const requested = parseEnvironmentPreference(
    new URLSearchParams(search).get(BACKEND_QUERY_PARAMETER),
    policy,
  );
  if (requested) storage.setItem(ENVIRONMENT_STORAGE_KEY, requested);
  return requested;
}

/**
 * The environment preference: the stored one when it is allowed, else `mock` in a mock build and
 * the page's own origin in a production build.
 */
export function environmentPreference(
  storage: Pick<Storage, 'getItem'> = window.localStorage,
  policy: BackendPolicy = buildPolicy(),
): EnvironmentPreference {
  const stored = parseEnvironmentPreference(storage.getItem(ENVIRONMENT_STORAGE_KEY), policy);
  if (stored) return stored;
  return policy.isMockBuild ? 'mock' : policy.ownOrigin;
}

/** Whether the in-browser mock worker must answer: a mock build whose preference is `mock`. */
export function usesMockWorker(
  preference: EnvironmentPreference = environmentPreference(),
  isMockBuild: boolean = IS_MOCK_BUILD,
): boolean {
  return isMockBuild && preference === 'mock';
}

/**
 * Origin every call goes to (no trailing slash). `mock` means the page's own origin, where the mock
 * worker intercepts the calls (and where a production build, which has no mock, finds its back end).
 */
export function backendHost(
  preference: EnvironmentPreference = environmentPreference(),
  ownOrigin: string = window.location.origin,
): string {
  return preference === 'mock' ? ownOrigin : preference;
}
