import { Check } from 'lucide-react';
import { useId } from 'react';
import {
  CheckboxButton as AriaCheckboxButton,
  CheckboxField as AriaCheckboxField,
  Input as AriaInput,
  RadioButton as AriaRadioButton,
  RadioField as AriaRadioField,
  RadioGroup as AriaRadioGroup,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
} from 'react-aria-components';
import styled from 'styled-components';
import { Combobox } from '../Combobox/Combobox';
import { DatePicker } from '../DatePicker/DatePicker';
import { Dropdown } from '../Dropdown/Dropdown';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  fieldStackStyles,
  inputBoxStyles,
  isErrorShown,
} from '../Field/Field';
import type { OptionValue } from '../Field/options';
import { Toggle } from '../Toggle/Toggle';
import type { CustomFieldRenderProps, DateBound, FormField, RadioOption } from './model';

/** Renders one field description as its input, wired to the form through `field`. */
export function FormFieldView<V>({
  description,
  field,
  values,
}: {
  description: FormField<V>;
  field: CustomFieldRenderProps<unknown>;
  values: V;
}) {
  // The model's FieldFor type ties each kind to the value type of its key, so the casts below
  // only restate what the description already guarantees.
  switch (description.kind) {
    case 'input':
      return (
        <TextInput
          {...(field as CustomFieldRenderProps<string>)}
          type={description.type}
          placeholder={description.placeholder}
          autoComplete={description.autoComplete}
          inputMode={description.inputMode}
        />
      );
    case 'textarea':
      return (
        <TextAreaInput
          {...(field as CustomFieldRenderProps<string>)}
          rows={description.rows}
          placeholder={description.placeholder}
        />
      );
    case 'checkbox':
      return <CheckboxInput {...(field as CustomFieldRenderProps<boolean>)} />;
    case 'toggle':
      return <ToggleInput {...(field as CustomFieldRenderProps<boolean>)} />;
    case 'radiogroup':
      return (
        <RadioGroupInput
          {...(field as CustomFieldRenderProps<string | null>)}
          options={description.options}
          orientation={description.orientation}
        />
      );
    case 'dropdown':
      return (
        <Dropdown
          {...(field as CustomFieldRenderProps<OptionValue | null>)}
          options={description.options}
          placeholder={description.placeholder}
        />
      );
    case 'combobox':
      return (
        <Combobox
          {...(field as CustomFieldRenderProps<OptionValue | null>)}
          options={description.options}
          placeholder={description.placeholder}
        />
      );
    case 'date':
      return (
        <DatePicker
          {...(field as CustomFieldRenderProps<string | null>)}
          minValue={resolveDateBound(description.minValue, values)}
          maxValue={resolveDateBound(description.maxValue, values)}
        />
      );
    case 'custom':
      return description.render(field as Parameters<typeof description.render>[0]);
  }
}

function resolveDateBound<V>(bound: DateBound<V> | undefined, values: V): string | undefined {
  return (typeof bound === 'function' ? bound(values) : bound) ?? undefined;
}

const StyledTextField = styled(AriaTextField)`
  ${fieldStackStyles}
`;

const StyledInput = styled(AriaInput)`
  ${inputBoxStyles}

  &::placeholder {
    color: var(--pidz-color-grey-600);
  }
  &[data-focused] {
    outline: 2px solid var(--pidz-color-focus);
    outline-offset: 1px;
  }
`;

const StyledTextArea = styled(AriaTextArea)`
  ${inputBoxStyles}
  padding: var(--pidz-space-sm);
  resize: vertical;

  &::placeholder {
    color: var(--pidz-color-grey-600);
  }
  &[data-focused] {
    outline: 2px solid var(--pidz-color-focus);
    outline-offset: 1px;
  }
`;

type TextInputProps = CustomFieldRenderProps<string> & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
};

