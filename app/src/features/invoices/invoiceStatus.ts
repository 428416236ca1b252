import { InvoiceStatus, type FreelancerInvoice, type SoftwareInvoice } from '@pidz/contracts';

/**
 * The statuses of an invoice as the screens speak of them (contract `InvoiceStatus`): the payable
 * numbers 1, 2, 3, 7 and 10 are all 'open'.
 */
export type InvoiceState = 'open' | 'pending' | 'paid' | 'credited' | 'cancelled' | 'written-off';

/** Every state, in the order of the status filter. */
export const INVOICE_STATES: readonly InvoiceState[] = [
  'open',
  'pending',
  'paid',
  'credited',
  'cancelled',
  'written-off',
];

/** The contract's numbers of each state (what the status filter sends as `statuses`). */
export const statusesOf: Readonly<Record<InvoiceState, readonly InvoiceStatus[]>> = {
  open: InvoiceStatus.PAYABLE,
  pending: [InvoiceStatus.PAYMENT_PENDING],
  paid: [InvoiceStatus.PAID],
  credited: [InvoiceStatus.CREDITED],
  cancelled: [InvoiceStatus.CANCELLED],
  'written-off': [InvoiceStatus.WRITTEN_OFF],
};

/** The state of a status number. */
export function invoiceState(status: InvoiceStatus): InvoiceState {
  return INVOICE_STATES.find((state) => statusesOf[state].includes(status)) ?? 'open';
}

/** Whether a text names a state (a status filter read from the URL). */
export function isInvoiceState(value: string | null): value is InvoiceState {
  return INVOICE_STATES.some((state) => state === value);
}

/**
 * Whether an invoice is overdue: still open and its due date (yyyy-MM-dd) before today
 * (Amsterdam). A freelancer invoice that its owner marked paid is not.
 */
export function isOverdue(
  invoice: Pick<FreelancerInvoice | SoftwareInvoice, 'status' | 'due_date'> & { is_paid?: boolean },
  today: string,
): boolean {
  return invoiceState(invoice.status) === 'open' && !invoice.is_paid && invoice.due_date < today;
}
