export {
  COMBOBOX_EMPTY_TEXT,
  COMBOBOX_PLACEHOLDER,
  Combobox,
  LONG_OPTION_LIST,
  type ComboboxProps,
} from './Combobox';