/** A labelled single-line text input (react-aria TextField). */
function TextInput({
  label,
  errorMessage,
  isDisabled,
  isRequired,
  description,
  placeholder,
  ...props
}: TextInputProps) {
  return (
    <StyledTextField
      {...props}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={isErrorShown(errorMessage, isDisabled)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <StyledInput placeholder={placeholder} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </StyledTextField>
  );
}

/** Spec: a textarea shows 3 rows unless told otherwise. */
export const DEFAULT_TEXTAREA_ROWS = 3;

/** A labelled multi-line text input (react-aria TextField with TextArea). */
function TextAreaInput({
  label,
  errorMessage,
  isDisabled,
  isRequired,
  description,
  rows = DEFAULT_TEXTAREA_ROWS,
  placeholder,
  ...props
}: CustomFieldRenderProps<string> & { rows?: number; placeholder?: string }) {
  return (
    <StyledTextField
      {...props}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={isErrorShown(errorMessage, isDisabled)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <StyledTextArea rows={rows} placeholder={placeholder} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </StyledTextField>
  );
}

const StyledCheckboxField = styled(AriaCheckboxField)`
  ${fieldStackStyles}
`;

const CheckMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid var(--pidz-color-grey-600);
  border-radius: var(--pidz-radius-sm);
  background: var(--pidz-color-white);
  color: var(--pidz-color-white);

  svg {
    visibility: hidden;
  }
`;

const StyledCheckboxButton = styled(AriaCheckboxButton)`
  display: inline-flex;
  align-items: center;
  gap: var(--pidz-space-sm);
  cursor: pointer;

  &[data-selected] ${CheckMark} {
    border-color: var(--pidz-color-blue);
    background: var(--pidz-color-blue);
  }
  &[data-selected] ${CheckMark} svg {
    visibility: visible;
  }
  &[data-invalid] ${CheckMark} {
    border-color: var(--pidz-color-red);
  }
  &[data-focus-visible] ${CheckMark} {
    outline: 2px solid var(--pidz-color-focus);
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: var(--pidz-color-grey-600);
  }
`;

/** A checkbox with its label, description and error (react-aria CheckboxField). */
function CheckboxInput({
  label,
  value,
  errorMessage,
  isDisabled,
  isRequired,
  description,
  ...props
}: CustomFieldRenderProps<boolean>) {
  return (
    <StyledCheckboxField
      {...props}
      isSelected={value}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={isErrorShown(errorMessage, isDisabled)}
    >
      <StyledCheckboxButton>
        <CheckMark aria-hidden="true">
          <Check size={14} strokeWidth={3} />
        </CheckMark>
        <span>
          {label}
          {isRequired && <span aria-hidden="true"> *</span>}
        </span>
      </StyledCheckboxButton>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </StyledCheckboxField>
  );
}

const Stack = styled.div`
  ${fieldStackStyles}
`;

const HelpText = styled.span`
  font-size: 0.875rem;
  color: var(--pidz-color-grey-600);

  &[data-error] {
    color: var(--pidz-color-red);
  }
`;

/**
 * The library's Toggle with description and error. A switch has no invalid state in ARIA, so the
 * texts are tied to it with `aria-describedby`.
 */
function ToggleInput({
  label,
  value,
  errorMessage,
  isDisabled,
  description,
  onChange,
  onBlur,
  name,
}: CustomFieldRenderProps<boolean>) {
  const descriptionId = useId();
  const errorId = useId();
  const isErrorVisible = isErrorShown(errorMessage, isDisabled);
  const describedBy = [description && descriptionId, isErrorVisible && errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <Stack>
      <Toggle
        name={name}
        isSelected={value}
        onChange={onChange}
        onBlur={onBlur}
        isDisabled={isDisabled}
        aria-describedby={describedBy || undefined}
      >
        {label}
      </Toggle>
      {description && <HelpText id={descriptionId}>{description}</HelpText>}
      {isErrorVisible && (
        <HelpText id={errorId} data-error>
          {errorMessage}
        </HelpText>
      )}
    </Stack>
  );
}

const StyledRadioGroup = styled(AriaRadioGroup)`
  ${fieldStackStyles}
`;

const RadioOptions = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--pidz-space-sm);

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: var(--pidz-space-md);
  }
`;

const RadioDot = styled.span`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid var(--pidz-color-grey-600);
  border-radius: var(--pidz-radius-round);
  background: var(--pidz-color-white);
`;

const StyledRadioButton = styled(AriaRadioButton)`
  display: inline-flex;
  align-items: center;
  gap: var(--pidz-space-sm);
  cursor: pointer;

  &[data-selected] ${RadioDot} {
    border: 6px solid var(--pidz-color-blue);
  }
  &[data-invalid] ${RadioDot} {
    border-color: var(--pidz-color-red);
  }
  &[data-focus-visible] ${RadioDot} {
    outline: 2px solid var(--pidz-color-focus);
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: var(--pidz-color-grey-600);
  }
`;

/** A labelled radio group (react-aria RadioGroup: arrow keys move between the choices). */
function RadioGroupInput({
  label,
  value,
  errorMessage,
  isDisabled,
  isRequired,
  description,
  options,
  orientation = 'vertical',
  ...props
}: CustomFieldRenderProps<string | null> & {
  options: readonly RadioOption[];
  orientation?: 'horizontal' | 'vertical';
}) {
  return (
    <StyledRadioGroup
      {...props}
      value={value}
      orientation={orientation}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={isErrorShown(errorMessage, isDisabled)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <RadioOptions data-orientation={orientation}>
        {options.map((option) => (
          <AriaRadioField key={option.value} value={option.value}>
            <StyledRadioButton>
              <RadioDot aria-hidden="true" />
              {option.label}
            </StyledRadioButton>
          </AriaRadioField>
        ))}
      </RadioOptions>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </StyledRadioGroup>
  );
}
