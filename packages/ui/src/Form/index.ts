export { FORM_CANCEL_LABEL, FORM_SUBMIT_LABEL, Form, type FormProps } from './Form';
export { DEFAULT_TEXTAREA_ROWS } from './FormFields';
export type {
  BreakItem,
  CheckboxField,
  ComboboxField,
  CustomField,
  CustomFieldRenderProps,
  DateBound,
  DateInputField,
  DoubleItem,
  DropdownField,
  FieldBase,
  FieldErrors,
  FieldFor,
  FieldName,
  FormField,
  FormItem,
  InputField,
  RadioGroupField,
  RadioOption,
  RowItem,
  Rule,
  TextInputField,
  TextareaField,
  ToggleField,
  ValuesFlag,
} from './model';
export { matches, maxLength, minLength, required } from './rules';
export {
  defaultErrorMessage,
  dependentsOf,
  fieldsOf,
  isFieldValidated,
  isItemActive,
  validateField,
  validateForm,
  type FieldValidation,
} from './validation';
