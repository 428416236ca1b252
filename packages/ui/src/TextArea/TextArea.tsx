import { TextArea as AriaTextArea } from 'react-aria-components';
import styled from 'styled-components';
import { TextFieldFrame, textBoxStyles, type TextValueFieldProps } from '../TextField/TextField';

/** Spec: a textarea shows 3 rows unless told otherwise. */
export const DEFAULT_TEXTAREA_ROWS = 3;

export interface TextAreaProps extends TextValueFieldProps {
  /** Visible rows. Default `3`. */
  rows?: number;
}

const StyledTextArea = styled(AriaTextArea)`
  ${textBoxStyles}
  padding: var(--pidz-space-sm);
  resize: vertical;
`;

/**
 * A labelled multi-line text input (react-aria TextField with a TextArea) with help text and an
 * error message under it; the error shows unless the field is disabled.
 */
export function TextArea({ rows = DEFAULT_TEXTAREA_ROWS, placeholder, ...props }: TextAreaProps) {
  return (
    <TextFieldFrame {...props}>
      <StyledTextArea rows={rows} placeholder={placeholder} />
    </TextFieldFrame>
  );
}
