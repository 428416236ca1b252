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
  /**
   * A tap or click outside the open menu (its backdrop) or Escape: closes the menu on a narrow
   * screen and reports it (calling `onDismiss`).
   */
  dismiss: () => void;
}

/**
 * The side menu is open on wide screens (>= 1200 px) and closed on narrow ones, follows the width
 * when it crosses that line, closes after a click on an entry on narrow screens, and there closes
 * on Escape and on a tap outside it (`dismiss`, calling `onDismiss`, e.g. to return focus to the
 * menu button).
 */
export function useSideMenu(onDismiss?: () => void): SideMenu {
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [isOpen, setIsOpen] = useState(isWide);
  const [lastWidth, setLastWidth] = useState(isWide);
  if (lastWidth !== isWide) {
    setLastWidth(isWide);
    setIsOpen(isWide);
  }

  const dismiss = useCallback(() => {
    if (isWide) return;
    setIsOpen(false);
    onDismiss?.();
  }, [isWide, onDismiss]);

  useEffect(() => {
    if (isWide || !isOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isWide, isOpen, dismiss]);

  const toggle = useCallback(() => setIsOpen((open) => !open), []);
  const closeAfterNavigation = useCallback(() => {
    if (!isWide) setIsOpen(false);
  }, [isWide]);

  return { isWide, isOpen, toggle, closeAfterNavigation, dismiss };
}
