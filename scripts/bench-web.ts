/**
 * `npm run bench:web [-- --runs N] [--cross-origin] [--baseline DIR] [--taps-only] [--what-if]`: Lighthouse
 * (mobile preset, performance only) on the production build against the Node mock server.
 * `--baseline DIR` serves another build (e.g. main's, `vite build --outDir`) beside it on port 4612
 * and measures both in turns, run by run, so that before and after see the same load on a shared
 * machine. `--taps-only` measures the taps alone (bench-web-taps.ts), without Lighthouse.
 * `--what-if` also estimates each route's first-visit LCP with the first screen's chunks smaller
 * (bench-web-what-if.ts), from the same runs' saved artifacts.
 *
 * Builds `app/dist` (the production build of `npm run build`) and serves it on port 4611 as
 * production does (nginx with the repository's configuration, app/hosting/ and scripts/nginx.ts:
 * HTTPS with HTTP/2, brotli and gzip compressed by the build, the security headers, long
 * cache headers for the hashed files), with the Node mock server (port 4610) behind the same host,
 * as a deployment behind the portal's host has it (docs/decisions/0025). `--cross-origin` points the app at the
 * mock server's own origin instead (`?backend=http://localhost:4610`, every call with a CORS
 * preflight), as the bench did before. Loads each route N times (default 3) in a fresh headless
 * Chromium, and then once more in the same browser with its cache and storage kept: the repeat
 * visit. A run counts only when the page stayed on its route, every request succeeded and the app
 * called the mock server. In the same run it measures the floor: a bare page with React alone
 * rendering a plain 42-cell month (scripts/bench-web-floor/, built like the app into
 * `app/dist/floor/`, served by the same server). Prints the median LCP, FCP, CLS and TBT per route
 * and of the floor, each route's LCP as a ratio to the floor's, the JavaScript each route loaded
 * (transferred, as served, and gzipped) and the build-level first-load figure of the budget test,
 * the repeat visit's LCP, the time from a tap to the paint of what it opens (bench-web-taps.ts),
 * and writes every figure to `bench-results/web-<timestamp>.json`. Stops
 * everything it started, also on failure or Ctrl-C, and exits non-zero when a step fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';
import { contentSecurityPolicyPlugin } from '../app/contentSecurityPolicy.ts';
import { precompressFolder } from '../app/precompress.ts';
import { firstLoadSize, gzipSize, kib, type FirstLoadSize } from './bundle-size.ts';
import { gitRevision, median, resultsDir, rootDir } from './bench-report.ts';
import { ACCEPT_TEST_CERTIFICATE, startNginx, type RunningNginx } from './nginx.ts';
import { measureTaps, type TapReport } from './bench-web-taps.ts';
import { estimateWhatIfs, printWhatIfs } from './bench-web-what-if.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const appDir = path.join(rootDir, 'app');
const distDir = path.join(appDir, 'dist');

const MOCK_PORT = 4610;
const APP_PORT = 4611;
const mockUrl = `http://localhost:${MOCK_PORT}`;
const appUrl = `https://localhost:${APP_PORT}`;
/** Where `--baseline <dir>` (another build, e.g. the main branch's) is served, beside the app. */
const BASELINE_PORT = 4612;
const baselineUrl = `https://localhost:${BASELINE_PORT}`;
const ROUTES = ['/dashboard', '/calendar/month', '/cv'] as const;
/** Where the floor page (React alone) is served, inside app/dist. */
const FLOOR_PATH = '/floor/';
/** The whole bench must finish within this time; anything still running is then stopped. */
const DEADLINE_MS = 45 * 60_000;
const SERVER_START_TIMEOUT_MS = 60_000;

/** The figures of one Lighthouse run of one route. */
interface RunFigures {
  /** Largest Contentful Paint, ms (simulated). */
  lcpMs: number;
  /** First Contentful Paint, ms (simulated). */
  fcpMs: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** Total Blocking Time, ms (simulated). */
  tbtMs: number;
  /** Gzipped size of every JavaScript file of app/dist the page loaded, bytes. */
  jsGzipBytes: number;
  /** What the page's JavaScript files of app/dist took on the network (compressed, headers), bytes. */
  jsTransferBytes: number;
}

