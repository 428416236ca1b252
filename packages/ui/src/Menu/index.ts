export {
  Menu,
  MenuButton,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  type MenuButtonProps,
  type MenuItemProps,
  type MenuKey,
  type MenuProps,
  type MenuSectionProps,
  type MenuTriggerProps,
} from './Menu';
