import {
  RadioButton as AriaRadioButton,
  RadioField as AriaRadioField,
  RadioGroup as AriaRadioGroup,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldHelp, FieldLabel, isErrorShown, type FieldProps } from '../Field/Field';
import { fieldStackStyles } from '../Field/inputStyles';
import { ChoiceMark, choiceButtonStyles } from '../styles/choice';

/** One choice of a radio group (spec: radio option value, label). */
export interface RadioGroupOption {
  /** The value reported when this option is chosen. */
  value: string;
  /** The visible text. */
  label: string;
}

export interface RadioGroupProps extends FieldProps {
  /** The choices, in order. */
  options: readonly RadioGroupOption[];
  /** The chosen option's value (controlled); `null` for none. */
  value?: string | null;
  /** The initially chosen option's value (uncontrolled). Default `null`. */
  defaultValue?: string | null;
  /** Called with the chosen option's value. */
  onChange?: (value: string) => void;
  /** Layout of the choices. Default `'vertical'`. */
  orientation?: 'horizontal' | 'vertical';
  /** Name under which the chosen value is submitted in a native form. */
  name?: string;
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

/**
 * A labelled radio group (react-aria RadioGroup: Tab enters the group, arrow keys move between
 * the choices and choose) with help text and an error message under it; the error shows unless
 * the group is disabled.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onBlur,
  description,
  errorMessage,
  isDisabled = false,
  isRequired = false,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <StyledRadioGroup
      {...props}
      {...(value === undefined ? { defaultValue } : { value })}
      onBlur={() => onBlur?.()}
      orientation={orientation}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={isErrorShown(errorMessage, isDisabled)}
      validationBehavior="aria"
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
