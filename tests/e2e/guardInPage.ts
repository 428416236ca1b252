import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** What the guard (guard.ts) asks of the page: its state, its stillness and axe. */

/**
 * Run at the start of every document: the page's own timers, kept before a test's fake clock
 * (`page.clock`) can replace them, and a name for the document, so that a document the browser
 * brings back from its back-forward cache (no request, no load) counts as a new one.
 */
export const KEEP_TIMERS = `window.__guardTimers = { setTimeout: window.setTimeout.bind(window), now: performance.now.bind(performance) }; window.__guardDocument = Math.random();`;

interface GuardWindow {
  __guardTimers?: { setTimeout: typeof setTimeout; now: () => number };
  __guardDocument?: number;
}

/** The page's state at a checkpoint. */
export interface PageState {
  /** Whether the focus is on `<body>` (or nowhere). */
  isFocusLost: boolean;
  /** An element nested where HTML does not allow it (React's validateDOMNesting's words), or null. */
  badNesting: string | null;
  /** Where the page is and what it has open: a change asks for axe again. */
  key: string;
  /** The document's name (KEEP_TIMERS): another one is a new document. */
  document: number | undefined;
  /**
   * The page still shows its static frame (index.html, `aria-busy`), or its frame without the
   * screen (the layout's `main`, busy until the screen has rendered): not yet a state to judge.
   */
  isStarting: boolean;
}

/** The page's state (runs in the page). */
export function readState(): PageState {
  const active = document.activeElement;
  // React's validateDOMNesting, which the production build leaves out: blocks in a paragraph,
  // interactive elements in one another.
  const blocks =
    'address, article, aside, blockquote, details, div, dl, fieldset, figure, footer, form, h1, h2, h3, h4, h5, h6, header, hr, main, nav, ol, p, pre, section, table, ul';
  const inParagraph = document.querySelector(
    blocks
      .split(', ')
      .map((tag) => `p ${tag}`)
      .join(', '),
  );
  const nested = document.querySelector('a a, a button, button a, button button');
  const bad = inParagraph ?? nested;
  let badNesting: string | null = null;
  if (bad) {
    const outer = inParagraph
      ? 'p'
      : bad.parentElement?.closest('a, button')?.tagName.toLowerCase();
    badNesting = `In HTML, <${bad.tagName.toLowerCase()}> cannot be a descendant of <${outer}>: "${(bad.textContent ?? '').trim().slice(0, 60)}"`;
  }
  const open = document.querySelectorAll(
    '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]',
  ).length;
  return {
    isFocusLost: !active || active === document.body || active === document.documentElement,
    badNesting,
    key: `${location.pathname}#${open}`,
    document: (window as GuardWindow).__guardDocument,
    isStarting:
      document.querySelector('#static-frame[aria-busy="true"], main[aria-busy="true"]') !== null,
  };
}

/**
 * Resolves once no element has changed for `quietMs` (at most after `capMs`), on the page's own
 * timers (runs in the page).
 */
export function waitUntilStill([quietMs, capMs]: [number, number]): Promise<void> {
  const timers = (window as GuardWindow).__guardTimers ?? {
    setTimeout: window.setTimeout.bind(window),
    now: performance.now.bind(performance),
  };
  return new Promise((resolve) => {
    const start = timers.now();
    let last = start;
    const observer = new MutationObserver(() => {
      last = timers.now();
    });
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    // A part still loading (`aria-busy`, as the app's loading state is) is not still: a route
    // that waits for its chunk or data shows it for longer than the quiet time, without changes.
    const isLoading = () => document.querySelector('[aria-busy="true"]') !== null;
    const tick = () => {
      const now = timers.now();
      if ((now - last >= quietMs && !isLoading()) || now - start >= capMs) {
        observer.disconnect();
        resolve();
      } else {
        timers.setTimeout(tick, 20);
      }
    };
    timers.setTimeout(tick, 20);
  });
}

/**
 * A fingerprint of what the page shows (runs in the page): its address and markup without numbers
 * (react-aria's generated ids differ between renders), so one state is checked once per worker.
 */
export function fingerprint(): string {
  const text = `${location.pathname}${document.body.innerHTML.replace(/\d+/g, '')}`;
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  }
  return (hash >>> 0).toString(36);
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Axe's WCAG 2.2 AA and best-practice rules over the page, one line per element that fails. While
 * a modal overlay is open (a dialog, a bottom sheet, a menu or a list box's popover) and the page
 * behind it is hidden from assistive technology (react-aria's `aria-hidden` or `inert` around the
 * overlay), what a user can reach is the overlay: axe checks the overlay, and the page-level rules
 * (one `h1`, landmarks) are left to the page's own state before the overlay opened, which was
 * checked then. Axe would otherwise report the hiding itself (`aria-hidden-focus`, a page without
 * an `h1`) on every open list box.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    interface Axe {
      run(
        context: Document | { include: Element[] },
        options: object,
      ): Promise<{
        violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[];
      }>;
    }
    const { axe } = window as unknown as { axe: Axe };
    const hidden = '[aria-hidden="true"], [inert]';
    const overlays = [
      ...document.querySelectorAll(
        '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]',
      ),
    ].filter((overlay) => overlay.closest(hidden) === null);
    // An overlay in a layer of its own (react-aria's portal), over a page it has hidden.
    const layers = overlays.filter((overlay) => overlay.closest('main') === null);
    const isPageHidden = document.querySelector(hidden) !== null;
    const context = isPageHidden && layers.length > 0 ? { include: layers } : document;
    const { violations } = await axe.run(context, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return violations.flatMap(({ id, nodes }) =>
      nodes.map(
        ({ target, failureSummary }) =>
          `${id} at ${location.pathname}: ${target.join(' ')}: ${(failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`,
      ),
    );
  });
}
