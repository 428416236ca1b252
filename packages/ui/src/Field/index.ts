export {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  type FieldLabelProps,
  type FieldProps,
  type OptionFieldProps,
} from './Field';
export { PORTAL_LOCALE, PORTAL_TIME_ZONE } from './locale';
export { optionIdForValue, valueForOptionId, type OptionValue, type SelectOption } from './options';
