import styled from 'styled-components';
import type { InvoiceStatus } from '@pidz/contracts';
import { invoiceState, type InvoiceState } from './invoiceStatus';
import { invoiceMessages, invoiceStateLabels } from './messages';

const Labels = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: var(--pidz-space-xs);
`;

const Pill = styled.span`
  display: inline-block;
  padding: 0.125rem var(--pidz-space-sm);
  border-radius: var(--pidz-radius-round);
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  background: var(--pidz-color-grey-100);
  color: var(--pidz-color-black);

  &[data-state='open'] {
    background: var(--pidz-color-info-light);
  }
  &[data-state='pending'] {
    background: var(--pidz-color-orange-light);
  }
  &[data-state='paid'] {
    background: var(--pidz-color-green-light);
  }
  &[data-overdue] {
    background: var(--pidz-color-red-light);
    color: var(--pidz-color-red);
  }
`;

export interface InvoiceStatusLabelProps {
  /** The invoice's status number. */
  status: InvoiceStatus;
  /** Whether its due date has passed while it is open ('Vervallen' beside the status). */
  isOverdue: boolean;
}

/** An invoice's status as a label ('Openstaand', 'Betaald', ...), and 'Vervallen' when overdue. */
export function InvoiceStatusLabel({ status, isOverdue }: InvoiceStatusLabelProps) {
  const state: InvoiceState = invoiceState(status);
  return (
    <Labels>
      <Pill data-badge data-state={state}>
        {invoiceStateLabels[state]}
      </Pill>
      {isOverdue ? (
        <Pill data-badge data-overdue>
          {invoiceMessages.overdue}
        </Pill>
      ) : null}
    </Labels>
  );
}
