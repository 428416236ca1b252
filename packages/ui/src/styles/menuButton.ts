import { css } from 'styled-components';
import { disabledStyles } from './disabled';
import { focusRing } from './focusRing';

/**
 * The look of a plain menu trigger (no border, grey on hover): react-aria's state attributes and
 * the browser's own states alike, so that a plain `<button>` standing in for a trigger whose menu
 * has not loaded yet looks the same.
 */
export const menuButtonStyles = css`
  display: inline-flex;
  align-items: center;
  gap: var(--pidz-space-sm);
  min-height: 2.5rem;
  padding: 0 var(--pidz-space-sm);
  border: none;
  border-radius: var(--pidz-radius-md);
  background: transparent;
  color: var(--pidz-color-black);
  font: inherit;
  cursor: pointer;

  &[data-hovered],
  &[data-pressed],
  &:not([data-rac]):hover {
    background: var(--pidz-color-grey-100);
  }
  &[data-focus-visible],
  &:not([data-rac]):focus-visible {
    ${focusRing}
  }
  &[data-disabled] {
    ${disabledStyles}
  }
`;
