/**
 * The printed report of `bench:web` (scripts/bench-web.ts): the pages' medians beside the floor's
 * and the build's first-load figure, and the taps.
 */
import type { TapReport } from './bench-web-taps.ts';
import type { RouteReport } from './bench-web-pages.ts';
import { FLOOR_PATH, appUrl } from './bench-web-settings.ts';
import { kib, type FirstLoadSize } from './bundle-size.ts';

/** The pages' medians per route, beside the floor's, and the build's first-load chunks. */
export function printTable(
  routes: readonly RouteReport[],
  floor: RouteReport,
  firstLoad: FirstLoadSize,
  { runs, backendOrigin }: { runs: number; backendOrigin: string },
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

export function printTaps(taps: readonly TapReport[], variant: string): void {
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
