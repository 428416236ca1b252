import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import styled from 'styled-components';
import type { ButtonVariant } from '../Button/Button';
import { buttonStyles } from '../styles/button';

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  /**
   * Where the link goes. Inside an app-level react-aria `RouterProvider` an internal address
   * navigates client-side; any other opens as a normal link.
   */
  href: string;
  /** Visual variant, as {@link Button}'s. Default `'primary'`. */
  variant?: ButtonVariant;
  /** Shrinks padding and font size for dense places (table rows, section headers). Default `false`. */
  isCompact?: boolean;
}

const StyledLink = styled(AriaLink)`
  ${buttonStyles}
`;

/**
 * A link that looks like a {@link Button} (react-aria Link): use it for navigation, a Button for
 * actions. Icons go in `children` next to the text.
 */
export function LinkButton({ variant = 'primary', isCompact = false, ...props }: LinkButtonProps) {
  return <StyledLink {...props} data-variant={variant} data-compact={isCompact || undefined} />;
}
