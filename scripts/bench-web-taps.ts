/**
 * The taps of `npm run bench:web`: how long a tap takes to show what it opens, on a first visit,
 * throttled as Lighthouse's mobile preset is (4x CPU; slow 4G as DevTools applies it), in
 * Playwright's Chromium. The page is loaded in a fresh browser, the tap comes once its network has
 * gone idle (the first screen is there and what loads after it has loaded), and the time runs from
 * the tap's `pointerdown` to the first animation frame in which what it opens is in the page (the
 * frame that paints it).
 */
import { chromium, type Browser, type Page } from 'playwright';
import { median } from './bench-report.ts';
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

export interface TapReport {
  name: string;
  route: string;
  /** Tap to paint, ms, per run. */
  runsMs: number[];
  medianMs: number;
}

/** How long a tap may take to show what it opens before the run fails. */
const TAP_TIMEOUT_MS = 30_000;

/**
 * The time from the next `pointerdown` to the frame in which what the tap opens is there, kept as
 * `window.tapToPaint`. Plain page script (a string): tsx would wrap a function's inner names in a
 * helper the page does not have.
 */
async function armTapTimer(page: Page, opens: Tap['opens']): Promise<void> {
  await page.evaluate(`(() => {
    const opens = ${JSON.stringify(opens)};
    window.tapToPaint = new Promise((resolve) => {
      window.addEventListener('pointerdown', (event) => {
        const tappedAt = event.timeStamp;
        const poll = () => {
          const isOpen = document.querySelector(opens.selector) !== null &&
            (opens.leavesPath === undefined || window.location.pathname !== opens.leavesPath);
          if (isOpen) resolve(performance.now() - tappedAt);
          else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      }, { capture: true, once: true });
    });
  })()`);
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
    args: [...chromiumArgs],
    env: { ...process.env, TZ: 'Europe/Amsterdam' },
  });
  try {
    const reports = origins.map(() => [] as TapReport[]);
    for (const tap of TAPS) {
      const runsMs = origins.map(() => [] as number[]);
      for (let run = 0; run < runs; run++) {
        for (const [index, origin] of origins.entries()) {
          const ms = await tapOnce(browser, origin, tap);
          runsMs[index]?.push(ms);
          console.log(`tap ${tap.name} at ${origin} run ${run + 1}/${runs}: ${ms.toFixed(0)} ms`);
        }
      }
      runsMs.forEach((measured, index) =>
        reports[index]?.push({
          name: tap.name,
          route: tap.route,
          runsMs: measured,
          medianMs: median(measured),
        }),
      );
    }
    return reports;
  } finally {
    await browser.close();
  }
}

/** One tap on a first visit in a fresh, throttled context: its time to paint, ms. */
async function tapOnce(browser: Browser, origin: string, tap: Tap): Promise<number> {
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
    await page.goto(`${origin}${tap.route}`, { timeout: 120_000 });
    const target = tap.tap(page);
    await target.waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await armTapTimer(page, tap.opens);
    await target.click();
    return await page.evaluate(
      (timeoutMs) =>
        Promise.race([
          (window as unknown as { tapToPaint: Promise<number> }).tapToPaint,
          new Promise<number>((_, reject) =>
            setTimeout(() => reject(new Error('what the tap opens did not show')), timeoutMs),
          ),
        ]),
      TAP_TIMEOUT_MS,
    );
  } finally {
    await context.close();
  }
}
