import { useQuery } from '@tanstack/react-query';
import { InvoiceStatus, type InvoiceQuery, type SoftwareInvoice } from '@pidz/contracts';
import { useCurrentUser } from './currentUser';
import { useIsFirstScreenShown } from '../lib/platform/firstScreen';
import { rpcQuery } from '../lib/platform/queries';
import { isAgencyWorker } from '../lib/platform/session';

/** A page of the freelancer's own invoices to clients, filtered by status. */
export const freelancerInvoicesQuery = (query: InvoiceQuery) =>
  rpcQuery('freelancer_invoice:getInvoices', { params: query });

/** A page of the portal's invoices to the freelancer, filtered by status. */
export const softwareInvoicesQuery = (query: InvoiceQuery) =>
  rpcQuery('software_invoice:getInvoices', { params: query });

/** One software invoice. */
export const softwareInvoiceQuery = (invoiceId: number) =>
  rpcQuery('software_invoice:getInvoice', { invoiceId });

/**
 * The payable software invoices (`software_invoice:getInvoices`, filtered on the statuses that
 * still have to be paid, spec section 6); `total` counts them (the side menu's badge, the
 * dashboard's card) and `items` holds them all (at most the contract's page size of 100), so the
 * invoice banner can pay the one due first. One read for the three.
 */
export const openInvoicesQuery = softwareInvoicesQuery({
  statuses: [...InvoiceStatus.PAYABLE],
  limit: 100,
});

/**
 * The open-invoice count of the current user, or undefined while unknown: asked once the first
 * screen has shown (lib/platform/firstScreen.ts), never for agency workers (who have no invoices to pay).
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
