import { ChevronDown } from 'lucide-react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  SelectValue as AriaSelectValue,
  type Key,
} from 'react-aria-components';
import styled from 'styled-components';
import {
  FieldHelp,
  FieldLabel,
  isErrorShown,
  selectionProps,
  type OptionFieldProps,
} from '../Field/Field';
import { fieldStackStyles, inputBoxStyles } from '../Field/inputStyles';
import { FieldPopover, OptionItem, OptionListBox } from '../Field/OptionList';
import { optionIdForValue, valueForOptionId, type OptionValue } from '../Field/options';

/** Placeholder of a dropdown without a choice. */
export const DROPDOWN_PLACEHOLDER = 'Selecteer een optie';

export interface DropdownProps<V extends OptionValue> extends OptionFieldProps<V> {
  /** Text shown while nothing is chosen. Default `'Selecteer een optie'`. */
  placeholder?: string;
  /**
   * Hides the label visually (it still names the dropdown), where the chosen option says it
   * already: 'Week 48' needs no 'Week' above it. Default `false`.
   */
  isLabelHidden?: boolean;
}

const StyledSelect = styled(AriaSelect)`
  ${fieldStackStyles}
` as typeof AriaSelect;

const Trigger = styled(AriaButton)`
  ${inputBoxStyles}
  justify-content: space-between;
  text-align: left;
  cursor: pointer;
`;

const SelectedText = styled(AriaSelectValue)`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: var(--pidz-color-grey-600);
  }
`;

/**
 * A dropdown (react-aria Select, WAI-ARIA select-only combobox pattern): a button that opens a
 * list of options; keyboard selection and type-ahead come from react-aria.
 *
 * Expects the app root's `<I18nProvider locale={APP_LOCALE}>` (nl-NL): type-ahead compares text
 * in its locale.
 */
export function Dropdown<V extends OptionValue>({
  label,
  options,
  value,
  defaultValue = null,
  onChange,
  onBlur,
  placeholder = DROPDOWN_PLACEHOLDER,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  name,
  isLabelHidden = false,
}: DropdownProps<V>) {
  const isInvalid = isErrorShown(errorMessage, isDisabled);
  const selection = selectionProps(value, defaultValue, (chosen) =>
    optionIdForValue(options, chosen),
  );

  return (
    <StyledSelect
      {...selection}
      onChange={(key: Key | null) => onChange?.(valueForOptionId(options, key))}
      onBlur={() => onBlur?.()}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      validationBehavior="aria"
      name={name}
    >
      <FieldLabel isRequired={isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <Trigger data-invalid={isInvalid || undefined}>
        <SelectedText />
        <ChevronDown aria-hidden="true" size={18} />
      </Trigger>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover>
        <OptionListBox items={options}>
          {(option) => (
            <OptionItem id={option.id} textValue={option.label}>
              {option.label}
            </OptionItem>
          )}
        </OptionListBox>
      </FieldPopover>
    </StyledSelect>
  );
}