interface RunReport extends RunFigures {
  /** Lighthouse performance score, 0-100. */
  score: number | null;
  finalDisplayedUrl: string;
  /** The element Lighthouse took as the largest contentful paint. */
  lcpElement: string | undefined;
  scripts: { file: string; gzipBytes: number }[];
  backendRequests: number;
  runWarnings: string[];
}

interface RouteReport {
  route: string;
  /** '' for the build, ' (baseline)' for `--baseline`'s. */
  variant: string;
  url: string;
  runs: RunReport[];
  median: RunFigures;
  /** The same route loaded again in the same browser, with its cache and storage kept. */
  repeatVisit: { runs: RunReport[]; median: RunFigures } | undefined;
  /** The last run's final screenshot, relative to the repository. */
  screenshot: string | undefined;
}

/** A server the bench started, in its own process group. */
interface StartedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** The last lines it printed, for the error message when it fails. */
  output(): string;
}

const started: StartedProcess[] = [];
/** The bench's web servers (the app's, the baseline's). */
const servers: RunningNginx[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;

function fail(message: string): never {
  throw new Error(message);
}

/** Resolves when nothing listens on the port; rejects when something does. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${port} is in use: stop what listens there and run the bench again.`)),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/** Starts a command in a new process group, keeping the tail of its output. */
function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    cwd: rootDir,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const proc: StartedProcess = { name, child, output: () => tail };
  started.push(proc);
  return proc;
}

