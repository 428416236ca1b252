/**
 * `npm run bench:calendar [-- --runs N]`: the month view with 1000 items, against
 * react-big-calendar's month view on the same items, in Chromium, with the same month as bare
 * React elements as the floor. A benchmark, not a test: it is not part of `npm test`.
 *
 * Builds the bench page (scripts/bench-calendar/, production React) and, for each of N runs
 * (default 12, at least 10), opens it in a fresh page per calendar and measures:
 * - first render: from opening the month view in the running app (the app's providers rendered
 *   already, the items in its query cache), until the filled month has been painted;
 * - next: from pressing the view's next-month button until the next month has been painted;
 * - back: from pressing its previous-month button until the first month has been painted again;
 * - mount again: the view taken away and opened once more, now that its code has run (the
 *   calendar opened a second time). The first render above includes compiling that code.
 * Each time is main-thread time until the next paint: it ends in a task queued from the
 * requestAnimationFrame callback of the first frame that shows the result, which runs after that
 * frame's paint.
 * For the portal's month, then also (issue 27) in the same page:
 * - select step: each further day added to a selection with Shift+ArrowRight (6 per run; the first
 *   one, which loads the selection's bar, is not timed), until painted; and clear: Escape;
 * - mark 42 days: the month's items taken out of the cache, its 42 days selected and marked 'Niet
 *   beschikbaar', until the marked days are painted; with the HTTP requests (must be 1) and the
 *   JSON-RPC calls it sent (answered by the page).
 * Prints the medians, the targets (at most 100 ms each, at least 5 times faster than
 * react-big-calendar) with the ratio, the floor's medians, and the gzipped size of the calendar route's chunk in the
 * production build; writes every figure to `bench-results/calendar-<timestamp>.json`.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';
import { gzipSize, kib } from './bundle-size.ts';
import { gitRevision, median, resultsDir, rootDir } from './bench-report.ts';
import type { Subject } from './bench-calendar/api.ts';
import { BENCH_ITEM_COUNT } from './bench-calendar/events.ts';
import {
  SELECTION_STEPS,
  SELECTION_TITLES,
  STEPS,
  STEP_TITLES,
  TARGET_MS,
  TARGET_RATIO,
  VIEWPORT,
  printResults,
  printSelection,
  type Figures,
  type SelectionFigures,
} from './bench-calendar/figures.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const MIN_RUNS = 10;
/** The page's (made-up) origin: Playwright answers its requests from the build folder. */
const BENCH_ORIGIN = 'http://calendar-bench.test';

const SUBJECTS: readonly Subject[] = ['pidz', 'react-big-calendar', 'bare-react'];

/** Builds the bench page with production React into a temporary folder. */
async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: path.join(rootDir, 'scripts/bench-calendar'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2048 },
  });
}

