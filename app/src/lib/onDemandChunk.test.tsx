import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemandChunk } from './onDemandChunk';

/** A chunk's module: one component. */
interface PartModule {
  Part: () => ReactNode;
}

const partModule: PartModule = { Part: () => <p>Het onderdeel</p> };

/** Shows what its children threw, as the screens' error boundaries do. */
class ShowsFailure extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function Screen({
  chunk,
  isNeeded,
}: {
  chunk: ReturnType<typeof onDemandChunk<PartModule>>;
  isNeeded: boolean;
}) {
  const Part = chunk.useModule(isNeeded)?.Part;
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

  it('throws a failed load to the error boundary, and loads again on the next try', async () => {
    const load = vi
      .fn<() => Promise<PartModule>>()
      .mockRejectedValueOnce(new Error('Het laden is mislukt'))
      .mockResolvedValue(partModule);
    const chunk = onDemandChunk(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(
      <ShowsFailure>
        <Screen chunk={chunk} isNeeded />
      </ShowsFailure>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Het laden is mislukt');
    unmount();
    vi.mocked(console.error).mockRestore();

    render(<Screen chunk={chunk} isNeeded />);
    expect(await screen.findByText('Het onderdeel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
