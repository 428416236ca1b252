export {
  FORM_CANCEL_LABEL,
  FORM_DRAFT_MESSAGES,
  FORM_SAVING_MESSAGE,
  FORM_SUBMIT_LABEL,
  Form,
  type FormProps,
} from './Form';
export { FieldsRefused } from './fieldsRefused';
export { loadDatePicker } from './loadDatePicker';
export { areFormValuesEqual, formDraftStorageKey, removeFormDraft } from './draft';
export { forgetFormDrafts } from './draftKey';
export { FormDraftScope, type FormDraftScopeProps } from './draftOwner';
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
  RuleResult,
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
