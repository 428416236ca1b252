import { css } from 'styled-components';
import { disabledStyles } from '../styles/disabled';
import { focusRing, insetFocusRing } from '../styles/focusRing';

/** The styles every input of the library shares: its stack of parts and the box around it. */

/** Vertical stack of label, input, description and error, for a react-aria field root. */
export const fieldStackStyles = css`
  display: flex;
  flex-direction: column;
  gap: var(--pidz-space-xs);
  min-width: 0;
  color: var(--pidz-color-black);
`;

/** The box around a text-like input (input, combobox group, select trigger, date group). */
export const inputBoxStyles = css`
  display: flex;
  align-items: center;
  gap: var(--pidz-space-xs);
  min-height: 2.5rem;
  width: 100%;
  padding: 0 var(--pidz-space-sm);
  border: 1px solid var(--pidz-color-grey-600);
  border-radius: var(--pidz-radius-sm);
  background: var(--pidz-color-white);
  color: var(--pidz-color-black);
  font: inherit;

  &[data-focus-within],
  &[data-focused],
  &:focus-visible {
    ${focusRing}
  }
  &[data-invalid],
  &[aria-invalid='true'] {
    border-color: var(--pidz-color-red);
  }
  &[data-disabled],
  &:disabled {
    ${disabledStyles}
  }
`;

/** A bare text input living inside an `inputBoxStyles` box. */
export const bareInputStyles = css`
  flex: 1;
  min-width: 0;
  height: 2.375rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;

  &::placeholder {
    color: var(--pidz-color-grey-600);
  }
`;

/**
 * A button inside an `inputBoxStyles` box, at its end (open the list, open the calendar); the
 * using component adds its width and colour.
 */
export const inputButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: stretch;
  border: 0;
  background: transparent;
  cursor: pointer;

  &[data-focus-visible] {
    ${insetFocusRing}
  }
  &[data-disabled] {
    cursor: inherit;
  }
`;
