import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Menu as UiMenu, MenuItem } from '@pidz/ui';
import { LoadedMenuTrigger } from './LoadedMenuTrigger';
import { onDemandChunk } from './onDemandChunk';
import { OnDemandMenu, type OnDemandMenuStart } from './OnDemandMenu';
import { clearToasts, toastStore } from '../platform/toasts';

/** A loaded menu that shows how it was started. */
const menuModule = {
  LoadedMenu: ({ defaultOpen, autoFocus }: OnDemandMenuStart) => (
    <p>
      geladen, open: {String(defaultOpen)}, focus: {String(autoFocus)}
    </p>
  ),
};

/** A chunk whose load ends when the test says so. */
function chunkLoadedOnCue<Module>(module: Module) {
  let finishLoad = () => {};
  const chunk = onDemandChunk(
    () =>
      new Promise<Module>((resolve) => {
        finishLoad = () => resolve(module);
      }),
  );
  return { chunk, finishLoad: () => act(async () => finishLoad()) };
}

function Menu({ chunk }: { chunk: ReturnType<typeof onDemandChunk<typeof menuModule>> }) {
  return (
    <OnDemandMenu chunk={chunk} label="Meer">
      {({ LoadedMenu }, start) => <LoadedMenu {...start} />}
    </OnDemandMenu>
  );
}

describe('OnDemandMenu', () => {
  afterEach(() => clearToasts());

  it('stands in with a menu button, and opens the loaded menu with the focus where the user had it', async () => {
    render(<Menu chunk={onDemandChunk(async () => menuModule)} />);
    const standIn = screen.getByRole('button', { name: 'Meer' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');

    standIn.focus();
    await act(async () => {
      fireEvent.keyDown(standIn, { key: 'ArrowDown' });
    });
    expect(await screen.findByText('geladen, open: true, focus: true')).toBeInTheDocument();
  });

  it('renders the menu closed at once where its chunk has loaded before', async () => {
    const chunk = onDemandChunk(async () => menuModule);
    await chunk.preload();
    render(<Menu chunk={chunk} />);
    expect(screen.getByText('geladen, open: false, focus: false')).toBeInTheDocument();
  });

  it("takes the loaded menu's place, closed, as soon as its chunk has loaded, whoever loaded it", async () => {
    const { chunk, finishLoad } = chunkLoadedOnCue(menuModule);
    render(<Menu chunk={chunk} />);
    void chunk.preload();
    expect(screen.getByRole('button', { name: 'Meer' })).toBeInTheDocument();
    await finishLoad();
    expect(screen.getByText('geladen, open: false, focus: false')).toBeInTheDocument();
  });

  it.each([
    { press: 'a pointer down on the stand-in', isCancelled: false, shown: 'open: true' },
    { press: 'a press the browser cancelled (a scroll)', isCancelled: true, shown: 'open: false' },
  ])('with $press when its chunk arrives, shows the loaded menu $shown', async (press) => {
    const { chunk, finishLoad } = chunkLoadedOnCue(menuModule);
    render(<Menu chunk={chunk} />);
    const standIn = screen.getByRole('button', { name: 'Meer' });
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(standIn);
    if (press.isCancelled) fireEvent.pointerCancel(standIn);
    await finishLoad();
    expect(screen.getByText(`geladen, ${press.shown}, focus: false`)).toBeInTheDocument();
  });

  it("shows the catalogue's error toast when the menu cannot be loaded, and keeps the stand-in", async () => {
    render(<Menu chunk={onDemandChunk(() => Promise.reject(new Error('offline')))} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Meer' }));
    });
    expect(toastStore.queue.active.map((toast) => [toast.title, toast.message])).toEqual([
      ['Oeps', 'Er is iets misgegaan'],
    ]);
    expect(screen.getByRole('button', { name: 'Meer' })).toBeInTheDocument();
  });
});

describe('LoadedMenuTrigger', () => {
  const realMenu = {
    RealMenu: (start: OnDemandMenuStart) => (
      <LoadedMenuTrigger start={start} label="Meer">
        <UiMenu aria-label="Meer">
          <MenuItem id="one">Eerste</MenuItem>
        </UiMenu>
      </LoadedMenuTrigger>
    ),
  };

  it('opened from its stand-in, gives the focus back to its trigger on Escape', async () => {
    const user = userEvent.setup();
    const { chunk, finishLoad } = chunkLoadedOnCue(realMenu);
    render(
      <OnDemandMenu chunk={chunk} label="Meer">
        {({ RealMenu }, start) => <RealMenu {...start} />}
      </OnDemandMenu>,
    );
    await user.click(screen.getByRole('button', { name: 'Meer' }));
    await finishLoad();
    expect(await screen.findByRole('menu', { name: 'Meer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Meer' })).toHaveFocus());
  });
});