/** Waits until `url` answers 2xx, failing when the process exits first or the time is up. */
async function waitForServer(proc: StartedProcess, url: string): Promise<void> {
  const until = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
      fail(`${proc.name} exited early:\n${proc.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(
    `${proc.name} did not answer ${url} within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${proc.output()}`,
  );
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops a started process group: SIGTERM, then SIGKILL after 5 s. */
async function stopProcess(proc: StartedProcess): Promise<void> {
  const pid = proc.child.pid;
  if (pid === undefined || !groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const until = Date.now() + 5000;
  while (groupAlive(pid) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}

/** Stops Chromium and every server the bench started. Safe to call more than once. */
async function stopAll(): Promise<void> {
  const browser = chrome;
  chrome = undefined;
  try {
    browser?.kill();
  } catch (error) {
    console.error('Could not stop Chromium:', error);
  }
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await Promise.all(started.splice(0).map(stopProcess));
}

/** The median of each figure over runs. */
function medianFigures(reports: readonly RunFigures[]): RunFigures {
  const figure = (pick: (run: RunFigures) => number) => median(reports.map(pick));
  return {
    lcpMs: figure((r) => r.lcpMs),
    fcpMs: figure((r) => r.fcpMs),
    cls: figure((r) => r.cls),
    tbtMs: figure((r) => r.tbtMs),
    jsGzipBytes: figure((r) => r.jsGzipBytes),
    jsTransferBytes: figure((r) => r.jsTransferBytes),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The first DOM node Lighthouse describes anywhere inside an audit's details. */
function findNodeLabel(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findNodeLabel(item);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  if (value.type === 'node' && typeof value.snippet === 'string') {
    return typeof value.nodeLabel === 'string'
      ? `${value.nodeLabel} ${value.snippet}`
      : value.snippet;
  }
  return findNodeLabel(Object.values(value));
}

function numericAudit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') {
    fail(`Lighthouse has no value for ${id}: ${lhr.audits[id]?.errorMessage ?? 'no audit'}`);
  }
  return value;
}

interface NetworkRequest {
  url: string;
  statusCode: number;
  resourceType: string | undefined;
  finished: boolean;
  transferSize: number;
}

function networkRequests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') fail('Lighthouse reported no network requests.');
  return details.items.map((item) => ({
    url: typeof item.url === 'string' ? item.url : '',
    statusCode: typeof item.statusCode === 'number' ? item.statusCode : -1,
    resourceType: typeof item.resourceType === 'string' ? item.resourceType : undefined,
    finished: item.finished === true,
    transferSize: typeof item.transferSize === 'number' ? item.transferSize : 0,
  }));
}

const gzippedFiles = new Map<string, number>();

/** The built folder a server of the bench serves, by its origin. */
const servedDirs = new Map<string, string>();

/** Gzipped size of a file of the build served at `origin`, by its URL path. */
async function distFileGzipBytes(origin: string, urlPath: string): Promise<number> {
  const dir = servedDirs.get(origin) ?? fail(`Nothing is served at ${origin}.`);
  const file = path.join(dir, decodeURIComponent(urlPath));
  const cached = gzippedFiles.get(file);
  if (cached !== undefined) return cached;
  if (!file.startsWith(dir + path.sep)) fail(`${urlPath} is outside ${dir}.`);
  const size = gzipSize(await readFile(file));
  gzippedFiles.set(file, size);
  return size;
}

/** Where the app's calls go: the app's own origin, or with `--cross-origin` the mock server's. */
let backendOrigin = appUrl;
/** `--baseline <dir>`: another build of the app, measured beside this one, run by run. */
let baselineDir: string | undefined;
/** `--taps-only`: the taps alone, without Lighthouse's pages and floor. */
let tapsOnly = false;
/** `--what-if`: the build's first visits saved and replayed with smaller chunks (bench-web-what-if.ts). */
let whatIf = false;
/** The build's first visits saved for `--what-if`: per route, its URL and a folder per run. */
const savedFirstVisits = new Map<string, { url: string; dirs: string[] }>();

/** Whether a request of a page at `pageOrigin` was a call to the back end (not a file, not the page). */
function isBackendCall(request: NetworkRequest, pageOrigin: string): boolean {
  const url = new URL(request.url);
  if (backendOrigin !== appUrl) return url.origin === backendOrigin;
  return (
    url.origin === pageOrigin &&
    request.resourceType !== 'Document' &&
    !/^\/(assets|floor|icons)\/|\.(js|webmanifest|png)$/.test(url.pathname)
  );
}

/** One Lighthouse load of `url` in the running Chromium, checked and reduced to its figures. */
async function lighthouseVisit(
  route: string,
  url: string,
  port: number,
  keepCache: boolean,
  artifactsDir?: string,
): Promise<{ report: RunReport; lhr: Result }> {
  const isFloor = route === FLOOR_PATH;
  const pageOrigin = new URL(url).origin;
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepCache,
    // Saved, then audited from what was saved (Lighthouse's -GA).
    ...(artifactsDir && { gatherMode: artifactsDir, auditMode: artifactsDir }),
  });
  if (!result) fail(`Lighthouse returned no result for ${url}.`);
  const { lhr } = result;
  if (lhr.runtimeError) fail(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);

  const finalUrl = new URL(lhr.finalDisplayedUrl);
  const onRoute =
    finalUrl.pathname === route ||
    finalUrl.pathname.startsWith(route.endsWith('/') ? route : `${route}/`);
  if (finalUrl.origin !== pageOrigin || !onRoute) {
    fail(`${url} ended on ${lhr.finalDisplayedUrl}, not on ${route} (no session?).`);
  }
  const requests = networkRequests(lhr);
  const failed = requests.filter(
    (request) => !request.finished || request.statusCode < 200 || request.statusCode >= 400,
  );
  if (failed.length) {
    fail(
      `${url}: ${failed.length} request(s) failed:\n` +
        failed.map((request) => `  ${request.statusCode} ${request.url}`).join('\n'),
    );
  }
  const backendRequests = requests.filter((request) => isBackendCall(request, pageOrigin));
  if (!isFloor && !backendRequests.some((request) => request.url.includes('/api-rpc-cognito/'))) {
    fail(`${url} made no JSON-RPC call to the mock server (${backendOrigin}).`);
  }
  const scriptRequests = requests.filter(
    (request) => request.resourceType === 'Script' && request.url.startsWith(`${pageOrigin}/`),
  );
  const scripts = await Promise.all(
    scriptRequests.map(async (request) => {
      const file = new URL(request.url).pathname;
      return { file, gzipBytes: await distFileGzipBytes(pageOrigin, file) };
    }),
  );
  if (!scripts.length) fail(`${url} loaded no JavaScript from app/dist.`);

  const score = lhr.categories.performance?.score;
  const report: RunReport = {
    lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
    fcpMs: numericAudit(lhr, 'first-contentful-paint'),
    cls: numericAudit(lhr, 'cumulative-layout-shift'),
    tbtMs: numericAudit(lhr, 'total-blocking-time'),
    jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    jsTransferBytes: scriptRequests.reduce((sum, request) => sum + request.transferSize, 0),
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    finalDisplayedUrl: lhr.finalDisplayedUrl,
    lcpElement: findNodeLabel(lhr.audits['largest-contentful-paint-element']?.details),
    scripts,
    backendRequests: backendRequests.length,
    runWarnings: lhr.runWarnings,
  };
  return { report, lhr };
}

/**
 * One sample of a route in a fresh Chromium: the first visit, then (not for the floor) the repeat
 * visit in the same browser, with the cache and storage the first visit left.
 */
async function runLighthouse(
  route: string,
  url: string,
  artifactsDir?: string,
): Promise<{ first: { report: RunReport; lhr: Result }; repeat?: RunReport }> {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs, ACCEPT_TEST_CERTIFICATE],
    // A user in the Netherlands: otherwise the app shows its 'other time zone' banner.
    envVars: { ...process.env, TZ: 'Europe/Amsterdam' },
    logLevel: 'silent',
  });
  try {
    const first = await lighthouseVisit(route, url, chrome.port, false, artifactsDir);
    if (route === FLOOR_PATH) return { first };
    const repeat = await lighthouseVisit(route, url, chrome.port, true);
    return { first, repeat: repeat.report };
  } finally {
    const browser = chrome;
    chrome = undefined;
    browser?.kill();
  }
}

/** Writes the final screenshot of a Lighthouse run next to the report. */
async function saveScreenshot(lhr: Result, file: string): Promise<string | undefined> {
  const details = lhr.audits['final-screenshot']?.details;
  if (details?.type !== 'screenshot') return undefined;
  const [, base64] = details.data.split(',', 2);
  if (!base64) return undefined;
  await writeFile(file, Buffer.from(base64, 'base64'));
  return path.relative(rootDir, file);
}

function printTable(
  routes: readonly RouteReport[],
  floor: RouteReport,
  firstLoad: FirstLoadSize,
  runs: number,
): void {
  const header = [
    'route',
    'LCP ms',
    'LCP/floor',
    'FCP ms',
    'CLS',
    'TBT ms',
    'JS KiB sent',
    'JS KiB gz',
    'repeat LCP ms',
    'repeat JS KiB sent',
  ];
  const rows = [...routes, floor].map(({ route, variant, median: m, repeatVisit }) => [
    route === FLOOR_PATH ? 'floor (React alone)' : `${route}${variant}`,
    m.lcpMs.toFixed(0),
    (m.lcpMs / floor.median.lcpMs).toFixed(2),
    m.fcpMs.toFixed(0),
    m.cls.toFixed(3),
    m.tbtMs.toFixed(0),
    kib(m.jsTransferBytes),
    kib(m.jsGzipBytes),
    repeatVisit ? repeatVisit.median.lcpMs.toFixed(0) : '',
    repeatVisit ? kib(repeatVisit.median.jsTransferBytes) : '',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(
    `\nLighthouse mobile (simulated: 4x CPU, slow 4G), median of ${runs} run(s), served compressed ` +
      `(${backendOrigin === appUrl ? 'back end behind the same host' : `back end at ${backendOrigin}`}):`,
  );
  console.log(line(header));
  rows.forEach((row) => console.log(line(row)));
  console.log(
    `\nLCP/floor: the route's median LCP over the floor's, a bare page with React alone rendering ` +
      `a plain 42-cell month (scripts/bench-web-floor/).`,
  );
  console.log(
    `JS KiB sent: what the route's app/dist scripts took on the network (brotli, headers). ` +
      `Repeat: the route loaded again in the same browser, its cache and storage kept.`,
  );
  console.log(
    `JS KiB gz: every app/dist script the route loaded, gzipped. Build-level first-load JS (the entry and the ` +
      `render chunk with their static imports, the budget test's figure): ${kib(firstLoad.gzipBytes)} KiB gz in ${firstLoad.chunks.length} chunks`,
  );
  for (const chunk of firstLoad.chunks)
    console.log(`  ${kib(chunk.gzipBytes).padStart(6)}  ${chunk.fileName}`);
}

