import type { ReactNode } from 'react';
import { Input as AriaInput, TextField as AriaTextField } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { FieldHelp, FieldLabel, isErrorShown, type FieldProps } from '../Field/Field';
import { fieldStackStyles, inputBoxStyles } from '../Field/inputStyles';

/** The props of a text input or text area: the shared field props and a string value. */
export interface TextValueFieldProps extends FieldProps {
  /** The text (controlled). */
  value?: string;
  /** The initial text (uncontrolled). Default `''`. */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Name under which the text is submitted in a native form. */
  name?: string;
  /** Text shown while the input is empty. Default none. */
  placeholder?: string;
}

export interface TextFieldProps extends TextValueFieldProps {
  /** The input type. Default `'text'`. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  /** The browser's autocomplete hint, e.g. `'given-name'`. Default none. */
  autoComplete?: string;
  /** The virtual keyboard hint, e.g. `'numeric'` for digits. Default none. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
}

const StyledTextField = styled(AriaTextField)`
  ${fieldStackStyles}
`;

/** The box of a text input or text area. */
export const textBoxStyles = css`
  ${inputBoxStyles}

  &::placeholder {
    color: var(--pidz-color-grey-600);
  }
`;

const StyledInput = styled(AriaInput)`
  ${textBoxStyles}
`;

/**
 * A labelled react-aria TextField with its description and error around `children`, its input
 * (an `Input` or a `TextArea`): react-aria ties label, description and error to that input.
 */
export function TextFieldFrame({
  label,
  description,
  errorMessage,
  isDisabled = false,
  isRequired = false,
  onBlur,
  children,
  ...props
}: Omit<TextValueFieldProps, 'placeholder'> &
  Pick<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'> & { children: ReactNode }) {
  return (
    <StyledTextField
      {...props}
      onBlur={() => onBlur?.()}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={isErrorShown(errorMessage, isDisabled)}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {children}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledTextField>
  );
}

/**
 * A labelled single-line text input (react-aria TextField) with help text and an error message
 * under it; the error shows unless the field is disabled.
 */
export function TextField({ placeholder, ...props }: TextFieldProps) {
  return (
    <TextFieldFrame {...props}>
      <StyledInput placeholder={placeholder} />
    </TextFieldFrame>
  );
}
