import { readFileSync } from 'node:fs';
import {
  test as base,
  expect,
  type ConsoleMessage,
  type Page,
  type BrowserContextOptions,
} from '@playwright/test';
import { libMessages } from '../../app/src/lib/words/messages';
import { describeViolations, layoutViolations } from './layoutRules';

/** The part of an entry of Storybook's index.json that the check reads. */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/**
 * The Storybook internals the page is asked about: the story being rendered and its phase, and the
 * channel the manager asks the preview for another story on.
 */
interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit(event: 'setCurrentStory', selection: { storyId: string; viewMode: 'story' }): void;
  };
}

/**
 * The screens show the mocked back end's data around today, so their clock is fixed (a Monday
 * morning, Amsterdam time): their screenshots are the same on every day.
 */
const FIXED_NOW = new Date('2026-11-23T09:30:00+01:00');

/**
 * One page per worker, showing story after story (`showStory`). The `UI/` stories' page has the
 * project's viewport; the screens' page is on the fixed clock, and each screen test sets its
 * viewport.
 */
const test = base.extend<object, { storyPage: Page; screenPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(contextOptions(workerInfo.project.use));
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  screenPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(contextOptions(workerInfo.project.use));
      await context.clock.setFixedTime(FIXED_NOW);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** The project's options that a story page's context takes. */
function contextOptions({
  locale,
  timezoneId,
  viewport,
  deviceScaleFactor,
  reducedMotion,
}: BrowserContextOptions): BrowserContextOptions {
  return { locale, timezoneId, viewport, deviceScaleFactor, reducedMotion };
}

// The webServer of playwright.visual.config.ts builds Storybook before the tests are collected.
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};

const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.title.startsWith('UI/'),
);

test('the built Storybook has UI stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

/**
 * Shows the story in the page. The first story of a page loads Storybook's preview; each next one
 * is asked for on the preview's channel, as the manager does when a story is picked in its
 * sidebar: the preview unmounts the last story and renders the next (its loaders give it a fresh
 * mocked back end), without loading Storybook's bundle again: the check takes half the time of a page loaded per
 story.
 */
async function showStory(page: Page, baseURL: string | undefined, storyId: string) {
  const switched = await page.evaluate((id) => {
    const channel = (globalThis as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return false;
    // As a page loaded afresh: at its top, with empty storage (the calendar keeps its items in
    // localStorage, forms their drafts in sessionStorage).
    scrollTo(0, 0);
    localStorage.clear();
    sessionStorage.clear();
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    return true;
  }, storyId);
  if (!switched) {
    // The accessibility check has its own run (the story tests); here it would only cost time.
    await page.goto(
      `${baseURL}/iframe.html?id=${storyId}&viewMode=story&globals=a11y.manual:!true`,
    );
  }
}

/**
 * Renders a story in the page (its play function run, animations settled, fonts loaded), failing
 * on an exception or a console error other than those `expectedErrors` matches.
 */
async function renderStory(
  page: Page,
  baseURL: string | undefined,
  story: IndexEntry,
  expectedErrors?: RegExp,
) {
  // A play function that throws leaves the story half-way; Storybook then logs the error to the
  // console instead of failing the render, so the console is watched to avoid a wrong screenshot.
  const consoleErrors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // iframe.html links no icon, so the browser's own request for /favicon.ico fails.
    if (
      message.type() === 'error' &&
      !message.location().url.endsWith('/favicon.ico') &&
      !expectedErrors?.test(message.text())
    ) {
      consoleErrors.push(message.text());
    }
  };
  page.on('console', onConsole);
  try {
    await showStory(page, baseURL, story.id);
    // Storybook ends each render in the phase 'finished': rendered, play function run,
    // animations settled.
    await page.waitForFunction(
      (id) => {
        const render = (globalThis as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === id && render.phase === 'finished';
      },
      story.id,
      { polling: 50 },
    );
  } finally {
    page.off('console', onConsole);
  }
  expect(consoleErrors, 'the story renders and plays without an error').toEqual([]);
  await expect(page.locator('body'), 'the story renders without an exception').not.toHaveClass(
    /sb-show-errordisplay/,
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ storyPage: page, baseURL }) => {
    await renderStory(page, baseURL, story);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}

/**
 * Screens: every story tagged `visual` (a screen's filled state, and its empty or failed state
 * where that looks different), at a phone's size and a laptop's, on the fixed clock. Every story
 * group under `Screens/` (each feature's screens and the shell's pages) has at least one.
 */
const screens = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.tags?.includes('visual'),
);
const SCREEN_SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
/**
 * What the browser logs where a screen shows a failure that its story causes: the read's error
 * (the mocked back end's injected catalogue error) and the failed request (a network fault, HTTP
 * 401, 500 or 503). A failing play function logs an error of the testing library instead.
 */
const SCREEN_FAILURES = /^(RpcError: |Failed to load resource: )/;

test('every screen story group has a story in the visual check', () => {
  const groups = new Set(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story' && entry.title.startsWith('Screens/'))
      .map((entry) => entry.title),
  );
  const covered = new Set(screens.map((entry) => entry.title));
  expect(groups.size).toBeGreaterThan(0);
  expect(
    [...groups].filter((title) => !covered.has(title)),
    "groups without a story tagged 'visual'",
  ).toEqual([]);
});

/**
 * Whether the screen has settled: something rendered, no loading state ('Bezig met laden…' or
 * `aria-busy`) and every picture loaded. The play function waits for what it checks; this waits
 * for the rest of the screen (a story without a play function, a card beside the one checked).
 */
function isSettled(loadingText: string) {
  const root = document.getElementById('storybook-root');
  if (!root?.textContent?.trim()) return false;
  if (document.querySelector('[aria-busy="true"]')) return false;
  const isLoading = [...document.querySelectorAll('[role="status"]')].some((status) =>
    `${status.textContent ?? ''} ${status.getAttribute('aria-label') ?? ''}`.includes(loadingText),
  );
  return !isLoading && [...document.images].every((image) => image.complete);
}

for (const viewport of SCREEN_SIZES) {
  const size = `${viewport.width}x${viewport.height}`;
  test.describe(size, () => {
    for (const story of screens) {
      test(`${story.title} › ${story.name}`, async ({ screenPage: page, baseURL }) => {
        await page.setViewportSize(viewport);
        await renderStory(page, baseURL, story, SCREEN_FAILURES);
        await page.waitForFunction(isSettled, libMessages.loading, { polling: 50 });
        // Soft: a changed picture still lets the layout rules be measured on the same page.
        await expect.soft(page).toHaveScreenshot(`${story.id}-${size}.png`, {
          fullPage: true,
          // Toasts close on a timer: hidden, see the style sheet.
          stylePath: 'tests/visual/hide-toasts.css',
        });
        expect(
          describeViolations(await layoutViolations(page)),
          'the layout rules (tests/visual/layoutRules.ts) hold',
        ).toEqual([]);
      });
    }
  });
}
