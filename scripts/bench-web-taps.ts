/**
 * The taps of `npm run bench:web`: how long a tap takes to show what it opens, on a first visit,
 * throttled as Lighthouse's mobile preset is (4x CPU; slow 4G as DevTools applies it), in
 * Playwright's Chromium. The page is loaded in a fresh browser, and the tap comes once the first
 * visit has settled (docs/decisions/0025): what it taps is on screen, the service worker has
 * activated (its precache of the build is complete) and no request of the page or of its worker
 * has been in flight for half a second after that. The time runs from the tap's `pointerdown` to
 * the first animation frame in which what it opens is in the page (the frame that paints it), and
 * to the first in which it is complete: nothing in it still busy (`aria-busy="true"`, a form's
 * fields that are still rendering or whose code is loading; docs/decisions/0039).
 *
 * Not Playwright's 'networkidle': it is an event of the load, reached once. The first screen's
 * render leaves the network quiet for more than half a second before the screen shows, so it
 * fired before the screen in about half of the runs, and those runs tapped while what the screen
 * preloads was still downloading: 2-4 s instead of 0.2-0.4 s.
 */
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright';
import { median } from './bench-report.ts';
import { ACCEPT_TEST_CERTIFICATE } from './nginx.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

/** Lighthouse's DevTools throttling for mobile (slow 4G): 562.5 ms RTT, 1.47 Mbit/s down. */
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** A tap the bench measures: where, on what, and what shows that it has opened. */
interface Tap {
  name: string;
  route: string;
  tap: (page: Page) => ReturnType<Page['getByRole']>;
  /** What the tap opens: an element it puts in the page, and for a new page, not on this path. */
  opens: { selector: string; leavesPath?: string };
}

export const TAPS: readonly Tap[] = [
  {
    name: "'Niet beschikbaar toevoegen' (calendar)",
    route: '/calendar/month',
    tap: (page) => page.getByRole('link', { name: 'Niet beschikbaar toevoegen' }).first(),
    opens: { selector: '[role="dialog"]' },
  },
  {
    name: 'profile menu',
    route: '/dashboard',
    tap: (page) => page.getByRole('button', { name: 'Sanne de Vries' }),
    opens: { selector: '[role="menu"]' },
  },
  {
    name: "a CV item's edit",
    route: '/cv',
    tap: (page) => page.getByRole('link', { name: /bewerken$/ }).first(),
    opens: { selector: 'form', leavesPath: '/cv' },
  },
];

/** One tap: its time to paint, and when the first visit had settled for it. */
export interface TapRun {
  /** Tap to paint, ms. */
  tapToPaintMs: number;
  /** Tap to the paint of what it opens complete, nothing in it busy, ms. */
  tapToCompleteMs: number;
  /** From the navigation until what the tap taps was on screen, ms. */
  screenAtMs: number;
  /** From the navigation until the service worker had activated (its precache complete), ms. */
  workerActivatedAtMs: number;
  /** From the navigation until the tap, ms: the network had then been quiet for {@link QUIET_MS}. */
  tappedAtMs: number;
  /** What the page asked between the tap and the paint: chunks and reads, also those preloaded on intent. */
  requestsDuringTap: string[];
}

export interface TapReport {
  name: string;
  route: string;
  /** Tap to paint, ms, per run. */
  runsMs: number[];
  medianMs: number;
  /** Tap to the paint of what it opens complete, ms, per run. */
  completeRunsMs: number[];
  completeMedianMs: number;
  runs: TapRun[];
}

/** How long a tap may take to show what it opens before the run fails. */
const TAP_TIMEOUT_MS = 30_000;
/** How long the first visit may take to settle (the screen, the worker, the network), ms. */
const SETTLE_TIMEOUT_MS = 120_000;
/** No request in flight for this long counts as a quiet network (as Playwright's 'networkidle'). */
const QUIET_MS = 500;

/**
 * The times from the next `pointerdown` to the frame in which what the tap opens is there, and to
 * the one in which nothing in it is busy any more, kept as `window.tapToPaint` (both, ms). Plain
 * page script (a string): tsx would wrap a function's inner names in a helper the page does not have.
 */
async function armTapTimer(page: Page, opens: Tap['opens']): Promise<void> {
  await page.evaluate(`(() => {
    const opens = ${JSON.stringify(opens)};
    window.tapToPaint = new Promise((resolve) => {
      window.addEventListener('pointerdown', (event) => {
        const tappedAt = event.timeStamp;
        let paintMs;
        const poll = () => {
          const opened = opens.leavesPath === undefined || window.location.pathname !== opens.leavesPath
            ? document.querySelector(opens.selector) : null;
          if (opened !== null && paintMs === undefined) paintMs = performance.now() - tappedAt;
          if (opened !== null && opened.querySelector('[aria-busy="true"]') === null)
            resolve({ paintMs, completeMs: performance.now() - tappedAt });
          else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      }, { capture: true, once: true });
    });
  })()`);
}

/**
 * Resolves once the page's service worker has activated: its install, the precache of every file
 * of the build, is complete. Plain page script, as {@link armTapTimer}'s.
 */
