import { useCallback, useEffect, useState } from 'react';
import { breakpoints } from '@pidz/ui';
import { useMediaQuery } from '../lib/screen/useMediaQuery';

/** Matches when the side menu stays open: 1200 px and wider (spec section 9). */
export const WIDE_SCREEN_QUERY = `(min-width: ${breakpoints.sideMenuOpen}px)`;

/** State and actions of the side menu. */
export interface SideMenu {
  /** 1200 px and wider: the menu sits beside the page and stays open. */
  isWide: boolean;
  isOpen: boolean;
  /** The menu button: opens or closes the menu. */
  toggle: () => void;
  /** After a click on an entry: closes the menu on narrow screens. */
  closeAfterNavigation: () => void;
}

/**
 * The side menu is open on wide screens (>= 1200 px) and closed on narrow ones, follows the width
 * when it crosses that line, closes after a click on an entry on narrow screens, and closes on
 * Escape on narrow screens (calling `onEscape`, e.g. to return focus to the menu button).
 */
export function useSideMenu(onEscape?: () => void): SideMenu {
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [isOpen, setIsOpen] = useState(isWide);
  const [lastWidth, setLastWidth] = useState(isWide);
  if (lastWidth !== isWide) {
    setLastWidth(isWide);
    setIsOpen(isWide);
  }

  useEffect(() => {
    if (isWide || !isOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      onEscape?.();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isWide, isOpen, onEscape]);

  const toggle = useCallback(() => setIsOpen((open) => !open), []);
  const closeAfterNavigation = useCallback(() => {
    if (!isWide) setIsOpen(false);
  }, [isWide]);

  return { isWide, isOpen, toggle, closeAfterNavigation };
}
