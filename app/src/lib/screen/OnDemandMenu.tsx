import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { menuButtonStyles } from '@pidz/ui';
import { errorToast } from '../platform/errors';
import type { OnDemandChunk } from './onDemandChunk';
import { showToast } from '../platform/toasts';

const PlaceholderButton = styled.button`
  ${menuButtonStyles}
`;

/** How the loaded menu starts: as the user left its stand-in. */
export interface OnDemandMenuStart {
  /** The stand-in was pressed: the menu opens at once (react-aria `defaultOpen`). */
  defaultOpen: boolean;
  /** The stand-in had the focus: the real trigger takes it over (`autoFocus`). */
  autoFocus: boolean;
}

export interface OnDemandMenuProps<Module> {
  /** The chunk with the menu (react-aria's menu, popover and collections, and its items). */
  chunk: OnDemandChunk<Module>;
  /** The trigger's content; its text names the menu. Rendered in the stand-in and the trigger alike. */
  label: ReactNode;
  /** The loaded menu: a `MenuTrigger` whose `MenuButton` shows `label`, started as given. */
  children: (module: Module, start: OnDemandMenuStart) => ReactNode;
}

/**
 * A menu button whose menu is a chunk of its own, so that a first screen does not load react-aria's
 * menu machinery for a menu nobody has opened yet. Until it is wanted, a plain button with the
 * trigger's look stands in; hovering or focusing it starts the download, pressing it (or ArrowDown
 * or ArrowUp, as on a menu button) renders the loaded menu, open, with the focus on its trigger if
 * the stand-in had it. Where the chunk has loaded before, the menu renders at once. So that a first
 * press opens the menu without waiting for its code, its owner loads the chunk when the browser is
 * idle after the first screen: the route's row (`preloadWhenIdle`), or the shell's own
 * `usePreloadWhenIdle` for a menu outside the routes. A menu that cannot be loaded shows the
 * catalogue's error toast.
 */
export function OnDemandMenu<Module>({ chunk, label, children }: OnDemandMenuProps<Module>) {
  // Once loaded (here, or before this mounted), the real menu renders: started closed, or as the
  // user left the stand-in.
  const [start, setStart] = useState<OnDemandMenuStart | undefined>(() =>
    chunk.loaded() === undefined ? undefined : { defaultOpen: false, autoFocus: false },
  );
  const standIn = useRef<HTMLButtonElement>(null);
  const module = chunk.loaded();
  if (start !== undefined && module !== undefined) return children(module, start);

  const open = () => {
    chunk.preload().then(
      // The real trigger takes the focus over when the stand-in has it as it is replaced.
      () => setStart({ defaultOpen: true, autoFocus: standIn.current === document.activeElement }),
      () => showToast(errorToast(undefined)),
    );
  };
  const preload = () => void chunk.preload().catch(() => undefined);
  const openByKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open();
  };
  return (
    <PlaceholderButton
      ref={standIn}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
      onKeyDown={openByKey}
    >
      {label}
    </PlaceholderButton>
  );
}
