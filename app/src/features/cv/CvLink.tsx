import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: var(--pidz-space-xs);
  min-height: 2rem;
  padding: 0 var(--pidz-space-sm);
  border: 2px solid var(--pidz-color-blue);
  border-radius: var(--pidz-radius-md);
  color: var(--pidz-color-blue);
  background: var(--pidz-color-white);
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: var(--pidz-color-blue-light);
  }
  &:focus-visible {
    outline: 2px solid var(--pidz-color-focus);
    outline-offset: 2px;
  }
`;

export interface CvLinkProps {
  /** Path inside the CV, e.g. `/languages/add` (the link goes to `/cv/languages/add`). */
  to: string;
  /** Visible text. */
  children: ReactNode;
  /** Accessible name when the visible text alone is ambiguous (it must contain that text). */
  'aria-label'?: string;
}

/** Absolute path of a CV page, usable from any route (wouter's `~` leaves the nested base). */
export function cvPath(to = ''): string {
  return `~/cv${to}`;
}

/** A link to a CV page, styled as a small secondary button. */
export function CvLink({ to, children, 'aria-label': ariaLabel }: CvLinkProps) {
  return (
    <StyledLink href={cvPath(to)} aria-label={ariaLabel}>
      {children}
    </StyledLink>
  );
}
