import { Check } from 'lucide-react';
import {
  CheckboxButton as AriaCheckboxButton,
  CheckboxField as AriaCheckboxField,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldHelp, RequiredMarker, isErrorShown, type FieldProps } from '../Field/Field';
import { fieldStackStyles } from '../Field/inputStyles';
import { ChoiceMark, choiceButtonStyles } from '../styles/choice';

export interface CheckboxProps extends FieldProps {
  /** Whether the box is checked (controlled). */
  value?: boolean;
  /** Whether the box is initially checked (uncontrolled). Default `false`. */
  defaultValue?: boolean;
  /** Called with the new checked state on every change. */
  onChange?: (value: boolean) => void;
  /** Name under which `'on'` is submitted in a native form while checked. */
  name?: string;
}

const StyledCheckboxField = styled(AriaCheckboxField)`
  ${fieldStackStyles}
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

/**
 * A checkbox with its label, help text and error message (react-aria CheckboxField); the label
 * sits right of the box, the texts under it, and the error shows unless the field is disabled.
 */
export function Checkbox({
  label,
  value,
  defaultValue,
  onBlur,
  description,
  errorMessage,
  isDisabled = false,
  isRequired = false,
  ...props
}: CheckboxProps) {
  return (
    <StyledCheckboxField
      {...props}
      isSelected={value}
      defaultSelected={defaultValue}
      onBlur={() => onBlur?.()}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={isErrorShown(errorMessage, isDisabled)}
      validationBehavior="aria"
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
