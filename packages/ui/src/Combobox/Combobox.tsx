import { ChevronDown } from 'lucide-react';
import {
  ComboBox as AriaComboBox,
  Button as AriaButton,
  Group as AriaGroup,
  Input as AriaInput,
  ListLayout,
  Virtualizer,
  useFilter,
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
import {
  bareInputStyles,
  fieldStackStyles,
  inputBoxStyles,
  inputButtonStyles,
} from '../Field/inputStyles';
import { FieldPopover, OPTION_ROW_HEIGHT, OptionItem, OptionListBox } from '../Field/OptionList';
import {
  optionIdForValue,
  valueForOptionId,
  type OptionValue,
  type SelectOption,
} from '../Field/options';

/** Spec: combobox lists over 30 options are long; they render virtualized. */
export const LONG_OPTION_LIST = 30;
/** Spec placeholder of a combobox. */
export const COMBOBOX_PLACEHOLDER = 'Selecteer of zoek een optie';
/** Spec text shown when no option matches (react-aria's default would be 'No options'). */
export const COMBOBOX_EMPTY_TEXT = 'Geen resultaten gevonden';

export interface ComboboxProps<V extends OptionValue> extends OptionFieldProps<V> {
  /** Placeholder of the input. Default `'Selecteer of zoek een optie'`. */
  placeholder?: string;
}

const StyledComboBox = styled(AriaComboBox)`
  ${fieldStackStyles}
` as typeof AriaComboBox;

const InputGroup = styled(AriaGroup)`
  ${inputBoxStyles}
  padding-right: 0;
`;

const StyledInput = styled(AriaInput)`
  ${bareInputStyles}
`;

const ToggleButton = styled(AriaButton)`
  ${inputButtonStyles}
  width: 2.25rem;
  color: var(--pidz-color-black);
`;

/**
 * A combobox (react-aria ComboBox, WAI-ARIA combobox pattern): a text input that filters a list of
 * options. Filtering matches option labels and ignores case and accents. Lists of more than
 * {@link LONG_OPTION_LIST} options render virtualized, so hundreds of options stay fast.
 *
 * Expects the app root's `<I18nProvider locale={APP_LOCALE}>` (nl-NL): filtering compares text in
 * its locale.
 */
export function Combobox<V extends OptionValue>({
  label,
  options,
  value,
  defaultValue = null,
  onChange,
  onBlur,
  placeholder = COMBOBOX_PLACEHOLDER,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  name,
}: ComboboxProps<V>) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const isInvalid = isErrorShown(errorMessage, isDisabled);
  const selection = selectionProps(value, defaultValue, (chosen) =>
    optionIdForValue(options, chosen),
  );

  const list = (
    <OptionListBox<SelectOption<V>> renderEmptyState={() => COMBOBOX_EMPTY_TEXT}>
      {(option) => (
        <OptionItem id={option.id} textValue={option.label}>
          {option.label}
        </OptionItem>
      )}
    </OptionListBox>
  );

  return (
    <StyledComboBox
      {...selection}
      defaultItems={options}
      defaultFilter={contains}
      allowsEmptyCollection
      onChange={(key: Key | null) => onChange?.(valueForOptionId(options, key))}
      onBlur={() => onBlur?.()}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      validationBehavior="aria"
      name={name}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <InputGroup>
        <StyledInput placeholder={placeholder} />
        <ToggleButton>
          <ChevronDown aria-hidden="true" size={18} />
        </ToggleButton>
      </InputGroup>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover>
        {options.length > LONG_OPTION_LIST ? (
          <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: OPTION_ROW_HEIGHT }}>
            {list}
          </Virtualizer>
        ) : (
          list
        )}
      </FieldPopover>
    </StyledComboBox>
  );
}
