/**
 * `npm run bench:web [-- --runs N] [--backend same-host|own-origin|both] [--baseline DIR] [--taps-only] [--what-if]`:
 * Lighthouse (mobile preset, performance only) on the production build against the Node mock
 * server, in both arrangements of the back end side by side (docs/decisions/0025 and 0038).
 * `--baseline DIR` serves another build (e.g. main's, built with the bench's back-end hosts:
 * `VITE_BACKEND_HOSTS="http://localhost:4610 https://localhost:4613" npx vite build app --outDir DIR`)
 * beside it on port 4612 and measures both in turns, run by run, so that before and after see the
 * same load on a shared machine. `--taps-only` measures the taps alone (bench-web-taps.ts),
 * without Lighthouse. `--what-if` also estimates each route's first-visit LCP with the first
 * screen's chunks smaller (bench-web-what-if.ts), from the same runs' saved artifacts.
 *
 * Builds `app/dist` (the production build of `npm run build`) and serves it on port 4611 as
 * production does (nginx with the repository's configuration, app/hosting/ and scripts/nginx.ts:
 * HTTPS with HTTP/2, brotli and gzip compressed by the build, the security headers, long cache
 * headers for the hashed files). The back end, the Node mock server (port 4610), is measured in
 * both arrangements: behind the same host, as a deployment behind the portal's host has it, and
 * on its own origin (`?backend=https://localhost:4613`: a second nginx in front of the mock
 * server, HTTPS with HTTP/2 as an API host is, every call after its CORS preflight), as spec
 * section 7 describes it. Loads each route N times (default 3) in a fresh headless Chromium, and
 * then once more in the same browser with its cache and storage kept: the repeat visit. A run
 * counts only when the page stayed on its route, every request succeeded and the app called the
 * mock server. In the same run it measures the floors (scripts/bench-web-floor.ts): the same
 * month as static HTML, rendered by React alone, and by React after the two calls a signed-in
 * first screen cannot avoid, with each arrangement of the back end. Prints the median LCP, FCP,
 * CLS and TBT of every page, each route's LCP as a ratio to the 'React + two calls' floor with
 * the same back end and its repeat visit's to the static floor, the JavaScript each page loaded
 * (transferred, as served, and gzipped) and the build-level first-load figure of the budget test,
 * the time from a tap to the paint of what it opens, and of it complete (bench-web-taps.ts), and
 * writes every figure to `bench-results/web-<timestamp>.json`. Stops everything it started, also
 * on failure or Ctrl-C, and exits non-zero when a step fails.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { gitRevision, resultsDir, rootDir } from './bench-report.ts';
import { buildFloors } from './bench-web-floor.ts';
import { stopChrome } from './bench-web-lighthouse.ts';
import {
  callsFloorOf,
  measurePages,
  staticFloorOf,
  type SavedFirstVisits,
} from './bench-web-pages.ts';
import { printRequests, printTable, printTaps } from './bench-web-print.ts';
import {
  assertPortFree,
  serveBuild,
  startProcess,
  stopServers,
  waitForServer,
} from './bench-web-servers.ts';
import {
  API_PORT,
  APP_PORT,
  BASELINE_PORT,
  DEADLINE_MS,
  MOCK_PORT,
  apiHostUrl,
  appDir,
  appUrl,
  baselineUrl,
  distDir,
  mockUrl,
  parseOptions,
  type BenchOptions,
} from './bench-web-settings.ts';
import { measureTaps } from './bench-web-taps.ts';
import { estimateWhatIfs, printWhatIfs } from './bench-web-what-if.ts';
import { firstLoadSize } from './bundle-size.ts';

/** Stops Chromium and every server the bench started. Safe to call more than once. */
async function stopAll(): Promise<void> {
  stopChrome();
  await stopServers();
}

