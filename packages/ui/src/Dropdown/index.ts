export { DROPDOWN_PLACEHOLDER, Dropdown, type DropdownProps } from './Dropdown';
