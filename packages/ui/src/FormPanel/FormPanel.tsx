import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../Card';

export interface FormPanelProps {
  /** The panel's content, laid out as a one-column grid: a status above the form, the form. */
  children: ReactNode;
  /**
   * Controls under the form, set apart by a line, e.g. the remove button of an edited record.
   * Default none.
   */
  footer?: ReactNode;
}

const Panel = styled(Card)`
  max-width: 40rem;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-start;
  padding-top: var(--pidz-space-md);
  border-top: 1px solid var(--pidz-color-grey-200);
`;

/**
 * The panel of a form screen: a {@link Card} at the width of a form (40rem) with wide gaps, and
 * an optional footer under the form, set apart by a line.
 */
export function FormPanel({ children, footer }: FormPanelProps) {
  return (
    <Panel gap="lg">
      {children}
      {footer ? <Footer>{footer}</Footer> : null}
    </Panel>
  );
}
