import { useEffect, useState, type ReactNode } from 'react';
import { MenuButton, MenuTrigger } from '@pidz/ui';
import type { OnDemandMenuStart } from './OnDemandMenu';

export interface LoadedMenuTriggerProps {
  /** How the menu starts, as `OnDemandMenu` hands it over from its stand-in. */
  start: OnDemandMenuStart;
  /** The trigger's content: the same label as the stand-in's. */
  label: ReactNode;
  /** The menu (`Menu` of `@pidz/ui`). */
  children: ReactNode;
}

/**
 * The trigger of a menu that `OnDemandMenu` loaded: react-aria's menu button in place of the
 * stand-in, open at once and focused when the user had left the stand-in so. A menu that starts
 * open opens in the frame after its trigger has mounted and taken the focus: the menu gives the focus back
 * to what had it when it opened, and opened in the same render that was the stand-in, gone by
 * then, which left the focus on `<body>` after Escape. Only the loaded menus' chunks import it (it
 * brings react-aria's menu along).
 */
export function LoadedMenuTrigger({ start, label, children }: LoadedMenuTriggerProps) {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (!start.defaultOpen) return;
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [start.defaultOpen]);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the focus stays where the user had it: on the stand-in this button replaces */}
      <MenuButton autoFocus={start.autoFocus || start.defaultOpen}>{label}</MenuButton>
      {children}
    </MenuTrigger>
  );
}
