import styled from 'styled-components';
import { currentYear } from '@pidz/ui';
import { PRODUCT_NAME } from '../config';
import { shellMessages } from './messages';

const StyledFooter = styled.footer`
  padding: var(--pidz-space-md) 0;
  color: var(--pidz-color-grey-600);
  font-size: 0.875rem;
`;

/** The page footer: '© <current year> PIDZ'. */
export function Footer() {
  return <StyledFooter>{shellMessages.footer(currentYear(), PRODUCT_NAME)}</StyledFooter>;
}
