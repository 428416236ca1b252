import { expect, test, type Page } from './guard.ts';
import { mockServerUrl, productionAppUrl } from './servers.ts';

/**
 * A first visit asks nothing before its largest contentful paint that the first screen's content
 * does not need (issue 40, docs/decisions/0038): not the service worker (which then downloads the
 * whole build), not what the screen can open (the idle preloads of its dialogs, menus and forms),
 * not the feature flags, and no JSON-RPC read but those the screen and its banners draw (no
 * counter or picture of the frame). Each of those is asked after that paint, and the test checks
 * that too, so that it cannot pass by their going missing. On the production build, served by
 * nginx, with the back end behind the portal's host and on its own origin.
 */

/** What the page recorded, in its own clock (`performance.now()`). */
interface Seen {
  /** The largest contentful paint's candidates, the last one counts. */
  lcp: { at: number; element: string }[];
  /** Each JSON-RPC request the app sent (a batch counts once per method in it). */
  rpc: { method: string; at: number }[];
  /** Each idle callback as it ran: what the app loads when idle (preloadWhenIdle.ts). */
  idle: number[];
  /** Each registration of a service worker. */
  registered: number[];
  /** Each request of the page: its address and when it started. */
  requests: { url: string; at: number }[];
}

async function recordFirstVisit(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { lcp: [], rpc: [], idle: [], registered: [] } as unknown as Omit<
      Seen,
      'requests'
    >;
    Object.assign(window, { firstVisit: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        seen.lcp.push({
          at: entry.startTime,
          element: `${entry.element?.tagName ?? '?'} ${entry.element?.textContent?.slice(0, 60) ?? ''}`,
        });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.method === 'POST' && String(input).includes('/api-rpc-cognito/')) {
        const at = performance.now();
        const body = JSON.parse(String(init.body)) as { method: string } | { method: string }[];
        for (const call of [body].flat())
          seen.rpc.push({ method: call.method.replace('pidz.services.api.', ''), at });
      }
      return send(input, init);
    };
    const whenIdle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) =>
      whenIdle((deadline) => {
        seen.idle.push(performance.now());
        callback(deadline);
      }, options);
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      seen.registered.push(performance.now());
      return register.apply(this, args);
    };
  });
}

async function seenOnFirstVisit(page: Page): Promise<Seen> {
  return page.evaluate(() => ({
    ...(window as unknown as { firstVisit: Omit<Seen, 'requests'> }).firstVisit,
    requests: performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, at: entry.startTime })),
  }));
}

/**
 * The reads each first screen draws: the frame's (the current user, the banners' open tasks and
 * system notifications) and the screen's own, with those its banners name an item from.
 */
const frameReads = [
  'user:getCurrentUser',
  'freelancer:getInactiveTaskList',
  'communication:getAllActive',
];
const firstScreens = [
  {
    route: '/dashboard',
    content: (page: Page) =>
      page.getByRole('region', { name: 'Komende diensten' }).getByRole('list'),
    reads: [
      ...frameReads,
      'calendar:getCalendarShifts',
      'notification:getNotificationCount',
      'software_invoice:getInvoices',
      'asset:getAssetsForResume',
      'asset_type:getAssetTypes',
      'resume:getResume',
    ],
  },
  {
    route: '/calendar/month',
    content: (page: Page) => page.getByRole('grid').and(page.locator(':not([aria-busy])')),
    reads: [...frameReads, 'calendar:getAvailability'],
  },
  {
    route: '/cv',
    content: (page: Page) => page.getByRole('region', { name: 'Talen' }),
    reads: [
      ...frameReads,
      'resume:getResume',
      'profile:getFreelancerFunctions',
      'sector:getAll',
      'education_subject:getEducationSubjects',
      'training_subject:getTrainingSubjects',
    ],
  },
];

for (const backend of ['behind the same host', 'on its own origin']) {
  for (const { route, content, reads } of firstScreens) {
    test(`${route}, the back end ${backend}: nothing it does not draw is asked before its largest paint`, async ({
      page,
    }) => {
      await recordFirstVisit(page);
      await page.goto(
        backend === 'on its own origin'
          ? `${productionAppUrl}${route}?backend=${encodeURIComponent(mockServerUrl)}`
          : `${productionAppUrl}${route}`,
      );
      await expect(content(page)).toBeVisible();
      // Everything the first visit starts has started: the worker, the flags, the idle preloads.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
      const seen = await seenOnFirstVisit(page);

      const lcp = seen.lcp.at(-1);
      expect(lcp, 'a largest contentful paint').toBeDefined();
      const paintedAt = lcp?.at ?? 0;
      const before = (at: number) => at < paintedAt;
      const after = (at: number) => !before(at);

      const asked = <T extends { at: number }>(list: readonly T[]) =>
        list.filter(({ at }) => before(at));
      expect(
        asked(seen.rpc)
          .map(({ method }) => method)
          .filter((method) => !reads.includes(method)),
        `reads the first screen does not draw, asked before its largest paint (${lcp?.element ?? ''})`,
      ).toEqual([]);

      const flags = seen.requests.filter(({ url }) => url.includes('/api/feature-flag/'));
      expect(flags.length, 'the feature flags are asked').toBeGreaterThan(0);
      expect(asked(flags), 'feature flags asked before the largest paint').toEqual([]);

      expect(seen.registered.length, 'the service worker is registered').toBeGreaterThan(0);
      expect(seen.registered.filter(before), 'registered before the largest paint').toEqual([]);

      expect(seen.idle.length, 'what the screen can open loads when idle').toBeGreaterThan(0);
      expect(seen.idle.filter(before), 'idle preloads before the largest paint').toEqual([]);

      // The frame's counters and picture are asked, after the paint.
      const later = seen.rpc.filter(({ at }) => after(at)).map(({ method }) => method);
      expect(later).toContain('user:getCroppedProfilePicture');
    });
  }
}