async function bench(options: BenchOptions): Promise<void> {
  const { runs, backends, baselineDir, tapsOnly, whatIf } = options;
  const startedAt = new Date();
  const loadAverageAtStart = loadavg();
  await Promise.all([MOCK_PORT, APP_PORT, BASELINE_PORT, API_PORT].map(assertPortFree));

  console.log('Building the production bundle (app/dist, as `npm run build`)...');
  // Its Content-Security-Policy lets it call the bench's back end on its own origin (decision 0014).
  process.env.VITE_BACKEND_HOSTS = `${mockUrl} ${apiHostUrl}`;
  const output = await build({
    root: appDir,
    mode: 'production',
    logLevel: 'warn',
    build: { emptyOutDir: true },
  });
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const firstLoad = firstLoadSize(chunks);
  await buildFloors();
  console.log(
    `Starting the mock server (${mockUrl}) and the app's server (${appUrl})` +
      (baselineDir ? `, and the baseline's (${baselineUrl}, ${baselineDir})...` : '...'),
  );
  const mock = startProcess('The mock server', 'npm', ['run', '--silent', 'mock-server'], {
    PORT: String(MOCK_PORT),
    // The bench's apps may call it (CORS).
    MOCK_ALLOWED_ORIGINS: `${appUrl} ${baselineUrl}`,
  });
  await waitForServer(mock, `${mockUrl}/health`);
  await serveBuild(distDir, { origin: appUrl, port: APP_PORT, backend: mockUrl });
  // The back end on its own origin: a folder with an empty page (nginx serves one), so that only
  // the back end's paths answer there.
  const apiHostRoot = path.join(distDir, 'api-host');
  await mkdir(apiHostRoot, { recursive: true });
  await writeFile(
    path.join(apiHostRoot, 'index.html'),
    `<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src 'none'"><title>API</title>\n`,
  );
  await serveBuild(apiHostRoot, {
    origin: apiHostUrl,
    port: API_PORT,
    backend: mockUrl,
  });
  const variants = [{ label: '', origin: appUrl }];
  if (baselineDir) {
    await serveBuild(baselineDir, { origin: baselineUrl, port: BASELINE_PORT, backend: mockUrl });
    variants.push({ label: ' (baseline)', origin: baselineUrl });
  }

  await mkdir(resultsDir, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const savedFirstVisits: SavedFirstVisits = new Map();
  const pages = tapsOnly
    ? undefined
    : await measurePages(variants, options, stamp, savedFirstVisits);
  const whatIfs =
    pages && whatIf ? await estimateWhatIfs(savedFirstVisits, pages.floors) : undefined;
  const measuredTaps = await measureTaps(
    variants.map((variant) => variant.origin),
    runs,
  );
  const taps = variants.map((variant, index) => ({
    variant: variant.label,
    taps: measuredTaps[index] ?? [],
  }));
  const reportFile = path.join(resultsDir, `web-${stamp}.json`);
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    revision: gitRevision(),
    node: process.version,
    /** Lighthouse's simulation scales the CPU time it observed: a busy machine inflates TBT and LCP. */
    machine: { cpus: cpus().length, loadAverageAtStart, loadAverageAtEnd: loadavg() },
    lighthouse: pages && {
      hostUserAgent: pages.environment.hostUserAgent,
      benchmarkIndex: pages.environment.benchmarkIndex,
    },
    settings: pages && {
      formFactor: pages.settings.formFactor,
      throttlingMethod: pages.settings.throttlingMethod,
      throttling: pages.settings.throttling,
      onlyCategories: pages.settings.onlyCategories,
    },
    runsPerRoute: runs,
    backends: backends.map((backend) => ({
      backend,
      origin: backend === 'same host' ? "the page's own" : apiHostUrl,
    })),
    baseline: baselineDir && path.relative(rootDir, baselineDir),
    firstLoadBuild: firstLoad,
    routes: pages?.routes.map((route) => ({
      ...route,
      lcpToFloor: route.median.lcpMs / callsFloorOf(pages.floors, route.backend).median.lcpMs,
      repeatToStaticFloor:
        route.repeatVisit &&
        route.repeatVisit.median.lcpMs / staticFloorOf(pages.floors).median.lcpMs,
    })),
    floors: pages?.floors,
    /** Tap to paint on a first visit, throttled (scripts/bench-web-taps.ts). */
    taps,
    /** `--what-if`: the first visits' LCP with smaller chunks (scripts/bench-web-what-if.ts). */
    whatIfs,
  };
  await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  if (pages) printTable(pages, firstLoad, { runs });
  if (pages) printRequests(pages.routes);
  if (whatIfs) printWhatIfs(whatIfs);
  for (const { variant, taps: measured } of taps) printTaps(measured, variant);
  console.log(`\nReport: ${path.relative(rootDir, reportFile)}`);
}

let exitCode = 0;
let interrupted = false;
const onSignal = (signal: NodeJS.Signals) => {
  interrupted = true;
  console.error(`\n${signal}: stopping...`);
  void stopAll().finally(() => process.exit(130));
};
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);
let deadline: NodeJS.Timeout | undefined;
try {
  const options = parseOptions();
  await Promise.race([
    bench(options),
    new Promise<never>((_, reject) => {
      deadline = setTimeout(
        () => reject(new Error(`The bench took longer than ${DEADLINE_MS / 60_000} minutes.`)),
        DEADLINE_MS,
      );
    }),
  ]);
} catch (error) {
  if (!interrupted)
    console.error(`\nbench:web failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  clearTimeout(deadline);
  await stopAll();
}
process.exit(exitCode);