function printTaps(taps: readonly TapReport[], variant: string): void {
  console.log(
    `\nTap to paint on a first visit${variant} (Playwright, 4x CPU, slow 4G applied; tapped once ` +
      `the service worker had activated and the network was quiet), median of ${taps[0]?.runsMs.length ?? 0}:`,
  );
  for (const tap of taps)
    console.log(
      `  ${tap.medianMs.toFixed(0).padStart(6)} ms  ${tap.name} on ${tap.route} ` +
        `(runs: ${tap.runsMs.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
}

/** What Lighthouse measured of the pages: each route's first and repeat visit, the floor's. */
interface PagesReport {
  routes: RouteReport[];
  floor: RouteReport;
  settings: Result['configSettings'];
  environment: Result['environment'];
}

/** Lighthouse on every route and the floor, the build and its baseline in turns, run by run. */
async function measurePages(
  variants: readonly { label: string; origin: string }[],
  runs: number,
  stamp: string,
): Promise<PagesReport> {
  const routes: RouteReport[] = [];
  let settings: Result['configSettings'] | undefined;
  let environment: Result['environment'] | undefined;
  for (const route of [...ROUTES, FLOOR_PATH]) {
    // The build and its baseline take turns, run by run, so that both see the same load.
    const measured = route === FLOOR_PATH ? variants.slice(0, 1) : variants;
    const samples = measured.map((variant) => ({
      ...variant,
      url:
        route === FLOOR_PATH || backendOrigin === appUrl
          ? `${variant.origin}${route}`
          : `${variant.origin}${route}?backend=${encodeURIComponent(backendOrigin)}`,
      reports: [] as RunReport[],
      repeats: [] as RunReport[],
      last: undefined as Result | undefined,
    }));
    for (let run = 1; run <= runs; run++) {
      for (const sample of samples) {
        const artifactsDir =
          whatIf && !sample.label && route !== FLOOR_PATH
            ? path.join(resultsDir, `what-if-${stamp}`, `${route.replace(/\//g, '_')}-${run}`)
            : undefined;
        const {
          first: { report, lhr },
          repeat,
        } = await runLighthouse(route, sample.url, artifactsDir);
        if (artifactsDir) {
          const saved = savedFirstVisits.get(route) ?? { url: sample.url, dirs: [] };
          saved.dirs.push(artifactsDir);
          savedFirstVisits.set(route, saved);
        }
        console.log(
          `${route}${sample.label} run ${run}/${runs}: LCP ${report.lcpMs.toFixed(0)} ms, FCP ${report.fcpMs.toFixed(0)} ms, ` +
            `CLS ${report.cls.toFixed(3)}, TBT ${report.tbtMs.toFixed(0)} ms, JS ${kib(report.jsTransferBytes)} KiB sent ` +
            `(${kib(report.jsGzipBytes)} gz)` +
            (repeat ? `; repeat visit LCP ${repeat.lcpMs.toFixed(0)} ms` : '') +
            ` (LCP element: ${report.lcpElement ?? 'none'})`,
        );
        sample.reports.push(report);
        if (repeat) sample.repeats.push(repeat);
        sample.last = lhr;
        settings ??= lhr.configSettings;
        environment ??= lhr.environment;
      }
    }
    for (const sample of samples) {
      routes.push({
        route,
        variant: sample.label,
        url: sample.url,
        runs: sample.reports,
        median: medianFigures(sample.reports),
        repeatVisit: sample.repeats.length
          ? { runs: sample.repeats, median: medianFigures(sample.repeats) }
          : undefined,
        screenshot:
          sample.last &&
          (await saveScreenshot(
            sample.last,
            path.join(
              resultsDir,
              `web-${stamp}${route.replace(/\//g, '_')}${sample.label ? '-baseline' : ''}.jpg`,
            ),
          )),
      });
    }
  }

  const floor = routes.pop();
  if (floor?.route !== FLOOR_PATH || !settings || !environment)
    fail('The floor page was not measured.');
  return { routes, floor, settings, environment };
}

