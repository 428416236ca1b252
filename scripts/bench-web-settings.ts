/**
 * The settings of `bench:web` (scripts/bench-web.ts): its ports and addresses, the routes it
 * measures, its time limits, and the options of its command line.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rootDir } from './bench-report.ts';

export const appDir = path.join(rootDir, 'app');
export const distDir = path.join(appDir, 'dist');

export const MOCK_PORT = 4610;
export const APP_PORT = 4611;
export const mockUrl = `http://localhost:${MOCK_PORT}`;
export const appUrl = `https://localhost:${APP_PORT}`;
/** Where `--baseline <dir>` (another build, e.g. the main branch's) is served, beside the app. */
export const BASELINE_PORT = 4612;
export const baselineUrl = `https://localhost:${BASELINE_PORT}`;
/**
 * The back end on its own origin (spec section 7: 'the host comes from a stored environment
 * preference'): the Node mock server behind a second nginx, over HTTPS with HTTP/2 as an API host
 * is; the pages name it with `?backend=`.
 */
export const API_PORT = 4613;
export const apiHostUrl = `https://localhost:${API_PORT}`;
export const ROUTES = ['/dashboard', '/calendar/month', '/cv'] as const;

/** Where the floor pages are served, inside app/dist (scripts/bench-web-floor.ts). */
export const FLOORS = {
  static: '/floor/static/',
  react: '/floor/',
  calls: '/floor/calls/',
} as const;

/** Where the back end is, as the bench measures it: behind the page's own host, or on its own origin. */
export type Backend = 'same host' | 'own origin';
export const BACKENDS: readonly Backend[] = ['same host', 'own origin'];

/** The origin a page at `pageOrigin` calls for `backend`. */
export function backendOrigin(backend: Backend, pageOrigin: string): string {
  return backend === 'same host' ? pageOrigin : apiHostUrl;
}

/** The address of `pagePath` at `pageOrigin` with its back end at `backend` (`?backend=`). */
export function pageUrl(
  pageOrigin: string,
  pagePath: string,
  backend: Backend | undefined,
): string {
  return backend === 'own origin'
    ? `${pageOrigin}${pagePath}?backend=${encodeURIComponent(apiHostUrl)}`
    : `${pageOrigin}${pagePath}`;
}
/** The whole bench must finish within this time; anything still running is then stopped. */
export const DEADLINE_MS = 45 * 60_000;
export const SERVER_START_TIMEOUT_MS = 60_000;

export function fail(message: string): never {
  throw new Error(message);
}

/** The bench's command-line options. */
export interface BenchOptions {
  /** Loads of each route (1-15). */
  readonly runs: number;
  /** Where the back end is: both arrangements, side by side (default), or one with `--backend`. */
  readonly backends: readonly Backend[];
  /** `--baseline <dir>`: another build of the app, measured beside this one, run by run. */
  readonly baselineDir: string | undefined;
  /** `--taps-only`: the taps alone, without Lighthouse's pages and floor. */
  readonly tapsOnly: boolean;
  /** `--what-if`: the build's first visits saved and replayed with smaller chunks (bench-web-what-if.ts). */
  readonly whatIf: boolean;
}

export function parseOptions(): BenchOptions {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      backend: { type: 'string', default: 'both' },
      baseline: { type: 'string' },
      'taps-only': { type: 'boolean', default: false },
      'what-if': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 15)
    fail(`--runs takes a whole number from 1 to 15, not ${values.runs}.`);
  const backends =
    values.backend === 'both'
      ? BACKENDS
      : BACKENDS.filter((backend) => backend.replace(' ', '-') === values.backend);
  if (!backends.length)
    fail(`--backend takes same-host, own-origin or both, not ${values.backend}.`);
  return {
    runs,
    backends,
    baselineDir: values.baseline ? path.resolve(rootDir, values.baseline) : undefined,
    tapsOnly: values['taps-only'],
    whatIf: values['what-if'],
  };
}
