/**
 * The taps of `npm run bench:web`: how long a tap takes to show what it opens, on a first visit,
 * throttled as Lighthouse's mobile preset is (4x CPU; slow 4G as DevTools applies it), in
 * Playwright's Chromium. The page is loaded in a fresh browser, the tap comes once its network has
 * gone idle (the first screen is there and what loads after it has loaded), and the time runs from
 * the tap's `pointerdown` to the first animation frame in which what it opens is in the page (the
 * frame that paints it).
 */
import { chromium, type Page } from 'playwright';
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
  /** Runs in the page: whether what the tap opens is there. */
  isOpen: string;
}

export const TAPS: readonly Tap[] = [
  {
    name: "'Niet beschikbaar toevoegen' (calendar)",
    route: '/calendar/month',
    tap: (page) => page.getByRole('link', { name: 'Niet beschikbaar toevoegen' }).first(),
    isOpen: `document.querySelector('[role="dialog"]') !== null`,
  },
  {
    name: 'profile menu',
    route: '/dashboard',
    tap: (page) => page.getByRole('button', { name: 'Sanne de Vries' }),
    isOpen: `document.querySelector('[role="menu"]') !== null`,
  },
  {
    name: "a CV item's edit",
    route: '/cv',
    tap: (page) => page.getByRole('link', { name: /bewerken$/ }).first(),
    isOpen: `location.pathname !== '/cv' && document.querySelector('form') !== null`,
  },
];

export interface TapReport {
  name: string;
  route: string;
  /** Tap to paint, ms, per run. */
  runsMs: number[];
  medianMs: number;
}

/** The time from the next `pointerdown` to the frame in which `isOpen` first holds. */
async function armTapTimer(page: Page, isOpen: string): Promise<void> {
  await page.evaluate((isOpenSource) => {
    const isOpenNow = new Function(`return ${isOpenSource};`) as () => boolean;
    const holder = window as unknown as { tapToPaint?: Promise<number> };
    holder.tapToPaint = new Promise((resolve) => {
      window.addEventListener(
        'pointerdown',
        (event) => {
          const tappedAt = event.timeStamp;
          const poll = () => {
            if (isOpenNow()) resolve(performance.now() - tappedAt);
            else requestAnimationFrame(poll);
          };
          requestAnimationFrame(poll);
        },
        { capture: true, once: true },
      );
    });
  }, isOpen);
}

/** Measures every tap `runs` times against the app at `appUrl`. */
export async function measureTaps(appUrl: string, runs: number): Promise<TapReport[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs],
    env: { ...process.env, TZ: 'Europe/Amsterdam' },
  });
  try {
    const reports: TapReport[] = [];
    for (const tap of TAPS) {
      const runsMs: number[] = [];
      for (let run = 0; run < runs; run++) {
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
          await page.goto(`${appUrl}${tap.route}`, { timeout: 120_000 });
          const target = tap.tap(page);
          await target.waitFor({ timeout: 120_000 });
          await page.waitForLoadState('networkidle', { timeout: 120_000 });
          await armTapTimer(page, tap.isOpen);
          await target.click();
          const ms = await page.evaluate(
            () => (window as unknown as { tapToPaint: Promise<number> }).tapToPaint,
          );
          runsMs.push(ms);
          console.log(`tap ${tap.name} run ${run + 1}/${runs}: ${ms.toFixed(0)} ms`);
        } finally {
          await context.close();
        }
      }
      reports.push({ name: tap.name, route: tap.route, runsMs, medianMs: median(runsMs) });
    }
    return reports;
  } finally {
    await browser.close();
  }
}
