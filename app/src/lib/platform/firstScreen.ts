import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the first screen has been painted: the frame with its banners and the screen below
 * them (the layout says when). What the frame shows beside it (the top bar's picture, the side
 * menu's invoice count, the menus' feature flags) and what a screen loads ahead (the calendar's
 * neighbouring periods) is asked only then, so that on a slow network these reads do not share
 * it with what the first screen waits for.
 */
let isShown = false;
const waiting = new Set<() => void>();

function show(): void {
  isShown = true;
  for (const callback of [...waiting]) callback();
  waiting.clear();
}

/**
 * Marks the first screen shown once the browser has painted what was just committed (the task
 * after the next frame). Later calls do nothing.
 */
export function markFirstScreenShown(): void {
  if (isShown) return;
  requestAnimationFrame(() => setTimeout(show, 0));
}

/** Calls `callback` once the first screen has been shown: at once when it has. */
export function afterFirstScreen(callback: () => void): void {
  if (isShown) callback();
  else waiting.add(callback);
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
