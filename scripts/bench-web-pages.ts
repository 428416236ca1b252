/**
 * The pages of `bench:web` (scripts/bench-web.ts): Lighthouse on every route in every arrangement
 * of the back end and on the floors, the build and its baseline in turns, run by run; each page's
 * median first and repeat visit and its last screenshot.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { resultsDir, rootDir } from './bench-report.ts';
import {
  medianFigures,
  runLighthouse,
  type PageKind,
  type RunFigures,
  type RunReport,
} from './bench-web-lighthouse.ts';
import {
  FLOORS,
  ROUTES,
  backendOrigin,
  fail,
  pageUrl,
  type Backend,
  type BenchOptions,
} from './bench-web-settings.ts';
import { kib } from './bundle-size.ts';

/** A page the bench measures: a route, or a floor, with its back end where it has one. */
export interface MeasuredPage {
  path: string;
  kind: PageKind;
  /** Where its calls go; none for the floors that make no call. */
  backend: Backend | undefined;
}

export interface PageReport extends MeasuredPage {
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

/** What Lighthouse measured: each route's first and repeat visit per back end, and the floors'. */
export interface PagesReport {
  routes: PageReport[];
  floors: PageReport[];
  settings: Result['configSettings'];
  environment: Result['environment'];
}

/** The build's first visits saved for `--what-if`: per route and back end, its URL and a folder per run. */
export type SavedFirstVisits = Map<
  string,
  { url: string; dirs: string[]; backend: Backend | undefined }
>;

/** The label of a measured page: its path, and its back end where the bench measures more than one. */
export function pageLabel({ path: pagePath, kind, backend }: MeasuredPage): string {
  const name =
    kind === 'route'
      ? pagePath
      : {
          'static floor': 'floor: static',
          'React floor': 'floor: React alone',
          'calls floor': 'floor: React + two calls',
        }[kind];
  return backend ? `${name} (${backend})` : name;
}

/** The pages to measure: the floors first (their figures are what the routes are read against). */
function pagesToMeasure(backends: readonly Backend[]): MeasuredPage[] {
  return [
    { path: FLOORS.static, kind: 'static floor', backend: undefined },
    { path: FLOORS.react, kind: 'React floor', backend: undefined },
    ...backends.map((backend): MeasuredPage => ({
      path: FLOORS.calls,
      kind: 'calls floor',
      backend,
    })),
    ...backends.flatMap((backend) =>
      ROUTES.map((route): MeasuredPage => ({ path: route, kind: 'route', backend })),
    ),
  ];
}

/**
 * Lighthouse on every page, the build and its baseline in turns, run by run; with `--what-if`,
 * the build's first visits are saved into `savedFirstVisits`.
 */
export async function measurePages(
  variants: readonly { label: string; origin: string }[],
  { runs, backends, whatIf }: BenchOptions,
  stamp: string,
  savedFirstVisits: SavedFirstVisits,
): Promise<PagesReport> {
  const reports: PageReport[] = [];
  let settings: Result['configSettings'] | undefined;
  let environment: Result['environment'] | undefined;
  for (const page of pagesToMeasure(backends)) {
    const label = pageLabel(page);
    const fileLabel = label.replace(/[^A-Za-z0-9]+/g, '_');
    // The build and its baseline take turns, run by run, so that both see the same load.
    const measured = page.kind === 'route' ? variants : variants.slice(0, 1);
    const samples = measured.map((variant) => ({
      ...variant,
      url: pageUrl(variant.origin, page.path, page.backend),
      reports: [] as RunReport[],
      repeats: [] as RunReport[],
      last: undefined as Result | undefined,
    }));
    for (let run = 1; run <= runs; run++) {
      for (const sample of samples) {
        const artifactsDir =
          whatIf && !sample.label && page.kind === 'route'
            ? path.join(resultsDir, `what-if-${stamp}`, `${fileLabel}-${run}`)
            : undefined;
        const calls = page.backend ? backendOrigin(page.backend, sample.origin) : sample.origin;
        const {
          first: { report, lhr },
          repeat,
        } = await runLighthouse(page, sample.url, calls, artifactsDir);
        if (artifactsDir) {
          const saved = savedFirstVisits.get(label) ?? {
            url: sample.url,
            dirs: [],
            backend: page.backend,
          };
          saved.dirs.push(artifactsDir);
          savedFirstVisits.set(label, saved);
        }
        console.log(
          `${label}${sample.label} run ${run}/${runs}: LCP ${report.lcpMs.toFixed(0)} ms, FCP ${report.fcpMs.toFixed(0)} ms, ` +
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
      reports.push({
        ...page,
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
              `web-${stamp}_${fileLabel}${sample.label ? '-baseline' : ''}.jpg`,
            ),
          )),
      });
    }
  }
  if (!settings || !environment) fail('No page was measured.');
  return {
    routes: reports.filter((report) => report.kind === 'route'),
    floors: reports.filter((report) => report.kind !== 'route'),
    settings,
    environment,
  };
}

/** The floor a page is read against: the 'React + two calls' floor with the same back end. */
export function callsFloorOf(
  floors: readonly PageReport[],
  backend: Backend | undefined,
): PageReport {
  return (
    floors.find((floor) => floor.kind === 'calls floor' && floor.backend === backend) ??
    fail(`The 'React + two calls' floor (${backend ?? 'no back end'}) was not measured.`)
  );
}

/** The 'static' floor, which a repeat visit is read against. */
export function staticFloorOf(floors: readonly PageReport[]): PageReport {
  return (
    floors.find((floor) => floor.kind === 'static floor') ??
    fail("The 'static' floor was not measured.")
  );
}
