import { useQuery } from '@tanstack/react-query';
import { InvoiceStatus, type SoftwareInvoice } from '@pidz/contracts';
import { useCurrentUser } from './currentUser';
import { useIsFirstScreenShown } from '../lib/firstScreen';
import { rpcQuery } from '../lib/queries';
import { isAgencyWorker } from '../lib/session';

/**
 * The payable software invoices (`software_invoice:getInvoices`, filtered on the statuses that
 * still have to be paid, spec section 6); `total` counts them (the side menu's badge, the
 * dashboard's card) and `items` holds them all (at most the contract's page size of 100), so the
 * invoice banner can pay the one due first. One read for the three.
 */
export const openInvoicesQuery = rpcQuery('software_invoice:getInvoices', {
  params: { statuses: [...InvoiceStatus.PAYABLE], limit: 100 },
});

/**
 * The open-invoice count of the current user, or undefined while unknown: asked once the first
 * screen has shown (lib/firstScreen.ts), never for agency workers (who have no invoices to pay).
 */
export function useOpenInvoiceCount(): number | undefined {
  const user = useCurrentUser();
  const isFirstScreenShown = useIsFirstScreenShown();
  const isWanted = !isAgencyWorker(user) && isFirstScreenShown;
  return useQuery({ ...openInvoicesQuery, enabled: isWanted, select: (list) => list.total }).data;
}

/** The payable invoice due first: the one the invoice banner pays. */
export function invoiceDueFirst(invoices: readonly SoftwareInvoice[]): SoftwareInvoice | undefined {
  return invoices.reduce<SoftwareInvoice | undefined>(
    (first, invoice) => (first && first.due_date <= invoice.due_date ? first : invoice),
    undefined,
  );
}
