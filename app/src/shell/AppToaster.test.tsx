import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { markFirstScreenShown } from '../lib/platform/firstScreen';
import { AppToaster, toasterChunk } from './AppToaster';

/** The browser's idle callbacks, run by hand (jsdom has none; preloadWhenIdle.ts reads it at import). */
const idle = vi.hoisted(() => {
  const waiting: (() => void)[] = [];
  globalThis.requestIdleCallback = (callback) => {
    waiting.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
    return waiting.length;
  };
  return { waiting, runAll: () => waiting.splice(0).forEach((callback) => callback()) };
});

describe('AppToaster', () => {
  it('loads the toast view when the browser is idle after the first screen, before any toast', async () => {
    render(<AppToaster />);
    // Mounted, but the first screen has not been painted yet: not even an idle callback.
    expect(idle.waiting).toHaveLength(0);

    act(() => markFirstScreenShown());
    await waitFor(() => expect(idle.waiting).toHaveLength(1));
    expect(toasterChunk.loaded()).toBeUndefined();
    act(() => idle.runAll());
    await waitFor(() => expect(toasterChunk.loaded()).toBeDefined());
  });
});
