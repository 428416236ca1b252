/**
 * The browser's idle callbacks, run by hand: jsdom has none, and lib/platform/preloadWhenIdle.ts
 * reads `requestIdleCallback` at import. Install it before that import, in the test's hoisted
 * block: `const idle = await vi.hoisted(async () => (await import('…/idleCallbacks')).stubIdleCallbacks())`.
 */
export function stubIdleCallbacks() {
  const waiting: (() => void)[] = [];
  globalThis.requestIdleCallback = (callback) => {
    waiting.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
    return waiting.length;
  };
  return {
    /** The callbacks asked for and not yet run. */
    waiting,
    /** Runs every callback asked for so far. */
    runAll: () => waiting.splice(0).forEach((callback) => callback()),
  };
}
