import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styled from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'black' | 'link';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'> {
  /** Visual variant. Default `'primary'`. */
  variant?: ButtonVariant;
  /** Shrinks padding and font size for dense places (table rows, toasts). Default `false`. */
  isCompact?: boolean;
}

const StyledButton = styled(AriaButton)`
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
    outline: 2px solid var(--pidz-color-focus);
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[data-pending] {
    cursor: progress;
  }
`;

/** An accessible button (react-aria): keyboard, press and focus handling come from react-aria. */
export function Button({ variant = 'primary', isCompact = false, ...props }: ButtonProps) {
  return <StyledButton {...props} data-variant={variant} data-compact={isCompact || undefined} />;
}
