export {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  type FieldLabelProps,
  type FieldProps,
  type OptionFieldProps,
} from './Field';
export { optionIdForValue, valueForOptionId, type OptionValue, type SelectOption } from './options';
