import { Suspense, use, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemandChunk } from './onDemandChunk';

/** A chunk's module: one component. */
interface PartModule {
  Part: () => ReactNode;
}

const partModule: PartModule = { Part: () => <p>Het onderdeel</p> };

function Screen({
  chunk,
  isNeeded,
  onFailure = () => undefined,
}: {
  chunk: ReturnType<typeof onDemandChunk<PartModule>>;
  isNeeded: boolean;
  onFailure?: () => void;
}) {
  const Part = chunk.useModule(isNeeded, onFailure)?.Part;
  return <main>{Part ? <Part /> : <p>Zonder onderdeel</p>}</main>;
}

describe('onDemandChunk', () => {
  it('loads nothing until the part is needed, then loads it once and renders it without suspending', async () => {
    const load = vi.fn(async () => partModule);
    const chunk = onDemandChunk(load);
    const { rerender } = render(<Screen chunk={chunk} isNeeded={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Zonder onderdeel')).toBeInTheDocument();

    rerender(<Screen chunk={chunk} isNeeded />);
    expect(await screen.findByText('Het onderdeel')).toBeInTheDocument();
    await act(() => chunk.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a part that was preloaded at once, in the first render that needs it', async () => {
    const chunk = onDemandChunk(async () => partModule);
    await chunk.preload();
    render(<Screen chunk={chunk} isNeeded />);
    expect(screen.getByText('Het onderdeel')).toBeInTheDocument();
  });

  it('renders a part whose load ends after the render that needed it, before its effects ran', async () => {
    // As on a busy machine: a loader started the load, the screen rendered without the part, and
    // its commit took longer than React's scheduler slice (5 ms), so React gave the browser a turn
    // before the screen's effects, and the load ended in that turn. Outside act, so that React's
    // own scheduler runs the effects, as in a browser.
    let finishLoad: (module: PartModule) => void = () => undefined;
    const chunk = onDemandChunk(() => new Promise<PartModule>((resolve) => (finishLoad = resolve)));
    void chunk.preload();
    function SlowCommit() {
      useLayoutEffect(() => {
        finishLoad(partModule);
        const start = performance.now();
        while (performance.now() - start < 10);
      }, []);
      return null;
    }
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(
        <>
          <Screen chunk={chunk} isNeeded />
          <SlowCommit />
        </>,
      );
      await vi.waitFor(() => expect(container).toHaveTextContent('Het onderdeel'));
    } finally {
      root.unmount();
      container.remove();
      vi.unstubAllGlobals();
    }
  });

  it('reports a failed load to its caller without rendering the part, and loads again when next needed', async () => {
    const load = vi
      .fn<() => Promise<PartModule>>()
      .mockRejectedValueOnce(new Error('Het laden is mislukt'))
      .mockResolvedValue(partModule);
    const chunk = onDemandChunk(load);
    const onFailure = vi.fn();
    const { rerender } = render(<Screen chunk={chunk} isNeeded onFailure={onFailure} />);
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledOnce());
    expect(screen.getByText('Zonder onderdeel')).toBeInTheDocument();

    rerender(<Screen chunk={chunk} isNeeded={false} onFailure={onFailure} />);
    rerender(<Screen chunk={chunk} isNeeded onFailure={onFailure} />);
    expect(await screen.findByText('Het onderdeel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onFailure).toHaveBeenCalledOnce();
  });
});

describe("onDemandChunk's promise in React's use", () => {
  function Reader({ chunk }: { chunk: ReturnType<typeof onDemandChunk<PartModule>> }) {
    const { Part } = use(chunk.preload());
    return <Part />;
  }

  it('reads a loaded chunk in the same render: no fallback, not even for one commit', async () => {
    const chunk = onDemandChunk(async () => partModule);
    await chunk.preload();
    // Had the route read it conditionally (`loaded() ?? use(preload())`), React would log that a
    // component suspended and then rendered without calling `use`.
    render(
      <Suspense fallback={<p>Laden</p>}>
        <Reader chunk={chunk} />
      </Suspense>,
    );
    expect(screen.queryByText('Laden')).toBeNull();
    expect(screen.getByText('Het onderdeel')).toBeInTheDocument();
  });
});
