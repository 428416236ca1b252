import styled, { css } from 'styled-components';
import { focusRing } from './focusRing';
import { disabledStyles } from './disabled';

/** The box of a checkbox or the dot of a radio button, left of its label. */
export const ChoiceMark = styled.span`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid var(--pidz-color-grey-600);
  background: var(--pidz-color-white);
`;

/**
 * A checkbox or radio button: its mark and label in a row. Place it after the button's own
 * `[data-selected]` rules, so an invalid choice keeps the red border when selected.
 */
export const choiceButtonStyles = css`
  display: inline-flex;
  align-items: center;
  gap: var(--pidz-space-sm);
  cursor: pointer;

  &[data-invalid] ${ChoiceMark} {
    border-color: var(--pidz-color-red);
  }
  &[data-focus-visible] ${ChoiceMark} {
    ${focusRing}
  }
  &[data-disabled] {
    ${disabledStyles}
  }
`;
