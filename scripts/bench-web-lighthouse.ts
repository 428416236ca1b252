/**
 * The Lighthouse runs of `bench:web` (scripts/bench-web.ts): one load of a page in a fresh
 * headless Chromium (and its repeat visit in the same browser), checked (it stayed on its route,
 * every request succeeded, the app called the mock server) and reduced to its figures.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { median } from './bench-report.ts';
import { servedDir } from './bench-web-servers.ts';
import { fail } from './bench-web-settings.ts';
import { gzipSize } from './bundle-size.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { isBackendCall, networkRequests, requestsAroundLcp } from './bench-web-requests.ts';
import { ACCEPT_TEST_CERTIFICATE } from './nginx.ts';

/** The figures of one Lighthouse run of one route. */
export interface RunFigures {
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

export interface RunReport extends RunFigures {
  /** Lighthouse performance score, 0-100. */
  score: number | null;
  finalDisplayedUrl: string;
  /** The element Lighthouse took as the largest contentful paint. */
  lcpElement: string | undefined;
  scripts: { file: string; gzipBytes: number }[];
  backendRequests: number;
  /**
   * What the page asked before its largest contentful paint as observed (Lantern's LCP waits for
   * what ended before it): each request's path, in the order they started; the rest after it.
   */
  requests: { beforeLcp: string[]; afterLcp: string[] };
  runWarnings: string[];
}

let chrome: chromeLauncher.LaunchedChrome | undefined;

/** Stops the running Chromium, if any. Safe to call more than once. */
export function stopChrome(): void {
  const browser = chrome;
  chrome = undefined;
  try {
    browser?.kill();
  } catch (error) {
    console.error('Could not stop Chromium:', error);
  }
}

/** The median of each figure over runs. */
export function medianFigures(reports: readonly RunFigures[]): RunFigures {
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

const gzippedFiles = new Map<string, number>();

/** Gzipped size of a file of the build served at `origin`, by its URL path. */
async function distFileGzipBytes(origin: string, urlPath: string): Promise<number> {
  const dir = servedDir(origin);
  const file = path.join(dir, decodeURIComponent(urlPath));
  const cached = gzippedFiles.get(file);
  if (cached !== undefined) return cached;
  if (!file.startsWith(dir + path.sep)) fail(`${urlPath} is outside ${dir}.`);
  const size = gzipSize(await readFile(file));
  gzippedFiles.set(file, size);
  return size;
}

/** Lighthouse could not record a load (NO_NAVSTART, now and then): the load is tried again. */
class LighthouseRuntimeError extends Error {}

/** How often a load Lighthouse could not record is tried in all. */
const ATTEMPTS = 3;

/** What a page measured is: a route of the portal, or one of the floors (bench-web-floor.ts). */
export type PageKind = 'route' | 'static floor' | 'React floor' | 'calls floor';

/** One Lighthouse load of `url` in the running Chromium, checked and reduced to its figures. */
async function lighthouseVisit(
  { path: route, kind }: { path: string; kind: PageKind },
  url: string,
  { port, keepCache, backendOrigin }: { port: number; keepCache: boolean; backendOrigin: string },
  artifactsDir?: string,
): Promise<{ report: RunReport; lhr: Result }> {
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
  if (lhr.runtimeError)
    throw new LighthouseRuntimeError(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);

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
  const backendRequests = requests.filter((request) =>
    isBackendCall(request, pageOrigin, backendOrigin),
  );
  const callsBackend = kind === 'route' || kind === 'calls floor';
  if (
    callsBackend &&
    !backendRequests.some((request) => request.url.includes('/api-rpc-cognito/'))
  ) {
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
  if (kind !== 'static floor' && !scripts.length)
    fail(`${url} loaded no JavaScript from app/dist.`);

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
    requests: requestsAroundLcp(requests, lhr),
    runWarnings: lhr.runWarnings,
  };
  return { report, lhr };
}

/**
 * One sample of a page in a fresh Chromium: the first visit, then (not for a floor) the repeat
 * visit in the same browser, with the cache and storage the first visit left. `backendOrigin` is
 * where its calls go: its own origin, or the back end's. A sample Lighthouse could not record is
 * taken again in a new browser, {@link ATTEMPTS} times in all.
 */
export async function runLighthouse(
  page: { path: string; kind: PageKind },
  url: string,
  backendOrigin: string,
  artifactsDir?: string,
): Promise<{ first: { report: RunReport; lhr: Result }; repeat?: RunReport }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(page, url, backendOrigin, artifactsDir);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === ATTEMPTS) throw error;
      console.log(`${error.message}; trying again (${attempt + 1}/${ATTEMPTS}).`);
    }
  }
}

/** One sample of {@link runLighthouse}, in a Chromium of its own. */
async function runLighthouseOnce(
  page: { path: string; kind: PageKind },
  url: string,
  backendOrigin: string,
  artifactsDir?: string,
): Promise<{ first: { report: RunReport; lhr: Result }; repeat?: RunReport }> {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs, ACCEPT_TEST_CERTIFICATE],
    // A user in the Netherlands: otherwise the app shows its 'other time zone' banner.
    envVars: { ...process.env, TZ: 'Europe/Amsterdam' },
    logLevel: 'silent',
  });
  const port = chrome.port;
  try {
    const first = await lighthouseVisit(
      page,
      url,
      { port, keepCache: false, backendOrigin },
      artifactsDir,
    );
    if (page.kind !== 'route') return { first };
    const repeat = await lighthouseVisit(page, url, { port, keepCache: true, backendOrigin });
    return { first, repeat: repeat.report };
  } finally {
    const browser = chrome;
    chrome = undefined;
    browser?.kill();
  }
}
