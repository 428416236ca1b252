import { useEffect, useRef, useState } from 'react';
import { hasSavedRecordToReveal } from './savedRecord';

/**
 * Where a new page starts (docs/decisions/0024). The browser's own scroll restoration cannot know
 * when a page that loads its chunk and data has grown tall enough, and it keeps the old page's
 * position on a new page: so the app keeps the scroll position of each address itself.
 */

/**
 * The move to another address the next page to show arrives by: a link or a script (`top`, the
 * heading focused), the browser's back or forward (the position the user left it at, the heading
 * focused) or a reload (that position, the focus left to the browser). None before the first move:
 * the first page of a visit is the document's, the browser's business.
 */
let arrival: { top: number; focusesHeading: boolean } | null = null;
/** The scroll position last seen at each address. */
const scrollPositions = new Map<string, number>();

const currentAddress = () => `${window.location.pathname}${window.location.search}`;
/** The address of the page on screen, whose position a move away from it keeps. */
let shownAddress = typeof window === 'undefined' ? '' : currentAddress();

/**
 * A move to another address: the position of the page being left is kept as it is now (a scroll
 * just before the move has not yet told its scroll event), and the new address is the one shown.
 */
function moveFromShownPage(): void {
  scrollPositions.set(shownAddress, window.scrollY);
  shownAddress = currentAddress();
}

/**
 * Where the page a reload leaves keeps its address and scroll position for the reloaded one
 * (sessionStorage: this tab only), read and removed at once by the next start.
 */
const LEFT_AT_KEY = 'pidz.scroll-left-at';

/** The scroll position the page was left at, if this start reloads it (else nothing). */
function positionBeforeReload(): number | undefined {
  try {
    const stored = sessionStorage.getItem(LEFT_AT_KEY);
    sessionStorage.removeItem(LEFT_AT_KEY);
    const [navigation] = performance.getEntriesByType('navigation');
    const isReload = (navigation as PerformanceNavigationTiming | undefined)?.type === 'reload';
    const leftAt: unknown = stored === null ? null : JSON.parse(stored);
    if (!isReload || typeof leftAt !== 'object' || leftAt === null) return undefined;
    const { address, top } = leftAt as { address?: unknown; top?: unknown };
    return address === currentAddress() && typeof top === 'number' ? top : undefined;
  } catch {
    return undefined; // no storage, or not ours
  }
}

if (typeof window !== 'undefined') {
  window.history.scrollRestoration = 'manual';
  const top = positionBeforeReload();
  if (top !== undefined) arrival = { top, focusesHeading: false };
  // Read at once: the old page, still on screen, may yet be scrolled as the new one replaces it.
  window.addEventListener('popstate', () => {
    moveFromShownPage();
    arrival = { top: scrollPositions.get(shownAddress) ?? 0, focusesHeading: true };
  });
  window.addEventListener('pushState', () => {
    moveFromShownPage();
    arrival = { top: 0, focusesHeading: true };
  });
  // The same page under another address (its query changed): no move, the position goes along.
  window.addEventListener('replaceState', () => (shownAddress = currentAddress()));
  window.addEventListener(
    'scroll',
    () => {
      scrollPositions.set(shownAddress, window.scrollY);
    },
    { passive: true },
  );
  // A reload, or any leave: the next start takes the position only if it reloads this address.
  window.addEventListener('pagehide', () => {
    try {
      const leftAt = { address: currentAddress(), top: window.scrollY };
      sessionStorage.setItem(LEFT_AT_KEY, JSON.stringify(leftAt));
    } catch {
      // No storage: a reload starts at the top.
    }
  });
}

/** How long a page restored by 'back' may take to grow tall enough for its old position. */
const RESTORE_WITHIN_MS = 2000;

/** Scrolls to `top` once the page is tall enough (its data may still be coming), or gives up. */
function restoreScroll(top: number): () => void {
  const until = performance.now() + RESTORE_WITHIN_MS;
  let frame = 0;
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) > 1 && performance.now() < until) {
      frame = requestAnimationFrame(attempt);
    }
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/**
 * A page's arrival, for `Page`: after a move to another page the page starts at its top (or, back
 * or forward, where the user left it) and its heading (give it the returned ref and
 * `tabIndex={-1}`) takes the focus, so that a keyboard or screen-reader user starts on the new
 * page rather than on the document's body. A reloaded page returns to where the user left it,
 * the focus left to the browser; the first page of a visit is left to the browser; a page that
 * brings the user back to a saved record (lib/screen/savedRecord.ts) lets that record have the
 * scroll and the focus.
 */
export function usePageArrival<T extends HTMLElement>() {
  const heading = useRef<T>(null);
  const [revealsSavedRecord] = useState(hasSavedRecordToReveal);
  useEffect(() => {
    const move = arrival;
    arrival = null;
    if (move === null || revealsSavedRecord) return undefined;
    if (move.focusesHeading) heading.current?.focus({ preventScroll: true });
    return restoreScroll(move.top);
  }, [revealsSavedRecord]);
  return heading;
}
