import { Check } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
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
import styled, { css } from 'styled-components';
import { Combobox } from '../Combobox/Combobox';
import { Dropdown } from '../Dropdown/Dropdown';
import {
  FieldHelp,
  FieldLabel,
  RequiredMarker,
  fieldStackStyles,
  inputBoxStyles,
  isErrorShown,
  useHelpTexts,
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
        <Suspense fallback={<PendingInput label={field.label} isRequired={field.isRequired} />}>
          <DatePicker
            {...(field as CustomFieldRenderProps<string | null>)}
            minValue={resolveDateBound(description.minValue, values)}
            maxValue={resolveDateBound(description.maxValue, values)}
          />
        </Suspense>
      );
    case 'custom':
      return description.render(field as Parameters<typeof description.render>[0]);
  }
}

function resolveDateBound<V>(bound: DateBound<V> | undefined, values: V): string | undefined {
  return (typeof bound === 'function' ? bound(values) : bound) ?? undefined;
}

/**
 * The date picker (react-aria's calendar and @internationalized/date) is loaded when a form first
 * shows a date field, so forms without one stay small: half the CV screens' code.
 */
const DatePicker = lazy(async () => ({
  default: (await import('../DatePicker/DatePicker')).DatePicker,
}));

const PendingStack = styled.div`
  ${fieldStackStyles}
`;

const PendingLabel = styled.span`
  font-weight: 600;
`;

const PendingBox = styled.div`
  ${inputBoxStyles}
`;

/** Holds the place of an input whose code is still loading: its label and an empty box. */
function PendingInput({ label, isRequired }: { label: string; isRequired: boolean }) {
  return (
    <PendingStack aria-busy="true">
      <PendingLabel>
        {label}
        {isRequired && <RequiredMarker />}
      </PendingLabel>
      <PendingBox />
    </PendingStack>
  );
}

const StyledTextField = styled(AriaTextField)`
  ${fieldStackStyles}
`;

/** The box of a text input or text area. */
const textBoxStyles = css`
  ${inputBoxStyles}

  &::placeholder {
    color: var(--pidz-color-grey-600);
  }
  &[data-focused] {
    outline: 2px solid var(--pidz-color-focus);
    outline-offset: 1px;
  }
`;

const StyledInput = styled(AriaInput)`
  ${textBoxStyles}
`;

const StyledTextArea = styled(AriaTextArea)`
  ${textBoxStyles}
  padding: var(--pidz-space-sm);
  resize: vertical;
`;

/** The options of a single-line text input that react-aria's TextField takes. */
interface TextInputOptions {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
}

/** A labelled react-aria TextField with its description and error around `children`, its input. */
function TextFieldFrame({
  label,
  errorMessage,
  isDisabled,
  isRequired,
  description,
  children,
  ...props
}: CustomFieldRenderProps<string> & TextInputOptions & { children: ReactNode }) {
  return (
    <StyledTextField
      {...props}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={isErrorShown(errorMessage, isDisabled)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {children}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledTextField>
  );
}

/** A labelled single-line text input (react-aria TextField). */
function TextInput({
  placeholder,
  ...props
}: CustomFieldRenderProps<string> & TextInputOptions & { placeholder?: string }) {
  return (
    <TextFieldFrame {...props}>
      <StyledInput placeholder={placeholder} />
    </TextFieldFrame>
  );
}

/** Spec: a textarea shows 3 rows unless told otherwise. */
export const DEFAULT_TEXTAREA_ROWS = 3;

/** A labelled multi-line text input (react-aria TextField with TextArea). */
function TextAreaInput({
  rows = DEFAULT_TEXTAREA_ROWS,
  placeholder,
  ...props
}: CustomFieldRenderProps<string> & { rows?: number; placeholder?: string }) {
  return (
    <TextFieldFrame {...props}>
      <StyledTextArea rows={rows} placeholder={placeholder} />
    </TextFieldFrame>
  );
}

const StyledCheckboxField = styled(AriaCheckboxField)`
  ${fieldStackStyles}
`;

/** The box of a checkbox or the dot of a radio button, left of its label. */
const ChoiceMark = styled.span`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid var(--pidz-color-grey-600);
  background: var(--pidz-color-white);
`;

/**
 * A checkbox or radio button: its mark and label in a row. Comes after the button's own
 * `[data-selected]` rules, so an invalid choice keeps the red border when selected.
 */
const choiceButtonStyles = css`
  display: inline-flex;
  align-items: center;
  gap: var(--pidz-space-sm);
  cursor: pointer;

  &[data-invalid] ${ChoiceMark} {
    border-color: var(--pidz-color-red);
  }
  &[data-focus-visible] ${ChoiceMark} {
    outline: 2px solid var(--pidz-color-focus);
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: var(--pidz-color-grey-600);
  }
`;

const CheckMark = styled(ChoiceMark)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: var(--pidz-radius-sm);
  color: var(--pidz-color-white);

  svg {
    visibility: hidden;
  }
`;

const StyledCheckboxButton = styled(AriaCheckboxButton)`
  &[data-selected] ${CheckMark} {
    border-color: var(--pidz-color-blue);
    background: var(--pidz-color-blue);
  }
  &[data-selected] ${CheckMark} svg {
    visibility: visible;
  }
  ${choiceButtonStyles}
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
          {isRequired && <RequiredMarker />}
        </span>
      </StyledCheckboxButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledCheckboxField>
  );
}

const Stack = styled.div`
  ${fieldStackStyles}
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
  const { helpTexts, describedBy } = useHelpTexts({ description, errorMessage, isDisabled });
  return (
    <Stack>
      <Toggle
        name={name}
        isSelected={value}
        onChange={onChange}
        onBlur={onBlur}
        isDisabled={isDisabled}
        aria-describedby={describedBy}
      >
        {label}
      </Toggle>
      {helpTexts}
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

const RadioDot = styled(ChoiceMark)`
  border-radius: var(--pidz-radius-round);
`;

const StyledRadioButton = styled(AriaRadioButton)`
  &[data-selected] ${RadioDot} {
    border: 6px solid var(--pidz-color-blue);
  }
  ${choiceButtonStyles}
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
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledRadioGroup>
  );
}
