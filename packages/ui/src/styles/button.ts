import { css } from 'styled-components';
import { focusRing } from './focusRing';
import { disabledStyles } from './disabled';

/**
 * The look of a button, for a react-aria `Button` or a `Link` (Button and LinkButton): the variant
 * comes in as `data-variant` (primary when absent), `data-compact` shrinks it, and react-aria's
 * `data-hovered`, `data-pressed`, `data-focus-visible` and `data-disabled` give the states.
 */
export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--pidz-space-sm);
  min-height: 2.5rem;
  padding: 0 var(--pidz-space-md);
  border: 2px solid var(--pidz-color-blue);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-blue);
  color: var(--pidz-color-white);
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;

  &[data-variant='secondary'] {
    background: var(--pidz-color-white);
    color: var(--pidz-color-blue);
  }
  &[data-variant='black'] {
    background: var(--pidz-color-black);
    border-color: var(--pidz-color-black);
  }
  &[data-variant='link'] {
    background: transparent;
    border-color: transparent;
    color: var(--pidz-color-blue);
    text-decoration: underline;
    padding: 0 var(--pidz-space-xs);
  }
  &[data-compact] {
    min-height: 2rem;
    padding: 0 var(--pidz-space-sm);
    font-size: 0.875rem;
  }
  &[data-hovered]:not([data-variant='link']) {
    filter: brightness(0.92);
  }
  &[data-pressed] {
    filter: brightness(0.85);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled],
  &[aria-disabled='true'] {
    ${disabledStyles}
  }
  &[data-pending] {
    cursor: progress;
  }
`;
