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

/** Turns a stored or requested value into a preference, or undefined when it is neither `mock` nor a URL. */
export function parseEnvironmentPreference(
  value: string | null | undefined,
): EnvironmentPreference | undefined {
  if (value === 'mock') return 'mock';
  return value ? httpOrigin(value) : undefined;
}

/**
 * Stores the preference given by `?backend=` in the search string, if it holds a valid one.
 * @returns the stored preference, or undefined when the query sets none.
 */
export function applyBackendQuery(
  search: string = window.location.search,
  storage: PreferenceStorage = window.localStorage,
): EnvironmentPreference | undefined {
  const requested = parseEnvironmentPreference(
    new URLSearchParams(search).get(BACKEND_QUERY_PARAMETER),
  );
  if (requested) storage.setItem(ENVIRONMENT_STORAGE_KEY, requested);
  return requested;
}

/**
 * The environment preference: the stored one when valid, else `mock` in a mock build and the page's
 * own origin in a production build.
 */
export function environmentPreference(
  storage: Pick<Storage, 'getItem'> = window.localStorage,
  isMockBuild: boolean = IS_MOCK_BUILD,
  ownOrigin: string = window.location.origin,
): EnvironmentPreference {
  const stored = parseEnvironmentPreference(storage.getItem(ENVIRONMENT_STORAGE_KEY));
  if (stored) return stored;
  return isMockBuild ? 'mock' : ownOrigin;
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
