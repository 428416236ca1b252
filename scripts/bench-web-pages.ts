/**
 * The pages of `bench:web` (scripts/bench-web.ts): Lighthouse on every route and the floor, the
 * build and its baseline in turns, run by run; each route's median first and repeat visit and
 * its last screenshot.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { resultsDir, rootDir } from './bench-report.ts';
import {
  medianFigures,
  runLighthouse,
  type RunFigures,
  type RunReport,
} from './bench-web-lighthouse.ts';
import { FLOOR_PATH, ROUTES, appUrl, fail, type BenchOptions } from './bench-web-settings.ts';
import { kib } from './bundle-size.ts';

export interface RouteReport {
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

/** Writes the final screenshot of a Lighthouse run next to the report. */
async function saveScreenshot(lhr: Result, file: string): Promise<string | undefined> {
  const details = lhr.audits['final-screenshot']?.details;
  if (details?.type !== 'screenshot') return undefined;
  const [, base64] = details.data.split(',', 2);
  if (!base64) return undefined;
  await writeFile(file, Buffer.from(base64, 'base64'));
  return path.relative(rootDir, file);
}

/** What Lighthouse measured of the pages: each route's first and repeat visit, the floor's. */
export interface PagesReport {
  routes: RouteReport[];
  floor: RouteReport;
  settings: Result['configSettings'];
  environment: Result['environment'];
}

/** The build's first visits saved for `--what-if`: per route, its URL and a folder per run. */
export type SavedFirstVisits = Map<string, { url: string; dirs: string[] }>;

/**
 * Lighthouse on every route and the floor, the build and its baseline in turns, run by run; with
 * `--what-if`, the build's first visits are saved into `savedFirstVisits`.
 */
export async function measurePages(
  variants: readonly { label: string; origin: string }[],
  { runs, backendOrigin, whatIf }: BenchOptions,
  stamp: string,
  savedFirstVisits: SavedFirstVisits,
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
        } = await runLighthouse(route, sample.url, backendOrigin, artifactsDir);
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
