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
export const ROUTES = ['/dashboard', '/calendar/month', '/cv'] as const;
/** Where the floor page (React alone) is served, inside app/dist. */
export const FLOOR_PATH = '/floor/';
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
  /** Where the app's calls go: the app's own origin, or with `--cross-origin` the mock server's. */
  readonly backendOrigin: string;
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
      'cross-origin': { type: 'boolean', default: false },
      baseline: { type: 'string' },
      'taps-only': { type: 'boolean', default: false },
      'what-if': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 15)
    fail(`--runs takes a whole number from 1 to 15, not ${values.runs}.`);
  return {
    runs,
    backendOrigin: values['cross-origin'] ? mockUrl : appUrl,
    baselineDir: values.baseline ? path.resolve(rootDir, values.baseline) : undefined,
    tapsOnly: values['taps-only'],
    whatIf: values['what-if'],
  };
}
