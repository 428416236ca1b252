import { useQuery } from '@tanstack/react-query';
import { InvoiceStatus } from '@pidz/contracts';
import { useCurrentUser } from './currentUser';
import { rpcQuery } from './queries';
import { isAgencyWorker } from './session';

/**
 * The payable software invoices (`software_invoice:getInvoices`, filtered on the statuses that
 * still have to be paid, spec section 6); `total` counts them.
 */
export const openInvoicesQuery = rpcQuery('software_invoice:getInvoices', {
  params: { statuses: [...InvoiceStatus.PAYABLE], limit: 1 },
});

/**
 * The open-invoice count of the current user, or undefined while unknown. Never fetched for
 * agency workers (who have no invoices to pay).
 */
export function useOpenInvoiceCount(): number | undefined {
  const isWanted = !isAgencyWorker(useCurrentUser());
  return useQuery({ ...openInvoicesQuery, enabled: isWanted, select: (list) => list.total }).data;
}
