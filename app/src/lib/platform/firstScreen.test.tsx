import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its state is the page's, once per load. */
async function loadFirstScreen() {
  vi.resetModules();
  return import('./firstScreen');
}

/** Lets the frame after the mark be painted, and the task after it run. */
async function paintNextFrame() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

describe('the first screen', () => {
  it('holds the reads that wait for it until the frame after the mark has been painted', async () => {
    const { afterFirstScreen, markFirstScreenShown } = await loadFirstScreen();
    const read = vi.fn();
    afterFirstScreen(read);
    expect(read).not.toHaveBeenCalled();

    markFirstScreenShown();
    expect(read).not.toHaveBeenCalled();
    await paintNextFrame();
    expect(read).toHaveBeenCalledOnce();

    // Once shown, a read goes at once, and a second mark changes nothing.
    const later = vi.fn();
    afterFirstScreen(later);
    expect(later).toHaveBeenCalledOnce();
    markFirstScreenShown();
    await paintNextFrame();
    expect(read).toHaveBeenCalledOnce();
  });

  it('tells a component when it has been shown, so that its read can be enabled then', async () => {
    const { markFirstScreenShown, useIsFirstScreenShown } = await loadFirstScreen();
    function Badge() {
      return <p>{useIsFirstScreenShown() ? 'gevraagd' : 'wacht'}</p>;
    }
    render(<Badge />);
    expect(screen.getByText('wacht')).toBeInTheDocument();

    markFirstScreenShown();
    await paintNextFrame();
    expect(screen.getByText('gevraagd')).toBeInTheDocument();
  });
});
