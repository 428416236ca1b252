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

describe('a placeholder where the first screen has content to come', () => {
  it('holds the first screen until it gives way, also across a chain of placeholders', async () => {
    const { afterFirstScreen, markFirstScreenShown, useHoldsFirstScreen } = await loadFirstScreen();
    function Placeholder({ name }: { name: string }) {
      useHoldsFirstScreen();
      return <p>{name}</p>;
    }
    const read = vi.fn();
    afterFirstScreen(read);
    // The route's chunk loads: its placeholder holds the screen although the frame is ready.
    const { rerender } = render(<Placeholder name="route" />);
    markFirstScreenShown();
    await paintNextFrame();
    expect(read).not.toHaveBeenCalled();

    // The chunk is there, its reads are not: another placeholder in the same commit.
    rerender(<Placeholder name="reads" />);
    await paintNextFrame();
    expect(read).not.toHaveBeenCalled();

    // The content: shown once that frame has been painted.
    rerender(<p>inhoud</p>);
    expect(read).not.toHaveBeenCalled();
    await paintNextFrame();
    expect(read).toHaveBeenCalledOnce();
  });

  it('holds nothing while it does not say so, nor once the first screen has been shown', async () => {
    const { afterFirstScreen, markFirstScreenShown, useHoldsFirstScreen } = await loadFirstScreen();
    function Grid({ isLoading }: { isLoading: boolean }) {
      useHoldsFirstScreen(isLoading);
      return <p>grid</p>;
    }
    const read = vi.fn();
    afterFirstScreen(read);
    const { rerender } = render(<Grid isLoading={false} />);
    markFirstScreenShown();
    await paintNextFrame();
    expect(read).toHaveBeenCalledOnce();

    // A later placeholder (the next month loading) holds nothing more.
    rerender(<Grid isLoading />);
    const later = vi.fn();
    afterFirstScreen(later);
    expect(later).toHaveBeenCalledOnce();
  });
});