/** The calendar route's chunk in the app's production build, gzipped. */
async function calendarChunkSize(outDir: string): Promise<{ fileName: string; gzipBytes: number }> {
  const output = await build({
    root: path.join(rootDir, 'app'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const chunk = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .find(
      (file): file is Rollup.OutputChunk =>
        file.type === 'chunk' &&
        (file.facadeModuleId ?? '').endsWith('app/src/features/calendar/index.ts'),
    );
  if (!chunk) throw new Error('The production build has no chunk for the calendar feature.');
  return { fileName: chunk.fileName, gzipBytes: gzipSize(chunk.code) };
}

/** One run of one calendar in a fresh page: its figures (and the portal's, its selection's). */
async function measure(
  browser: Browser,
  pageDir: string,
  subject: Subject,
): Promise<{ figures: Figures; selection?: SelectionFigures }> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    timezoneId: 'Europe/Amsterdam',
    locale: 'nl-NL',
  });
  try {
    await context.route(`${BENCH_ORIGIN}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      return route.fulfill({
        path: path.join(pageDir, pathname === '/' ? 'index.html' : pathname),
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${BENCH_ORIGIN}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'calendarBench' in window);
    const mount = () => page.evaluate((name) => window.calendarBench.mount(name), subject);
    const step = (method: 'next' | 'previous') =>
      page.evaluate((name) => window.calendarBench[name](), method);
    // Before the first step, what follows the page's load and the host's render finishes (the
    // browser's own after-load work); between the steps, what follows a render (effects, the
    // offline cache's write): the page waits until its main thread has been quiet a while.
    const settle = () => page.evaluate(() => window.calendarBench.quiet());
    await page.evaluate(() => window.calendarBench.start());
    await settle();
    const firstRender = await mount();
    await settle();
    const next = await step('next');
    await settle();
    const back = await step('previous');
    await settle();
    await page.evaluate(() => window.calendarBench.unmount());
    await settle();
    const mountAgain = await mount();
    const requests = await page.evaluate(() => window.calendarBench.requests());
    if (requests > 0) throw new Error(`${subject}: the page made ${requests} network call(s)`);
    const figures = { firstRender, next, back, mountAgain };
    let selection: SelectionFigures | undefined;
    if (subject === 'pidz') {
      await settle();
      const { extend, clear } = await page.evaluate(() => window.calendarBench.select(6));
      await settle();
      const marking = await page.evaluate(() => window.calendarBench.markAll());
      selection = {
        selectStep: median(extend),
        selectStepMax: Math.max(...extend),
        clearSelection: clear,
        mark42: marking.ms,
        mark42Requests: marking.requests,
        mark42Calls: marking.calls,
      };
    }
    if (errors.length > 0) throw new Error(`${subject}: ${errors.join('\n')}`);
    return { figures, selection };
  } finally {
    await context.close();
  }
}

async function bench(runs: number): Promise<void> {
  const startedAt = new Date();
  const loadAverageAtStart = loadavg();
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-calendar-'));
  const pageDir = path.join(workDir, 'page');
  let browser: Browser | undefined;
  try {
    console.log('Building the bench page and the app (production)...');
    await buildPage(pageDir);
    const chunk = await calendarChunkSize(path.join(workDir, 'app'));

    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const results: Record<Subject, Figures[]> = {
      pidz: [],
      'react-big-calendar': [],
      'bare-react': [],
    };
    const selections: SelectionFigures[] = [];
    // One warm-up run each (not counted): Chromium's caches and the machine settle.
    for (const subject of SUBJECTS) await measure(browser, pageDir, subject);
    for (let run = 1; run <= runs; run += 1) {
      // Rotate the order, so that no calendar always runs first on a fresher machine.
      const order = [
        ...SUBJECTS.slice(run % SUBJECTS.length),
        ...SUBJECTS.slice(0, run % SUBJECTS.length),
      ];
      for (const subject of order) {
        const { figures, selection } = await measure(browser, pageDir, subject);
        results[subject].push(figures);
        if (selection) selections.push(selection);
        console.log(
          `run ${run}/${runs} ${subject}: ` +
            STEPS.map((step) => `${STEP_TITLES[step]} ${figures[step].toFixed(1)} ms`).join(', ') +
            (selection
              ? `; ${SELECTION_STEPS.map((step) => `${SELECTION_TITLES[step]} ${selection[step].toFixed(1)} ms`).join(', ')}`
              : ''),
        );
      }
    }
    const medianOf = (subject: Subject): Figures =>
      Object.fromEntries(
        STEPS.map((step) => [step, median(results[subject].map((figures) => figures[step]))]),
      ) as Figures;
    const medians = {
      pidz: medianOf('pidz'),
      'react-big-calendar': medianOf('react-big-calendar'),
      'bare-react': medianOf('bare-react'),
    };
    const isMonthMet = printResults(medians, runs);
    const isMet = printSelection(selections) && isMonthMet;
    console.log(
      `\nThe calendar route's chunk (production build): ${kib(chunk.gzipBytes)} KiB gz (${chunk.fileName})`,
    );
    console.log(isMet ? 'Every target met.' : 'A target was missed.');

    await mkdir(resultsDir, { recursive: true });
    const file = path.join(
      resultsDir,
      `calendar-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`,
    );
    await writeFile(
      file,
      `${JSON.stringify(
        {
          startedAt: startedAt.toISOString(),
          revision: gitRevision(),
          machine: { cpus: cpus().length, loadAverageAtStart, loadAverageAtEnd: loadavg() },
          chromium: browser.version(),
          items: BENCH_ITEM_COUNT,
          viewport: VIEWPORT,
          runs,
          targets: { maxMs: TARGET_MS, minRatio: TARGET_RATIO, isMet },
          medians,
          selection: Object.fromEntries(
            SELECTION_STEPS.map((step) => [
              step,
              median(selections.map((figures) => figures[step])),
            ]),
          ),
          ratios: Object.fromEntries(
            STEPS.map((step) => [step, medians['react-big-calendar'][step] / medians.pidz[step]]),
          ),
          calendarChunk: chunk,
          results,
          selections,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Report: ${path.relative(rootDir, file)}`);
  } finally {
    await browser?.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

const { values } = parseArgs({ options: { runs: { type: 'string', default: '12' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < MIN_RUNS) {
  console.error(`--runs must be a whole number of at least ${MIN_RUNS}.`);
  process.exit(2);
}
await bench(runs);
