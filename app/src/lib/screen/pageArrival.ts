import { useEffect, useRef, useState } from 'react';
import { hasSavedRecordToReveal } from './savedRecord';

/**
 * Where a new page starts (docs/decisions/0024). The browser's own scroll restoration cannot know
 * when a page that loads its chunk and data has grown tall enough, and it keeps the old page's
 * position on a new page: so the app keeps the scroll position of each address itself.
 */

/**
 * The move to another address the next page to show arrives by: a link or a script (`top`), or
 * the browser's back or forward (the position the user left it at). None before the first move:
 * the first page of a visit is the document's, the browser's business.
 */
let arrival: { top: number } | null = null;
/** The scroll position last seen at each address. */
const scrollPositions = new Map<string, number>();

const currentAddress = () => `${window.location.pathname}${window.location.search}`;

if (typeof window !== 'undefined') {
  window.history.scrollRestoration = 'manual';
  // Read at once: the old page, still on screen, may yet be scrolled as the new one replaces it.
  window.addEventListener('popstate', () => {
    arrival = { top: scrollPositions.get(currentAddress()) ?? 0 };
  });
  window.addEventListener('pushState', () => (arrival = { top: 0 }));
  window.addEventListener(
    'scroll',
    () => {
      scrollPositions.set(currentAddress(), window.scrollY);
    },
    { passive: true },
  );
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
 * page rather than on the document's body. The first page of a visit is left to the browser; a
 * page that brings the user back to a saved record (lib/screen/savedRecord.ts) lets that record have the
 * scroll and the focus.
 */
export function usePageArrival<T extends HTMLElement>() {
  const heading = useRef<T>(null);
  const [revealsSavedRecord] = useState(hasSavedRecordToReveal);
  useEffect(() => {
    const move = arrival;
    arrival = null;
    if (move === null || revealsSavedRecord) return undefined;
    heading.current?.focus({ preventScroll: true });
    return restoreScroll(move.top);
  }, [revealsSavedRecord]);
  return heading;
}
