import { act, render, screen } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it, vi } from 'vitest';

const transitions = vi.hoisted(() => ({ started: 0 }));
vi.mock('react', async (original) => {
  const react = await original<typeof React>();
  return {
    ...react,
    startTransition: (update: () => void) => {
      transitions.started += 1;
      react.startTransition(update);
    },
  };
});

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

    const before = transitions.started;
    markFirstScreenShown();
    await paintNextFrame();
    expect(screen.getByText('gevraagd')).toBeInTheDocument();
    // In a transition: what the read starts renders in slices, not in one long task.
    expect(transitions.started).toBe(before + 1);
  });
});
