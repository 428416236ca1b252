import { useState, type KeyboardEvent, type ReactNode } from 'react';
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
 * menu machinery for a menu nobody has opened yet. Until the chunk is there, a plain button with
 * the trigger's look stands in; hovering or focusing it starts the download, pressing it (or
 * ArrowDown or ArrowUp, as on a menu button) opens the loaded menu once it is there, with the focus
 * on its trigger if the stand-in had it. As soon as the chunk has loaded, whoever loaded it, the
 * loaded menu's trigger takes the stand-in's place, closed, so that a press opens the menu in one
 * render instead of first replacing its button (docs/decisions/0039). So that a first press opens
 * the menu without waiting for its code, its owner loads the chunk when the browser is idle after
 * the first screen: the route's row (`preloadWhenIdle`), or the shell's own `usePreloadWhenIdle`
 * for a menu outside the routes. A menu that cannot be loaded shows the catalogue's error toast.
 */
export function OnDemandMenu<Module>({ chunk, label, children }: OnDemandMenuProps<Module>) {
  const module = chunk.useLoaded();
  const [wasPressed, setPressed] = useState(false);
  // A pointer went down on the stand-in and the press was not cancelled: when the chunk arrives
  // before its click, the stand-in that would have got the click is gone, so the menu opens as
  // react-aria's trigger opens on a mouse's press start.
  const [isHeld, setHeld] = useState(false);
  // The real trigger takes the focus over when the stand-in has it as it is replaced.
  const [hasFocus, setHasFocus] = useState(false);
  if (module !== undefined) {
    return children(module, { defaultOpen: wasPressed || isHeld, autoFocus: hasFocus });
  }

  const open = () => {
    setPressed(true);
    chunk.preload().catch(() => {
      setPressed(false);
      showToast(errorToast(undefined));
    });
  };
  const preload = () => void chunk.preload().catch(() => undefined);
  const openByKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open();
  };
  return (
    <PlaceholderButton
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onPointerDown={() => setHeld(true)}
      onPointerCancel={() => setHeld(false)}
      onFocus={() => {
        setHasFocus(true);
        preload();
      }}
      onBlur={() => setHasFocus(false)}
      onClick={open}
      onKeyDown={openByKey}
    >
      {label}
    </PlaceholderButton>
  );
}
