import { expect, test, type Page } from './guard.ts';
import { mockServerUrl, productionAppUrl } from './servers.ts';

/**
 * The first screen: index.html's static frame is the first paint, the layout replaces it box for
 * box (no layout shift, CLS 0), and the route's reads start beside its chunk, not after the
 * screen mounted.
 */

type Box = { x: number; y: number; width: number; height: number } | null;

/** The boxes of the frame: top bar, side menu (null while hidden) and where the page area starts. */
function frameBoxes(page: Page, selectors: { bar: string; menu: string; page: string }) {
  return page.evaluate((s) => {
    const box = (selector: string): Box => {
      const element = document.querySelector(selector);
      if (!element || !(element instanceof HTMLElement) || element.offsetParent === null)
        return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const area = box(s.page);
    const menu = box(s.menu);
    // The menu and the page area grow downwards with the page; where they start is what counts.
    return {
      bar: box(s.bar),
      menu: menu && { x: menu.x, y: menu.y, width: menu.width },
      pageTopLeft: area && { x: area.x, y: area.y },
    };
  }, selectors);
}

test.describe('the page without its scripts', () => {
  // The test keeps the scripts from loading, to see the static frame alone.
  test.use({ guard: { expected: [/net::ERR_FAILED GET .*\/assets\/.*\.js$/] } });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`the static frame has the layout's boxes at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // Without JavaScript the page shows only its static frame.
      await page.route(/\.(js|tsx?)(\?|$)/, (route) => route.abort());
      await page.goto('/dashboard');
      const staticFrame = await frameBoxes(page, {
        bar: '#static-frame > header',
        menu: '#static-frame nav',
        page: '#static-frame > div',
      });
      expect(staticFrame.bar).not.toBeNull();
      expect(staticFrame.menu === null).toBe(viewport.width < 1200);

      await page.unrouteAll();
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.locator('#static-frame')).toHaveCount(0);
      const layout = await frameBoxes(page, {
        bar: 'body > #root header',
        menu: '#side-menu',
        page: '#root header + div',
      });
      expect(layout).toEqual(staticFrame);
    });
  }
});

/** Sums every layout shift from the start of the page on, as CLS does (no input, one page). */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName} ${source.node.textContent?.slice(0, 40) ?? ''}`
              : String(source.node?.nodeName),
          ),
        });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    /**
     * Every shift up to now: once the next frame has been laid out and painted (a shift is
     * reported with the frame it happened in), with the entries not yet handed to the observer.
     */
    const layoutShifts = () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            record(observer.takeRecords());
            resolve(shifts);
          }),
        ),
      );
    Object.assign(window, { layoutShifts });
  });
}

const firstScreens = [
  {
    route: '/dashboard',
    isReady: (page: Page) =>
      page.getByRole('region', { name: 'Komende diensten' }).getByRole('list'),
  },
  { route: '/calendar/month', isReady: (page: Page) => page.getByRole('grid') },
  { route: '/cv', isReady: (page: Page) => page.getByRole('region', { name: 'Talen' }) },
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  for (const { route, isReady } of firstScreens) {
    test(`${route} at ${viewport.width} px loads without a layout shift`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await observeLayoutShifts(page);
      await page.goto(route);
      await expect(isReady(page)).toBeVisible();
      // Whatever is still to come (banners, badges, the footer) has come.
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() =>
        (window as unknown as { layoutShifts: () => Promise<unknown[]> }).layoutShifts(),
      );
      expect(shifts).toEqual([]);
    });
  }
}

test("the CV's reads and the frame's are all asked once, the CV's before its screen is on the page", async ({
  page,
  request,
}) => {
  expect((await request.get(`${mockServerUrl}/health?scenario=freelancer`)).ok()).toBe(true);
  // In the page's own clock: when the app asks each JSON-RPC request (before any CORS preflight),
  // and when the CV's h1 enters the page (the screen has mounted).
  await page.addInitScript(() => {
    const asked: { body: string; at: number }[] = [];
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.method === 'POST' && String(input).includes('/api-rpc-cognito/'))
        asked.push({ body: String(init.body), at: Date.now() });
      return send(input, init);
    };
    Object.assign(window, { askedRpc: asked });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('h1')) return;
      Object.assign(window, { screenMountedAt: Date.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${productionAppUrl}/cv?backend=${encodeURIComponent(mockServerUrl)}`);
  await expect(page.getByRole('region', { name: 'Talen' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const { asked, screenMountedAt } = await page.evaluate(() => {
    const seen = window as unknown as {
      askedRpc: { body: string; at: number }[];
      screenMountedAt: number;
    };
    return { asked: seen.askedRpc, screenMountedAt: seen.screenMountedAt };
  });
  const calls = asked.flatMap(({ body, at }) => {
    const sent = JSON.parse(body) as { method: string } | { method: string }[];
    return [sent].flat().map((call) => ({
      method: call.method.replace('pidz.services.api.', ''),
      startedAt: at,
    }));
  });
  // What the frame shows beside the screen, and the options of the forms the CV's add and edit
  // links open, asked once the first screen has shown.
  const afterFirstScreen = [
    'software_invoice:getInvoices',
    'user:getCroppedProfilePicture',
    'function:getAll',
    'language:getAll',
    'registration_type:getRegistrationTypes',
  ];
  expect(calls.map((call) => call.method).sort()).toEqual(
    [
      'communication:getAllActive',
      'education_subject:getEducationSubjects',
      'freelancer:getInactiveTaskList',
      'profile:getFreelancerFunctions',
      'resume:getResume',
      'sector:getAll',
      'training_subject:getTrainingSubjects',
      'user:getCurrentUser',
      ...afterFirstScreen,
    ].sort(),
  );
  for (const call of calls) {
    if (afterFirstScreen.includes(call.method)) continue;
    expect(call.startedAt, call.method).toBeLessThan(screenMountedAt);
  }
});
