import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Header as AriaHeader,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Popover as AriaPopover,
  Separator as AriaSeparator,
  type ButtonProps as AriaButtonProps,
  type Key,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { insetFocusRing } from '../styles/focusRing';
import { disabledStyles } from '../styles/disabled';
import { menuButtonStyles } from '../styles/menuButton';

/**
 * A menu of actions and links (react-aria, WAI-ARIA menu button pattern): a {@link MenuTrigger}
 * holding a trigger button ({@link MenuButton}, or the library's Button) and a {@link Menu} of
 * {@link MenuItem}s, optionally grouped in {@link MenuSection}s or split by
 * {@link MenuSeparator}s. Enter, Space or ArrowDown on the trigger opens the menu on its first
 * item, arrow keys move, Escape closes it and returns focus to the trigger.
 */

/** The id of a menu item, as `onAction` reports it. */
export type MenuKey = Key;

/** Props of {@link MenuTrigger}: its two children (trigger and menu) and the optional open state. */
export type MenuTriggerProps = AriaMenuTriggerProps;

/** Ties a trigger button to the {@link Menu} after it, which it opens and closes. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export type MenuButtonProps = Omit<AriaButtonProps, 'className' | 'style'>;

const StyledMenuButton = styled(AriaButton)`
  ${menuButtonStyles}
`;

/**
 * A plain trigger for a menu (no border, grey on hover), e.g. an icon, a name and a chevron. Its
 * text names the menu.
 */
export function MenuButton(props: MenuButtonProps) {
  return <StyledMenuButton {...props} />;
}

export interface MenuProps<T extends object> extends Omit<AriaMenuProps<T>, 'className' | 'style'> {
  /** Where the menu opens relative to its trigger. Default `'bottom start'`. */
  placement?: AriaPopoverProps['placement'];
}

const MenuPopover = styled(AriaPopover)`
  min-width: 14rem;
  max-width: calc(100vw - 2 * var(--pidz-space-md));
  padding: var(--pidz-space-xs);
  border: 1px solid var(--pidz-color-grey-200);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-white);
  box-shadow: 0 4px 12px rgb(0 0 0 / 15%);
  overflow: auto;
`;

const StyledMenu = styled(AriaMenu)`
  display: flex;
  flex-direction: column;
  outline: none;
` as typeof AriaMenu;

/**
 * The menu a {@link MenuTrigger} opens, in a popover under its trigger. `onAction` gets the `id`
 * of an item without `href` that was chosen; items with `href` navigate (client-side inside an
 * app-level react-aria `RouterProvider`).
 */
export function Menu<T extends object>({ placement = 'bottom start', ...props }: MenuProps<T>) {
  return (
    <MenuPopover placement={placement}>
      <StyledMenu {...props} />
    </MenuPopover>
  );
}

export interface MenuItemProps<T extends object = object> extends Omit<
  AriaMenuItemProps<T>,
  'className' | 'style'
> {
  /** The text used for type-ahead; give it whenever `children` is more than plain text (an icon). */
  textValue?: string;
}

const StyledMenuItem = styled(AriaMenuItem)`
  display: flex;
  align-items: center;
  gap: var(--pidz-space-sm);
  padding: var(--pidz-space-sm);
  border-radius: var(--pidz-radius-sm);
  color: var(--pidz-color-black);
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: var(--pidz-color-blue-light);
  }
  &[data-focus-visible] {
    ${insetFocusRing}
  }
  &[data-disabled] {
    ${disabledStyles}
  }
` as typeof AriaMenuItem;

/**
 * One item of a {@link Menu}: an action (an `id`, reported to the menu's `onAction`, or its own
 * `onAction`) or a link (`href`). Icons go in `children` before the text.
 */
export function MenuItem<T extends object = object>(props: MenuItemProps<T>) {
  return <StyledMenuItem {...props} />;
}

export interface MenuSectionProps {
  /** The items of the section. */
  children: ReactNode;
  /** A visible heading that names the section. Default none (then give `aria-label`). */
  title?: string;
  /** Accessible name of a section without a visible title. */
  'aria-label'?: string;
}

const SectionHeader = styled(AriaHeader)`
  padding: var(--pidz-space-sm) var(--pidz-space-sm) var(--pidz-space-xs);
  color: var(--pidz-color-grey-600);
  font-size: 0.875rem;
  font-weight: 600;
`;

/** A group of items in a {@link Menu}, with an optional visible title. */
export function MenuSection({ children, title, 'aria-label': ariaLabel }: MenuSectionProps) {
  return (
    <AriaMenuSection aria-label={ariaLabel}>
      {title ? <SectionHeader>{title}</SectionHeader> : null}
      {children}
    </AriaMenuSection>
  );
}

const StyledSeparator = styled(AriaSeparator)`
  height: 1px;
  margin: var(--pidz-space-xs) 0;
  border: 0;
  background: var(--pidz-color-grey-200);
`;

/** A line between groups of items in a {@link Menu}. */
export function MenuSeparator() {
  return <StyledSeparator />;
}
