import { useEffect } from 'react';
import { afterFirstScreen } from './firstScreen';

/**
 * What loads on demand: an `OnDemandChunk` (lib/screen/onDemandChunk.ts), whose `preload` starts
 * the load once.
 */
export interface Preloadable {
  preload(): Promise<unknown>;
}

/** At the latest this long after the first screen, also on a device that is never idle, ms. */
const IDLE_TIMEOUT_MS = 2000;

/** The browser's idle callback, or the next task where there is none (Safari). */
const whenIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    : (callback) => setTimeout(callback, 0);

/** No chunks: a route that declares none. */
const none: readonly Preloadable[] = [];

/**
 * Loads chunks that what is shown can open (a dialog, a menu, a form page) once the first screen
 * has been shown, when the browser is idle: a tap on what opens one then paints without waiting
 * for its code, also on a first visit (docs/decisions/0025). The first screen's own chunks and
 * reads go first; a chunk that fails to load here is loaded again, and reported, when it is opened.
 * A route declares its chunks on its row (`FeatureRoute.preloadWhenIdle`), which the route's
 * mount passes here; a piece outside the routes (the shell's profile menu) calls this itself.
 * `chunks` is a constant (a route row's, or a module's): a new array starts the wait again.
 */
export function usePreloadWhenIdle(chunks: readonly Preloadable[] = none): void {
  useEffect(() => {
    if (chunks.length === 0) return;
    afterFirstScreen(() =>
      whenIdle(() => {
        for (const chunk of chunks) void chunk.preload().catch(() => undefined);
      }),
    );
  }, [chunks]);
}
