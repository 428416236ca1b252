import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { markFirstScreenShown } from '../lib/platform/firstScreen';
import { AppToaster, toasterChunk } from './AppToaster';

/** The browser's idle callbacks, run by hand, installed before preloadWhenIdle.ts is imported. */
const idle = await vi.hoisted(async () =>
  (await import('../testing/idleCallbacks')).stubIdleCallbacks(),
);

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
