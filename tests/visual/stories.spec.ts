import { readFileSync } from 'node:fs';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/** The part of an entry of Storybook's index.json that the check reads. */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** The Storybook internals the page is asked about: the phase of the story being rendered. */
interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
}

/**
 * One page per worker, reused from story to story: the Storybook bundle then comes from the
 * page's cache instead of a fresh context's empty one, which halves the run time.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { locale, timezoneId, viewport, deviceScaleFactor, reducedMotion } =
        workerInfo.project.use;
      const context = await browser.newContext({
        locale,
        timezoneId,
        viewport,
        deviceScaleFactor,
        reducedMotion,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

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
 * Renders a story in the page (its play function run, animations settled, fonts loaded), failing
 * on a console error or an exception.
 */
async function renderStory(page: Page, baseURL: string | undefined, story: IndexEntry) {
  // A play function that throws leaves the story half-way; Storybook then logs the error to the
  // console instead of failing the render, so the console is watched to avoid a wrong screenshot.
  const consoleErrors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // iframe.html links no icon, so the browser's own request for /favicon.ico fails.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      consoleErrors.push(message.text());
    }
  };
  page.on('console', onConsole);
  try {
    // The accessibility check has its own run (the story tests); here it would only cost time.
    await page.goto(
      `${baseURL}/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`,
    );
    // Storybook ends each render in the phase 'finished': rendered, play function run,
    // animations settled.
    await page.waitForFunction(
      () =>
        (globalThis as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
      undefined,
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
 * Screens tagged `visual` (the month, the week, the add form, the CV overview), at a phone's size
 * and a laptop's. They show today's calendar and CV from the mocked back end, so the clock is
 * fixed (a Monday morning, Amsterdam time): the screenshots are the same on every day.
 */
const screens = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.tags?.includes('visual'),
);
const SCREEN_SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const FIXED_NOW = new Date('2026-11-23T09:30:00+01:00');

test('the built Storybook has screens for the visual check', () => {
  expect(screens.length).toBeGreaterThanOrEqual(4);
});

for (const viewport of SCREEN_SIZES) {
  const size = `${viewport.width}x${viewport.height}`;
  test.describe(size, () => {
    test.use({ viewport });

    for (const story of screens) {
      test(`${story.title} › ${story.name}`, async ({ page, baseURL }) => {
        await page.clock.setFixedTime(FIXED_NOW);
        await renderStory(page, baseURL, story);
        await expect(page).toHaveScreenshot(`${story.id}-${size}.png`, { fullPage: true });
      });
    }
  });
}
