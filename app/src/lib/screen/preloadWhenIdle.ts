import { useEffect } from 'react';
import { afterFirstScreen } from '../platform/firstScreen';
import type { OnDemandChunk } from './onDemandChunk';

/** At the latest this long after the first screen, also on a device that is never idle, ms. */
const IDLE_TIMEOUT_MS = 2000;

/** The browser's idle callback, or the next task where there is none (Safari). */
const whenIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    : (callback) => setTimeout(callback, 0);

/**
 * Loads a chunk that the screen can open (a dialog, a menu, a form page) once the first screen has
 * been shown, when the browser is idle: a tap on what opens it then paints without waiting for its
 * code, also on a first visit (docs/decisions/0025). The first screen's own chunks and reads go
 * first; a chunk that fails to load here is loaded again, and reported, when it is opened.
 */
export function usePreloadWhenIdle(chunk: OnDemandChunk<unknown>): void {
  useEffect(() => {
    afterFirstScreen(() => whenIdle(() => void chunk.preload().catch(() => undefined)));
  }, [chunk]);
}
