import { useId, type ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text as AriaText,
} from 'react-aria-components';
import styled from 'styled-components';
import { visuallyHiddenStyles } from '../styles/visuallyHidden';
import type { OptionValue, SelectOption } from './options';

/**
 * The pieces every input of the library shares: label, description and error message (the styles
 * of an input box are inputStyles.ts, the popover and option list OptionList.tsx). They are
 * react-aria-components parts, so placed inside a react-aria field they are wired to the input
 * (`aria-labelledby`, `aria-describedby`) by react-aria itself.
 */

/** The props every input of the library shares, on top of its own value and options. */
export interface FieldProps {
  /** Visible label. */
  label: string;
  /** Help text under the field. */
  description?: ReactNode;
  /** Error text under the field; a non-empty message marks the field invalid (not while disabled). */
  errorMessage?: string;
  /** Marks the field required (`aria-required` and a visual marker). Default `false`. */
  isRequired?: boolean;
  /** Disables the field. Default `false`. */
  isDisabled?: boolean;
  /** Called when focus leaves the field. */
  onBlur?: () => void;
}

/** The props of an input that chooses one of a list of options (Combobox, Dropdown). */
export interface OptionFieldProps<V extends OptionValue> extends FieldProps {
  /** The options, in the order shown. */
  options: readonly SelectOption<V>[];
  /** The chosen option's value (controlled); `null` for none. */
  value?: V | null;
  /** The initially chosen option's value (uncontrolled). Default `null`. */
  defaultValue?: V | null;
  /** Called with the chosen option's value, or `null` when the choice is cleared. */
  onChange?: (value: V | null) => void;
  /** Name under which the chosen option's id is submitted in a native form. */
  name?: string;
}

/** The visual marker after the label of a required field; assistive technology reads `aria-required` instead. */
export function RequiredMarker() {
  return <span aria-hidden="true"> *</span>;
}

const StyledLabel = styled(AriaLabel)`
  font-weight: 600;
  cursor: default;

  &[data-hidden] {
    ${visuallyHiddenStyles}
  }
`;

/** Props of {@link FieldLabel}. */
export interface FieldLabelProps {
  /** The label text. */
  children: ReactNode;
  /** Shows a required marker (hidden from assistive technology, which reads `aria-required`). Default `false`. */
  isRequired?: boolean;
  /** Names the field for assistive technology only, where the value says it already. Default `false`. */
  isHidden?: boolean;
}

/** The visible label of a react-aria field. */
export function FieldLabel({ children, isRequired = false, isHidden = false }: FieldLabelProps) {
  return (
    <StyledLabel data-hidden={isHidden || undefined}>
      {children}
      {isRequired && <RequiredMarker />}
    </StyledLabel>
  );
}

const StyledDescription = styled(AriaText)`
  font-size: 0.875rem;
  color: var(--pidz-color-grey-600);
`;

/** Help text under an input; react-aria links it to the input with `aria-describedby`. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return <StyledDescription slot="description">{children}</StyledDescription>;
}

const StyledFieldError = styled(AriaFieldError)`
  font-size: 0.875rem;
  color: var(--pidz-color-red);
`;

/**
 * The error text under an input. It renders only while its react-aria field is invalid (the
 * field's `isInvalid`), and is linked to the input with `aria-describedby`.
 */
export function FieldErrorMessage({ children }: { children: ReactNode }) {
  return <StyledFieldError>{children}</StyledFieldError>;
}

/** The description (when given) and the error message under the input of a react-aria field. */
export function FieldHelp({
  description,
  errorMessage,
}: Pick<FieldProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </>
  );
}

const HelpText = styled.span`
  font-size: 0.875rem;
  color: var(--pidz-color-grey-600);

  &[data-error] {
    color: var(--pidz-color-red);
  }
`;

/**
 * Description and error for an input that react-aria does not wire to them (a switch, a group of
 * fields): `helpTexts` renders them under the input, `describedBy` goes on the input's
 * `aria-describedby`, and `isErrorVisible` says whether the error shows (see {@link isErrorShown}).
 */
export function useHelpTexts({
  description,
  errorMessage,
  isDisabled,
}: Pick<FieldProps, 'description' | 'errorMessage'> & { isDisabled: boolean }): {
  helpTexts: ReactNode;
  describedBy: string | undefined;
  isErrorVisible: boolean;
} {
  const descriptionId = useId();
  const errorId = useId();
  const isErrorVisible = isErrorShown(errorMessage, isDisabled);
  const describedBy =
    [description && descriptionId, isErrorVisible && errorId].filter(Boolean).join(' ') ||
    undefined;
  const helpTexts = (
    <>
      {description && <HelpText id={descriptionId}>{description}</HelpText>}
      {isErrorVisible && (
        <HelpText id={errorId} data-error>
          {errorMessage}
        </HelpText>
      )}
    </>
  );
  return { helpTexts, describedBy, isErrorVisible };
}

/**
 * The react-aria value props of a controlled input (`value` given) or an uncontrolled one
 * (`defaultValue`), converted to react-aria's form by `toAria`.
 */
export function selectionProps<T, A>(
  value: T | undefined,
  defaultValue: T,
  toAria: (value: T) => A,
): { value: A } | { defaultValue: A } {
  return value === undefined ? { defaultValue: toAria(defaultValue) } : { value: toAria(value) };
}

/**
 * Whether a field shows its error: there is a message and the field is enabled (spec: field errors
 * show under inputs unless the field is disabled).
 */
export function isErrorShown(errorMessage: string | undefined, isDisabled: boolean): boolean {
  return Boolean(errorMessage) && !isDisabled;
}