async function bench(runs: number): Promise<void> {
  const startedAt = new Date();
  const loadAverageAtStart = loadavg();
  await Promise.all([MOCK_PORT, APP_PORT, BASELINE_PORT].map(assertPortFree));

  console.log('Building the production bundle (app/dist, as `npm run build`)...');
  // Its Content-Security-Policy lets it call the bench's mock server (docs/decisions/0014).
  process.env.VITE_BACKEND_HOSTS = mockUrl;
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
  // The floor: built like the app (production React, the same target, its Content-Security-Policy),
  // into app/dist/floor/.
  await build({
    configFile: false,
    root: path.join(rootDir, 'scripts/bench-web-floor'),
    base: FLOOR_PATH,
    mode: 'production',
    logLevel: 'warn',
    // Its policy as the app's pages have theirs, which nginx also sends as a header.
    plugins: [react(), contentSecurityPolicyPlugin('')],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir: path.join(distDir, 'floor'), emptyOutDir: true, target: 'es2022' },
  });

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
  const serve = async (root: string, port: number) => {
    // A build of another branch may not be compressed yet: nginx serves the copies beside the files.
    await precompressFolder(root);
    servers.push(await startNginx({ root, backend: mockUrl, listen: [{ port, tls: true }] }));
  };
  await serve(distDir, APP_PORT);
  servedDirs.set(appUrl, distDir);
  const variants = [{ label: '', origin: appUrl }];
  if (baselineDir) {
    await serve(baselineDir, BASELINE_PORT);
    servedDirs.set(baselineUrl, baselineDir);
    variants.push({ label: ' (baseline)', origin: baselineUrl });
  }

  await mkdir(resultsDir, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const pages = tapsOnly ? undefined : await measurePages(variants, runs, stamp);
  const whatIfs =
    pages && whatIf ? await estimateWhatIfs(savedFirstVisits, pages.floor.median.lcpMs) : undefined;
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
    backend: backendOrigin === appUrl ? 'same origin' : backendOrigin,
    baseline: baselineDir && path.relative(rootDir, baselineDir),
    firstLoadBuild: firstLoad,
    routes: pages?.routes.map((route) => ({
      ...route,
      lcpToFloor: route.median.lcpMs / pages.floor.median.lcpMs,
    })),
    floor: pages?.floor,
    /** Tap to paint on a first visit, throttled (scripts/bench-web-taps.ts). */
    taps,
    /** `--what-if`: the first visits' LCP with smaller chunks (scripts/bench-web-what-if.ts). */
    whatIfs,
  };
  await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  if (pages) printTable(pages.routes, pages.floor, firstLoad, runs);
  if (whatIfs) printWhatIfs(whatIfs);
  for (const { variant, taps: measured } of taps) printTaps(measured, variant);
  console.log(`\nReport: ${path.relative(rootDir, reportFile)}`);
}

function parseOptions(): number {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'cross-origin': { type: 'boolean', default: false },
      baseline: { type: 'string' },
      'taps-only': { type: 'boolean', default: false },
      'what-if': { type: 'boolean', default: false },
    },
  });
  tapsOnly = values['taps-only'];
  whatIf = values['what-if'];
  if (values.baseline) baselineDir = path.resolve(rootDir, values.baseline);
  if (values['cross-origin']) backendOrigin = mockUrl;
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 15)
    fail(`--runs takes a whole number from 1 to 15, not ${values.runs}.`);
  return runs;
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
  const runs = parseOptions();
  await Promise.race([
    bench(runs),
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
