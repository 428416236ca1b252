import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styled from 'styled-components';
import { buttonStyles } from '../styles/button';

export type ButtonVariant = 'primary' | 'secondary' | 'black' | 'link';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'> {
  /** Visual variant. Default `'primary'`. */
  variant?: ButtonVariant;
  /** Shrinks padding and font size for dense places (table rows, toasts). Default `false`. */
  isCompact?: boolean;
}

const StyledButton = styled(AriaButton)`
  ${buttonStyles}
`;

/**
 * An accessible button (react-aria): keyboard, press and focus handling come from react-aria.
 * For navigation use {@link LinkButton}, a link with the same look.
 */
export function Button({ variant = 'primary', isCompact = false, ...props }: ButtonProps) {
  return <StyledButton {...props} data-variant={variant} data-compact={isCompact || undefined} />;
}
