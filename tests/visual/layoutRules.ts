import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * The walk's layout rules (issue 38), measured in the page as it is shown: the visual check runs
 * them on every screen story at a phone's and a laptop's size, after its screenshot.
 *
 * - `overflow`: nothing is wider than the page, and no element runs past the right edge of its
 *   container, unless it sits in a region that scrolls sideways on purpose (an element with
 *   `overflow-x: auto`, a name and `tabindex="0"`, as @pidz/ui's table wrapper).
 * - `broken-word`: no word is broken across two lines in a heading, table header, button, link,
 *   label, tab, badge (`data-badge`), a fact (`dt`, `dd`) or a file's name (`data-file-name`, whose
 *   words also end after `_` and `.`); each word's client rects are measured with a `Range`. A
 *   word wider than any line of the page (the window less 32 px) breaks where it must.
 * - `target-size`: every interactive element is at least 24 × 24 px or has the spacing WCAG 2.2's
 *   2.5.8 allows (axe's `target-size`, which knows the exceptions).
 * - `covered`: no interactive element is covered at its centre by another element
 *   (`document.elementFromPoint`, at every scroll position of the page): floating buttons,
 *   sticky bars and toasts included.
 * - `region`: every part of the page is inside a landmark (axe's `region`). A story that renders a
 *   screen without the layout counts its root as the layout's `<main>`.
 */
export type LayoutRule = 'overflow' | 'broken-word' | 'target-size' | 'covered' | 'region';

export const LAYOUT_RULES: readonly LayoutRule[] = [
  'overflow',
  'broken-word',
  'target-size',
  'covered',
  'region',
];

export interface LayoutViolation {
  rule: LayoutRule;
  /** The element, as a short selector with its text: `button "Opslaan"`. */
  element: string;
  /** What is wrong, in numbers where there are some. */
  detail: string;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The in-page measurements of the rules axe does not know (overflow, broken words, covered). */
function measureInPage(): {
  rule: 'overflow' | 'broken-word' | 'covered';
  element: string;
  detail: string;
}[] {
  const found: { rule: 'overflow' | 'broken-word' | 'covered'; element: string; detail: string }[] =
    [];
  const TOLERANCE = 1;
  const describe = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const role = element.getAttribute('role');
    const name =
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${tag}${role ? `[role=${role}]` : ''}${name ? ` "${name}"` : ''}`;
  };
  const isHidden = (element: Element): boolean => {
    if (element.closest('[aria-hidden="true"], [inert]')) return true;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return true;
    const rect = element.getBoundingClientRect();
    // Visually hidden (react-aria's VisuallyHidden, .sr-only): a clipped box of a pixel.
    return rect.width <= 1 || rect.height <= 1;
  };
  /** A region that scrolls sideways on purpose: focusable by keyboard and named. */
  const isScrollRegion = (element: Element): boolean =>
    element.getAttribute('tabindex') === '0' &&
    (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby'));
  const scrollsSideways = (element: Element): boolean => {
    const overflowX = getComputedStyle(element).overflowX;
    return overflowX === 'auto' || overflowX === 'scroll';
  };
  const clips = (element: Element): boolean => getComputedStyle(element).overflowX !== 'visible';

  // overflow: the page, then every element's content past its own box, then every box past its
  // container's right edge.
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + TOLERANCE) {
    found.push({
      rule: 'overflow',
      element: 'html',
      detail: `the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`,
    });
  }
  const overflowing: { element: Element; detail: string }[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
    if (isHidden(element)) continue;
    const style = getComputedStyle(element);
    if (style.position === 'fixed') continue;
    // Inside something that clips or scrolls: that container is checked instead.
    let container = element.parentElement;
    while (container && getComputedStyle(container).display === 'contents') {
      container = container.parentElement;
    }
    if (!container || container === document.body) continue;
    let clipped = false;
    let purposeful = false;
    for (let ancestor = container; ancestor && ancestor !== document.body;) {
      if (scrollsSideways(ancestor) && isScrollRegion(ancestor)) purposeful = true;
      if (clips(ancestor) && !scrollsSideways(ancestor)) clipped = true;
      ancestor = ancestor.parentElement as HTMLElement;
    }
    if (purposeful || clipped) continue;
    const box = element.getBoundingClientRect();
    const inner = container.getBoundingClientRect();
    const containerStyle = getComputedStyle(container);
    const right = inner.right - parseFloat(containerStyle.borderRightWidth);
    if (box.right > right + TOLERANCE && box.width > 0) {
      overflowing.push({
        element,
        detail: `ends ${Math.round(box.right - right)} px past the right edge of ${describe(container)}`,
      });
    } else if (
      element instanceof HTMLElement &&
      element.clientWidth > 0 &&
      !scrollsSideways(element) &&
      element.scrollWidth > element.clientWidth + TOLERANCE &&
      style.overflowX === 'visible'
    ) {
      overflowing.push({
        element,
        detail: `its content is ${element.scrollWidth} px wide in ${element.clientWidth} px`,
      });
    } else if (
      scrollsSideways(element) &&
      element.scrollWidth > element.clientWidth + TOLERANCE &&
      !isScrollRegion(element)
    ) {
      overflowing.push({
        element,
        detail: 'scrolls sideways but is no named region with tabindex="0"',
      });
    }
  }
  // Only the innermost of nested overflows: the cause, not every box around it.
  for (const { element, detail } of overflowing) {
    if (overflowing.some((other) => other.element !== element && element.contains(other.element))) {
      continue;
    }
    found.push({ rule: 'overflow', element: describe(element), detail });
  }

  // broken-word: each word of the text in a heading, header cell, button, link, label, tab,
  // badge, a fact's term and value (dt, dd) or a file's name on one line. Words end at white
  // space, and after a hyphen, slash or dash (where a line may break: '07:00–/15:30'); in a file's
  // name also after an underscore or dot (FileName's `<wbr>`).
  const WORDY =
    'h1, h2, h3, h4, h5, h6, th, button, a, label, dt, dd, [role="button"], [role="link"], [role="tab"], [role="columnheader"], [data-badge], [data-file-name]';
  // The widest line a page can give a word: the window less the page's margins (2 × 16 px).
  const widestLine = document.documentElement.clientWidth - 32;
  const seen = new Set<Text>();
  for (const element of document.body.querySelectorAll(WORDY)) {
    if (isHidden(element)) continue;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      if (seen.has(text)) continue;
      seen.add(text);
      const pattern = text.parentElement?.closest('[data-file-name]')
        ? /[^\s\-/–—_.]+[-/–—_.]*/g
        : /[^\s\-/–—]+[-/–—]?/g;
      for (let match = pattern.exec(text.data); match; match = pattern.exec(text.data)) {
        if (match[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const tops = new Set(rects.map((rect) => Math.round(rect.top)));
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (tops.size > 1 && width <= widestLine) {
          found.push({
            rule: 'broken-word',
            element: describe(element),
            detail: `'${match[0]}' is broken across ${tops.size} lines`,
          });
        }
      }
    }
  }

  // covered: the element at each interactive element's centre is that element (or inside it), at
  // every scroll position of the page, with what floats over it (fixed and sticky boxes, toasts).
  const INTERACTIVE =
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"], [role="gridcell"][tabindex], [tabindex="0"]';
  const targets = [...document.body.querySelectorAll(INTERACTIVE)].filter(
    (element) => !isHidden(element) && !(element as HTMLButtonElement).disabled,
  );
  // Covered where it is in view at every scroll position: a box that content scrolls under now
  // and then (a floating button over a long list) covers nothing for good.
  const lastHit = new Map<Element, Element>();
  const free = new Set<Element>();
  const startY = scrollY;
  // Every scroll position a window apart, and the last: the page keeps room below its content for
  // what floats along the bottom edge (the toasts), so a control can be scrolled out from under it.
  const lastY = Math.max(0, root.scrollHeight - innerHeight);
  const positions: number[] = [];
  for (let y = 0; y < lastY; y += Math.max(100, Math.floor(innerHeight * 0.75))) positions.push(y);
  positions.push(lastY);
  for (const y of positions) {
    scrollTo(0, y);
    for (const target of targets) {
      if (free.has(target)) continue;
      const box = target.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const centreY = box.top + box.height / 2;
      if (centreY < 0 || centreY >= innerHeight || x < 0 || x >= innerWidth) continue;
      // Shown through a scrolling or clipping box: only where that box shows it.
      let isOutOfView = false;
      for (let ancestor = target.parentElement; ancestor; ancestor = ancestor.parentElement) {
        if (ancestor === document.body) break;
        if (!clips(ancestor) && getComputedStyle(ancestor).overflowY === 'visible') continue;
        const view = ancestor.getBoundingClientRect();
        if (x < view.left || x > view.right || centreY < view.top || centreY > view.bottom) {
          isOutOfView = true;
          break;
        }
      }
      if (isOutOfView) continue;
      const hit = document.elementFromPoint(x, centreY);
      const isFree =
        !hit ||
        target.contains(hit) ||
        hit.contains(target) ||
        // A label's own control (react-aria's checkbox, radio and switch).
        (hit instanceof HTMLLabelElement && hit.control === target) ||
        (target instanceof HTMLInputElement &&
          [...(target.labels ?? [])].some((label) => label.contains(hit)));
      if (isFree) {
        free.add(target);
        lastHit.delete(target);
      } else if (hit) {
        lastHit.set(target, hit);
      }
    }
  }
  // A control still covered at those positions: scrolled to the top of the window, as a user
  // would to get it out from under what floats along the bottom edge.
  for (const target of [...lastHit.keys()]) {
    const top = target.getBoundingClientRect().top + scrollY;
    scrollTo(0, Math.min(lastY, Math.max(0, top - 8)));
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || target.contains(hit) || hit.contains(target)) lastHit.delete(target);
  }
  scrollTo(0, startY);
  for (const [target, hit] of lastHit) {
    found.push({
      rule: 'covered',
      element: describe(target),
      detail: `covered by ${describe(hit)}`,
    });
  }
  return found;
}

/** Runs axe's `region` and `target-size` rules in the page. */
async function axeViolations(page: Page): Promise<LayoutViolation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in globalThis);
  if (!hasAxe) await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    interface AxeNode {
      target: string[];
      html: string;
      failureSummary?: string;
    }
    interface Axe {
      run(
        context: Element | Document,
        options: object,
      ): Promise<{ violations: { id: string; nodes: AxeNode[] }[] }>;
    }
    const axe = (globalThis as unknown as { axe: Axe }).axe;
    // A screen shown without the layout: its root stands for the layout's main content.
    const storyRoot = document.getElementById('storybook-root');
    const standsForMain = storyRoot && !document.querySelector('main, [role="main"]');
    if (standsForMain) storyRoot.setAttribute('role', 'main');
    // Storybook's own markup (its hidden messages and their links) is no part of the screen.
    const storybookParts = [...document.body.children].filter(
      (child) => child.id === 'storybook-docs' || /(^|\s)sb-/.test(child.className),
    );
    const marker = document.createComment('storybook parts');
    document.body.prepend(marker);
    storybookParts.forEach((part) => part.remove());
    try {
      const { violations } = await axe.run(document, {
        runOnly: { type: 'rule', values: ['region', 'target-size'] },
        resultTypes: ['violations'],
      });
      return violations.flatMap((violation) =>
        violation.nodes.map((node) => ({
          rule: violation.id,
          element: `${node.target.join(' ')} ${node.html.slice(0, 80)}`,
          detail: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200),
        })),
      );
    } finally {
      marker.replaceWith(...storybookParts);
      if (standsForMain) storyRoot.removeAttribute('role');
    }
  });
  return results.map((result) => ({ ...result, rule: result.rule as LayoutRule }));
}

/** Every violation of the layout rules in the page as it is now. */
export async function layoutViolations(page: Page): Promise<LayoutViolation[]> {
  const measured = await page.evaluate(measureInPage);
  return [...measured, ...(await axeViolations(page))];
}

/** The violations as one line each, for a test's failure message. */
export function describeViolations(violations: LayoutViolation[]): string[] {
  return violations.map(({ rule, element, detail }) => `${rule}: ${element}: ${detail}`);
}
