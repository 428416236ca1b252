import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Whether the first screen has been painted with its content: the frame with its banners (the
 * layout says when) and the screen below them with what it reads, no placeholder left in its
 * place (each placeholder holds it: `useHoldsFirstScreen`). What the frame shows beside it (the
 * top bar's picture, the side menu's invoice count, the menus' feature flags), what a screen can
 * open (its idle preloads), the service worker and what a screen loads ahead (the calendar's
 * neighbouring periods) start only then, so that on a slow network none of them shares it with
 * what the first screen waits for (docs/decisions/0038).
 */
let isShown = false;
/** The layout has marked the frame ready (`markFirstScreenShown`). */
let isFrameReady = false;
/** The placeholders on the page now, each in the place of content the first screen shows. */
let holders = 0;
const waiting = new Set<() => void>();

function show(): void {
  isShown = true;
  for (const callback of [...waiting]) callback();
  waiting.clear();
}

/**
 * How long a committed first screen may take to reach the display: a large first frame takes
 * tens of milliseconds to rasterize after its commit (74 ms measured in the headless shell),
 * more on a slow phone. Waited for only when no larger paint is reported (below).
 */
const PRESENTED_WITHIN_MS = 250;

/**
 * Calls `callback` once a frame committed at `since` (performance.now()) has reached the display:
 * when the browser reports a largest contentful paint from then on, or after
 * {@link PRESENTED_WITHIN_MS} when it reports none (what was committed is no larger than what
 * was painted before, or the user has interacted); at once where it cannot tell (no Largest
 * Contentful Paint API: Safari, Firefox).
 */
function afterPresented(since: number, callback: () => void): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    callback();
    return;
  }
  let isDone = false;
  const finish = () => {
    if (isDone) return;
    isDone = true;
    observer.disconnect();
    clearTimeout(timer);
    callback();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  const timer = setTimeout(finish, PRESENTED_WITHIN_MS);
}

/**
 * Shows the first screen once the browser has painted what was just committed, if by then the
 * frame is ready and no placeholder holds it: after the next frame (a placeholder that gives way
 * to content in the same commit as another appears, a route's chunk then its reads, has been
 * replaced by then), once that frame has reached the display.
 */
function showOncePainted(): void {
  const committedAt = performance.now();
  const isReady = () => !isShown && isFrameReady && holders === 0;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (isReady()) afterPresented(committedAt, () => isReady() && show());
    }, 0),
  );
}

/**
 * Marks the frame ready (its banners known, the screen below them): the first screen is shown
 * once the browser has painted it with no placeholder left. Later calls do nothing.
 */
export function markFirstScreenShown(): void {
  if (isShown || isFrameReady) return;
  isFrameReady = true;
  showOncePainted();
}

/**
 * Holds the first screen as not yet shown while `isHolding`: for a placeholder that stands where
 * the first screen's content will be (a QueryBoundary's loading state, the calendar's grid before
 * its items). Nothing once the first screen has been shown.
 */
export function useHoldsFirstScreen(isHolding = true): void {
  useEffect(() => {
    if (!isHolding || isShown) return undefined;
    holders += 1;
    return () => {
      holders -= 1;
      if (holders === 0) showOncePainted();
    };
  }, [isHolding]);
}

/** Calls `callback` once the first screen has been shown: at once when it has. */
export function afterFirstScreen(callback: () => void): void {
  if (isShown) callback();
  else waiting.add(callback);
}

/** A placeholder that holds the first screen while it is on the page (a Suspense fallback). */
export function HoldsFirstScreen({ children }: { children: ReactNode }): ReactNode {
  useHoldsFirstScreen();
  return children;
}

/**
 * Whether the first screen has been shown, for a read that waits for it (`enabled`). It turns true
 * in a transition: what it starts (the frame's later reads) renders in slices, never in one long
 * task right after the first screen.
 */
export function useIsFirstScreenShown(): boolean {
  const [isShownHere, setIsShownHere] = useState(isShown);
  useEffect(() => {
    if (isShownHere) return undefined;
    const turnTrue = () => startTransition(() => setIsShownHere(true));
    // Shown between this render and its effect: at once.
    if (isShown) turnTrue();
    else waiting.add(turnTrue);
    return () => void waiting.delete(turnTrue);
  }, [isShownHere]);
  return isShownHere;
}
