import { useQuery } from '@tanstack/react-query';
import type { InvoiceStatus } from '@pidz/contracts';
import { useCurrentUser } from './currentUser';
import { rpcQuery } from './queries';
import { isAgencyWorker } from './session';

/** Software-invoice statuses that still have to be paid; only these are counted (spec section 6). */
export const PAYABLE_INVOICE_STATUSES: readonly InvoiceStatus[] = [1, 2, 3, 7, 10];

/** The payable software invoices (`software_invoice:getInvoices`, filtered); `total` counts them. */
export const openInvoicesQuery = rpcQuery('software_invoice:getInvoices', {
  params: { statuses: [...PAYABLE_INVOICE_STATUSES], limit: 1 },
});

/**
 * The open-invoice count of the current user, or undefined while unknown. Never fetched for
 * agency workers (who have no invoices to pay).
 */
export function useOpenInvoiceCount(): number | undefined {
  const isWanted = !isAgencyWorker(useCurrentUser());
  return useQuery({ ...openInvoicesQuery, enabled: isWanted, select: (list) => list.total }).data;
}
