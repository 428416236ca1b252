import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { route } from '../../paths';
import { markFirstScreenShown } from '../platform/firstScreen';
import { TableRoutes, type AnyRouteTable } from './routeTable';

/** The browser's idle callbacks, run by hand, installed before preloadWhenIdle.ts is imported. */
const idle = await vi.hoisted(async () =>
  (await import('../../testing/idleCallbacks')).stubIdleCallbacks(),
);

/** A chunk (as `onDemandChunk` gives one) that counts its loads. */
function countedChunk() {
  const load = vi.fn(async () => ({}));
  return { chunk: { preload: load }, load };
}

/** A table with a route at `/things` that preloads `things`, and one at `/other` that preloads `other`. */
function table(things: ReturnType<typeof countedChunk>, other: ReturnType<typeof countedChunk>) {
  return {
    things: {
      path: route('/things', '/'),
      screen: () => <p>Dingen</p>,
      preloadWhenIdle: [things.chunk],
    },
    other: {
      path: route('/other', '/'),
      screen: () => <p>Anders</p>,
      preloadWhenIdle: [other.chunk],
    },
  } satisfies AnyRouteTable;
}

function renderAt(path: string, routes: AnyRouteTable) {
  const location = memoryLocation({ path });
  render(
    <Router hook={location.hook}>
      <TableRoutes table={routes} />
    </Router>,
  );
  return location;
}

// In this order: the first test runs before the first screen has been shown (firstScreen.ts keeps
// that for the module's life).
describe("a route row's preloadWhenIdle", () => {
  it('loads once its screen has mounted, the first screen has been shown and the browser is idle', async () => {
    const things = countedChunk();
    const other = countedChunk();
    renderAt('/things', table(things, other));
    expect(screen.getByText('Dingen')).toBeInTheDocument();
    // Mounted, but the first screen has not been painted yet: not even an idle callback.
    expect(idle.waiting).toHaveLength(0);

    act(() => markFirstScreenShown());
    await waitFor(() => expect(idle.waiting).toHaveLength(1));
    expect(things.load).not.toHaveBeenCalled();

    act(() => idle.runAll());
    expect(things.load).toHaveBeenCalledTimes(1);
    // The row that is not shown loads nothing.
    expect(other.load).not.toHaveBeenCalled();
  });

  it("after the first screen, waits for another route's screen to mount, then for the idle callback", async () => {
    const things = countedChunk();
    const other = countedChunk();
    const location = renderAt('/things', table(things, other));
    act(() => idle.runAll());
    expect(things.load).toHaveBeenCalledTimes(1);
    expect(other.load).not.toHaveBeenCalled();

    act(() => location.navigate('/other'));
    expect(await screen.findByText('Anders')).toBeInTheDocument();
    expect(other.load).not.toHaveBeenCalled();
    expect(idle.waiting).toHaveLength(1);

    act(() => idle.runAll());
    expect(other.load).toHaveBeenCalledTimes(1);
  });
});
