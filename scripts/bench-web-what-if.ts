/**
 * `npm run bench:web -- --what-if`: what the first visit's LCP would be with fewer script bytes
 * (docs/decisions/0025, 'How Lighthouse counts a first visit's LCP'). Lighthouse's simulation
 * (Lantern) estimates LCP from the requests and tasks it observed; this replays a first visit's saved artifacts with named scripts
 * sent with 1 % of their bytes, so that the estimate says what a smaller first screen could reach
 * before anyone builds it. The scripts still run as observed: only their transfer changes. The
 * saved first visits stay in `bench-results/what-if-<timestamp>/` (Lighthouse's artifacts: a
 * trace and a DevTools log per run) for replays of other what-ifs.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { median } from './bench-report.ts';
import { callsFloorOf, type PageReport, type SavedFirstVisits } from './bench-web-pages.ts';

/** Chunks shrunk to nearly nothing, named as the build names them (`/assets/<name>-<hash>.js`). */
export interface WhatIf {
  label: string;
  /** The chunks sent with 1 % of their bytes. */
  chunks: readonly string[];
}

/** From the frame down to React alone: the build's first-screen chunks, largest first. */
export const WHAT_IFS: readonly WhatIf[] = [
  { label: 'as built', chunks: [] },
  { label: 'without the signed-in chunk', chunks: ['signed-in'] },
  { label: 'without the signed-in and start chunks', chunks: ['signed-in', 'start'] },
];

/** What is left of a shrunk chunk's bytes: a request the simulation still sees, with 1 % of them. */
const SHRUNK_TO = 0.01;
const shrunk = (bytes: number) => Math.round(bytes * SHRUNK_TO);

/** Whether `url` is one of the `chunks` (`/assets/<name>-<hash>.js`). */
function isChunk(url: string, chunks: readonly string[]): boolean {
  const file = url.split('?')[0]?.split('/').pop() ?? '';
  return chunks.some((name) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file));
}

interface LogEntry {
  method: string;
  params: Record<string, unknown> & {
    requestId?: string;
    request?: { url: string };
    response?: { encodedDataLength?: number };
  };
}

interface TraceEvent {
  name: string;
  args?: { data?: { requestId?: string; url?: string; encodedDataLength?: number } };
}

/** The saved artifacts with the `chunks`' transfer shrunk, in the DevTools log and the trace. */
async function shrink(dir: string, chunks: readonly string[]): Promise<void> {
  const logFile = path.join(dir, 'defaultPass.devtoolslog.json');
  const log = JSON.parse(await readFile(logFile, 'utf8')) as LogEntry[];
  const inLog = new Set(
    log
      .filter((entry) => entry.method === 'Network.requestWillBeSent')
      .filter((entry) => isChunk(entry.params.request?.url ?? '', chunks))
      .map((entry) => entry.params.requestId),
  );
  for (const { method, params } of log) {
    if (!inLog.has(params.requestId)) continue;
    if (typeof params.encodedDataLength === 'number')
      params.encodedDataLength = shrunk(params.encodedDataLength);
    if (typeof params.dataLength === 'number') params.dataLength = shrunk(params.dataLength);
    if (method === 'Network.responseReceived' && params.response?.encodedDataLength)
      params.response.encodedDataLength = shrunk(params.response.encodedDataLength);
  }
  await writeFile(logFile, JSON.stringify(log));

  const traceFile = path.join(dir, 'defaultPass.trace.json');
  const trace = JSON.parse(await readFile(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
  const inTrace = new Set(
    trace.traceEvents
      .filter((event) => event.name === 'ResourceSendRequest')
      .filter((event) => isChunk(event.args?.data?.url ?? '', chunks))
      .map((event) => event.args?.data?.requestId),
  );
  for (const event of trace.traceEvents) {
    const data = event.args?.data;
    if (!data || !inTrace.has(data.requestId) || data.encodedDataLength === undefined) continue;
    data.encodedDataLength = shrunk(data.encodedDataLength);
  }
  await writeFile(traceFile, JSON.stringify(trace));
}

/**
 * The LCP Lighthouse estimates for the first visit saved in `artifactsDir` (Lighthouse's
 * `gatherMode`) of `url`, with `whatIf`'s chunks sent with 1 % of their bytes.
 */
export async function lcpWhatIf(
  artifactsDir: string,
  url: string,
  whatIf: WhatIf,
): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-what-if-'));
  try {
    await cp(artifactsDir, dir, { recursive: true });
    await shrink(dir, whatIf.chunks);
    const result = await lighthouse(url, {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      auditMode: dir,
    });
    const lcp = result?.lhr.audits['largest-contentful-paint']?.numericValue;
    if (typeof lcp !== 'number') throw new Error(`No LCP for ${url} (${whatIf.label}).`);
    return lcp;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One route's estimate under one what-if: the median over the saved runs. */
export interface WhatIfEstimate {
  route: string;
  whatIf: string;
  lcpMs: number;
  lcpToFloor: number;
  runsMs: number[];
}

/**
 * Every what-if on every saved first visit (a route with its back end → its URL and a folder per
 * run), as medians and as ratios to the 'React + two calls' floor's median LCP of the same runs
 * with the same back end.
 */
export async function estimateWhatIfs(
  saved: SavedFirstVisits,
  floors: readonly PageReport[],
): Promise<WhatIfEstimate[]> {
  const estimates: WhatIfEstimate[] = [];
  for (const [route, { url, dirs, backend }] of saved) {
    const floorLcpMs = callsFloorOf(floors, backend).median.lcpMs;
    for (const whatIf of WHAT_IFS) {
      const runsMs: number[] = [];
      for (const dir of dirs) runsMs.push(await lcpWhatIf(dir, url, whatIf));
      const lcpMs = median(runsMs);
      estimates.push({
        route,
        whatIf: whatIf.label,
        lcpMs,
        lcpToFloor: lcpMs / floorLcpMs,
        runsMs,
      });
    }
  }
  return estimates;
}

export function printWhatIfs(estimates: readonly WhatIfEstimate[]): void {
  console.log(
    `\nWhat if (Lighthouse's estimate from the same first visits, the chunks sent with 1 % of ` +
      `their bytes; bench-web-what-if.ts):`,
  );
  for (const { route, whatIf, lcpMs, lcpToFloor, runsMs } of estimates)
    console.log(
      `  ${route.padEnd(30)} ${whatIf.padEnd(40)} LCP ${lcpMs.toFixed(0).padStart(5)} ms ` +
        `(${lcpToFloor.toFixed(2)}x the floor; runs ${runsMs.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
}
