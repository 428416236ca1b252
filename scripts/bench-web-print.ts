/**
 * The printed report of `bench:web` (scripts/bench-web.ts): the pages' medians beside the floor's
 * and the build's first-load figure, and the taps.
 */
import type { TapReport } from './bench-web-taps.ts';
import { callsFloorOf, pageLabel, staticFloorOf, type PagesReport } from './bench-web-pages.ts';
import { kib, type FirstLoadSize } from './bundle-size.ts';

/**
 * The pages' medians: the floors, then each route per back end, its LCP over the 'React + two
 * calls' floor with the same back end and its repeat visit's over the static floor; and the
 * build's first-load chunks.
 */
export function printTable(
  { routes, floors }: Pick<PagesReport, 'routes' | 'floors'>,
  firstLoad: FirstLoadSize,
  { runs }: { runs: number },
): void {
  const header = [
    'page',
    'LCP ms',
    'LCP/floor',
    'FCP ms',
    'CLS',
    'TBT ms',
    'JS KiB sent',
    'JS KiB gz',
    'repeat LCP ms',
    'repeat/static',
    'repeat JS KiB sent',
  ];
  const staticLcp = staticFloorOf(floors).median.lcpMs;
  const rows = [...floors, ...routes].map((page) => {
    const { variant, median: m, repeatVisit } = page;
    const floor = page.kind === 'route' ? callsFloorOf(floors, page.backend) : undefined;
    return [
      `${pageLabel(page)}${variant}`,
      m.lcpMs.toFixed(0),
      floor ? (m.lcpMs / floor.median.lcpMs).toFixed(2) : '',
      m.fcpMs.toFixed(0),
      m.cls.toFixed(3),
      m.tbtMs.toFixed(0),
      kib(m.jsTransferBytes),
      kib(m.jsGzipBytes),
      repeatVisit ? repeatVisit.median.lcpMs.toFixed(0) : '',
      repeatVisit ? (repeatVisit.median.lcpMs / staticLcp).toFixed(2) : '',
      repeatVisit ? kib(repeatVisit.median.jsTransferBytes) : '',
    ];
  });
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
      `over HTTPS and HTTP/2; the back end behind the same host, or on its own origin (an API host, ` +
      `HTTPS and HTTP/2, every call after its CORS preflight):`,
  );
  console.log(line(header));
  rows.forEach((row) => console.log(line(row)));
  console.log(
    `\nThe floors (scripts/bench-web-floor/): the same 42-cell month as static HTML, rendered by ` +
      `React alone, and by React after the two calls a signed-in first screen cannot avoid (the ` +
      `session check, then one JSON-RPC call with its token). LCP/floor: the route's median LCP ` +
      `over the 'React + two calls' floor's with the same back end. repeat/static: the repeat ` +
      `visit's LCP over the static floor's.`,
  );
  console.log(
    `JS KiB sent: what the page's app/dist scripts took on the network (brotli, headers). ` +
      `Repeat: the route loaded again in the same browser, its cache and storage kept.`,
  );
  console.log(
    `JS KiB gz: every app/dist script the route loaded, gzipped. Build-level first-load JS (the entry and the ` +
      `render chunk with their static imports, the budget test's figure): ${kib(firstLoad.gzipBytes)} KiB gz in ${firstLoad.chunks.length} chunks`,
  );
  for (const chunk of firstLoad.chunks)
    console.log(`  ${kib(chunk.gzipBytes).padStart(6)}  ${chunk.fileName}`);
}

/**
 * What each route's first visit asked before its largest paint (its first run, as observed), and
 * how much it asked after it.
 */
export function printRequests(routes: PagesReport['routes']): void {
  console.log(
    `\nAsked before the largest contentful paint on a first visit (the first run, as observed):`,
  );
  for (const route of routes) {
    const { beforeLcp, afterLcp } = route.runs[0]?.requests ?? { beforeLcp: [], afterLcp: [] };
    console.log(
      `  ${pageLabel(route)}${route.variant}: ${beforeLcp.length} before, ${afterLcp.length} after\n` +
        `    ${beforeLcp.join(', ')}`,
    );
  }
}

export function printTaps(taps: readonly TapReport[], variant: string): void {
  console.log(
    `\nTap to paint on a first visit${variant} (Playwright, 4x CPU, slow 4G applied; tapped once ` +
      `the service worker had activated and the network was quiet), median of ${taps[0]?.runsMs.length ?? 0}; ` +
      'then to the paint of what it opened complete, nothing in it busy:',
  );
  const runs = (runsMs: readonly number[]) => runsMs.map((ms) => ms.toFixed(0)).join(', ');
  for (const tap of taps)
    console.log(
      `  ${tap.medianMs.toFixed(0).padStart(6)} ms  ${tap.name} on ${tap.route} (runs: ${runs(tap.runsMs)}); ` +
        `complete ${tap.completeMedianMs.toFixed(0)} ms (runs: ${runs(tap.completeRunsMs)})`,
    );
}