async function workerActivated(page: Page): Promise<void> {
  await page.evaluate(`navigator.serviceWorker.ready.then(({ active }) =>
    active.state === 'activated' ||
    new Promise((resolve) => active.addEventListener('statechange', () => {
      if (active.state === 'activated') resolve(true);
    })))`);
}

/** `promise`, or a failure saying `what` did not happen once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Every request of a context in flight, the page's and its service worker's (the worker's are not
 * the page's, and Playwright reports them on the context), and when the last one started or ended.
 */
function watchRequests(context: BrowserContext) {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  let started: Request[] | undefined;
  context.on('request', (request) => {
    inFlight.add(request);
    started?.push(request);
    changedAt = Date.now();
  });
  const settle = (request: Request) => {
    inFlight.delete(request);
    changedAt = Date.now();
  };
  context.on('requestfinished', settle);
  context.on('requestfailed', settle);
  return {
    /** Resolves once nothing has been in flight for {@link QUIET_MS}. */
    async quiet(): Promise<void> {
      const until = Date.now() + SETTLE_TIMEOUT_MS;
      while (inFlight.size > 0 || Date.now() - changedAt < QUIET_MS) {
        if (Date.now() > until)
          throw new Error(
            `the network was never quiet: ${[...inFlight].map((request) => request.url()).join(', ')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** Starts keeping what the page asks from now on. */
    record(): void {
      started = [];
    },
    /** What the page asked since `record()`, by path. */
    recorded(): string[] {
      return (started ?? [])
        .filter((request) => request.serviceWorker() === null)
        .map((request) => {
          const url = new URL(request.url());
          return `${request.method()} ${url.pathname}`;
        });
    },
  };
}

/**
 * Measures every tap `runs` times against the app at each of `origins` (a build and its baseline),
 * in turns, run by run, so that each sees the same load. One list of reports per origin.
 */
export async function measureTaps(
  origins: readonly string[],
  runs: number,
): Promise<TapReport[][]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ACCEPT_TEST_CERTIFICATE],
    env: { ...process.env, TZ: 'Europe/Amsterdam' },
  });
  try {
    const reports = origins.map(() => [] as TapReport[]);
    for (const tap of TAPS) {
      const measured = origins.map(() => [] as TapRun[]);
      for (let run = 0; run < runs; run++) {
        for (const [index, origin] of origins.entries()) {
          const result = await tapOnce(browser, origin, tap);
          measured[index]?.push(result);
          console.log(
            `tap ${tap.name} at ${origin} run ${run + 1}/${runs}: ${result.tapToPaintMs.toFixed(0)} ms, ` +
              `complete ${result.tapToCompleteMs.toFixed(0)} ms ` +
              `(screen at ${seconds(result.screenAtMs)}, worker activated at ${seconds(result.workerActivatedAtMs)}, ` +
              `tapped at ${seconds(result.tappedAtMs)}; asked during the tap: ${result.requestsDuringTap.join(', ') || 'nothing'})`,
          );
        }
      }
      measured.forEach((tapRuns, index) => {
        const runsMs = tapRuns.map((tapRun) => tapRun.tapToPaintMs);
        const completeRunsMs = tapRuns.map((tapRun) => tapRun.tapToCompleteMs);
        reports[index]?.push({
          name: tap.name,
          route: tap.route,
          runsMs,
          medianMs: median(runsMs),
          completeRunsMs,
          completeMedianMs: median(completeRunsMs),
          runs: tapRuns,
        });
      });
    }
    return reports;
  } finally {
    await browser.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** One tap on a first visit in a fresh, throttled context, once the visit has settled. */
async function tapOnce(browser: Browser, origin: string, tap: Tap): Promise<TapRun> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    timezoneId: 'Europe/Amsterdam',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const requests = watchRequests(context);
    const navigatedAt = Date.now();
    const since = () => Date.now() - navigatedAt;
    await page.goto(`${origin}${tap.route}`, { timeout: SETTLE_TIMEOUT_MS });
    const target = tap.tap(page);
    await target.waitFor({ timeout: SETTLE_TIMEOUT_MS });
    const screenAtMs = since();
    await within(workerActivated(page), SETTLE_TIMEOUT_MS, 'no service worker activated');
    const workerActivatedAtMs = since();
    await requests.quiet();
    await armTapTimer(page, tap.opens);
    const tappedAtMs = since();
    requests.record();
    await target.click();
    const { paintMs, completeMs } = await within(
      page.evaluate(
        () =>
          (window as unknown as { tapToPaint: Promise<{ paintMs: number; completeMs: number }> })
            .tapToPaint,
      ),
      TAP_TIMEOUT_MS,
      'what the tap opens did not show complete',
    );
    return {
      tapToPaintMs: paintMs,
      tapToCompleteMs: completeMs,
      screenAtMs,
      workerActivatedAtMs,
      tappedAtMs,
      requestsDuringTap: requests.recorded(),
    };
  } finally {
    await context.close();
  }
}
