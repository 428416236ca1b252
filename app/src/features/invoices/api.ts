import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { RpcError, type FreelancerInvoice } from '@pidz/contracts';
import { FieldsRefused } from '@pidz/ui';
import { currentUserQuery } from '../../entities/currentUser';
import {
  freelancerInvoicesQuery,
  softwareInvoiceQuery,
  softwareInvoicesQuery,
} from '../../entities/invoices';
import { profileQuery } from '../../entities/profile';
import { saveDownload } from '../../lib/platform/download';
import { useNavigateExternally } from '../../lib/platform/externalNavigation';
import { paymentReturnAddress } from '../../entities/payments';
import { rpcKey, rpcQuery } from '../../lib/platform/queries';
import { useRpcMutation } from '../../lib/platform/rpcMutation';
import { reportCallError } from '../../lib/platform/queryClient';
import { isAgencyWorker } from '../../lib/platform/session';
import { listLocation } from './listLocation';

/**
 * How the invoice screens read and write (app/README.md 'Server data'): query options shared by
 * the screens and the route loader, and mutation hooks that put what they changed into the cache.
 * The invoice lists, a software invoice and the profile (its layout) are entities' (app/src/entities).
 */

/**
 * The freelancer invoice of a timesheet, or null when the sheet is not invoiced yet: the contract
 * reads one freelancer invoice only by its sheet, so the detail's address carries the sheet id.
 */
export const invoiceBySheetQuery = (sheetId: number) =>
  rpcQuery('freelancer_invoice:getFreelancerInvoiceBySheet', { sheetId });

/** Whether the factoring company's credit of a pre-financed invoice is paid back. */
export const factoringCreditQuery = (invoiceId: number) =>
  rpcQuery('freelancer_invoice:factoringCompanyCreditIsPaid', { freelancerInvoiceId: invoiceId });

/** A number from an address's parameter, or undefined. */
function idIn(param: string): number | undefined {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * A route loader of the invoice screens (docs/decisions/0015 lists the routes) that starts its
 * reads once the user is known not to be an agency worker: agency workers see 'Geen toegang' here,
 * so nothing is read for them (the server would refuse).
 */
export function forInvoiceUsers<Context extends { queryClient: QueryClient }>(
  start: (context: Context) => void,
): (context: Context) => void {
  return (context) =>
    void context.queryClient.fetchQuery(currentUserQuery).then(
      (user) => isAgencyWorker(user) || start(context),
      () => undefined,
    );
}

/** Starts reading the list that the lists' search shows (its tab, filter and page). */
export function prefetchInvoiceList(queryClient: QueryClient, search: string): void {
  const { tab, query } = listLocation(search);
  if (tab === 'software') void queryClient.prefetchQuery(softwareInvoicesQuery(query));
  else void queryClient.prefetchQuery(freelancerInvoicesQuery(query));
}

/** Starts reading the freelancer invoice of a timesheet (its detail, or sending it). */
export function prefetchInvoiceBySheet(queryClient: QueryClient, sheetId: string): void {
  const id = idIn(sheetId);
  if (id) void queryClient.prefetchQuery(invoiceBySheetQuery(id));
}

/** Starts reading a software invoice. */
export function prefetchSoftwareInvoice(queryClient: QueryClient, invoiceId: string): void {
  const id = idIn(invoiceId);
  if (id) void queryClient.prefetchQuery(softwareInvoiceQuery(id));
}

/** Puts a changed or new freelancer invoice into the cache; the lists are read again. */
function storeFreelancerInvoice(queryClient: QueryClient, invoice: FreelancerInvoice): void {
  queryClient.setQueryData(invoiceBySheetQuery(invoice.sheet_id).queryKey, invoice);
  void queryClient.invalidateQueries({ queryKey: rpcKey('freelancer_invoice:getInvoices') });
}

/** Marks a freelancer invoice paid or unpaid (`changeFreelancerInvoicePaidStatus`). */
export function useChangePaidStatus() {
  const queryClient = useQueryClient();
  return useRpcMutation('freelancer_invoice:changeFreelancerInvoicePaidStatus', {
    onSuccess: (invoice) => storeFreelancerInvoice(queryClient, invoice),
  });
}

/** The refusal of `sendInvoice` that the form shows on the invoice number, not as a toast. */
export const INVOICE_NUMBER_USED = 1304;

/**
 * Invoices a timesheet (`sendInvoice`); the new invoice goes into the cache. A used invoice number
 * (1304) rejects with {@link FieldsRefused} for the number's field; other refusals show their toast.
 */
export function useSendInvoice() {
  const queryClient = useQueryClient();
  const send = useRpcMutation('freelancer_invoice:sendInvoice', {
    onSuccess: (invoice) => storeFreelancerInvoice(queryClient, invoice),
    meta: { toastOnError: false },
  });
  const sendAsync = async (params: Parameters<typeof send.mutateAsync>[0]) => {
    try {
      return await send.mutateAsync(params);
    } catch (error) {
      if (error instanceof RpcError && error.code === INVOICE_NUMBER_USED) {
        // The catalogue's texts load with the first failure (lib/platform/queryClient.ts).
        const { errorMessage } = await import('../../lib/platform/errors');
        throw new FieldsRefused({ invoiceNumber: errorMessage(INVOICE_NUMBER_USED) });
      }
      void reportCallError(error, undefined, true);
      throw error;
    }
  };
  return { ...send, mutateAsync: sendAsync };
}

/** Sends the client a payment reminder (`sendInvoiceReminder`); nothing in the cache changes. */
export const useSendReminder = () => useRpcMutation('freelancer_invoice:sendInvoiceReminder');

/** Downloads a freelancer invoice as a PDF and hands it to the browser. */
export const useDownloadFreelancerInvoice = () =>
  useRpcMutation('freelancer_invoice:downloadInvoice', {
    onSuccess: (file) => saveDownload(file, 'factuur.pdf'),
  });

/** Downloads a software invoice as a PDF and hands it to the browser. */
export const useDownloadSoftwareInvoice = () =>
  useRpcMutation('software_invoice:downloadInvoice', {
    onSuccess: (file) => saveDownload(file, 'factuur.pdf'),
  });

/** Downloads the sample invoice in the chosen layout (`getInvoiceTemplatePreview`). */
export const useDownloadTemplatePreview = () =>
  useRpcMutation('freelancer_invoice:getInvoiceTemplatePreview', {
    onSuccess: (file) => saveDownload(file, 'voorbeeldfactuur.pdf'),
  });

/** Chooses the invoice layout (`updateInvoiceTemplate`); the answered freelancer is cached. */
export function useUpdateInvoiceTemplate() {
  const queryClient = useQueryClient();
  return useRpcMutation('freelancer:updateInvoiceTemplate', {
    onSuccess: (freelancer) => queryClient.setQueryData(profileQuery.queryKey, freelancer),
  });
}

/**
 * Starts paying back the factoring company's credit of a pre-financed invoice
 * (`factoringCompanyCreditPaymentLink`); the payment page returns to the invoice's detail.
 */
export function usePayFactoringCredit(invoice: FreelancerInvoice) {
  const navigateExternally = useNavigateExternally();
  const link = useRpcMutation('freelancer_invoice:factoringCompanyCreditPaymentLink', {
    onSuccess: ({ url }) => navigateExternally(url),
  });
  return {
    pay: () =>
      link.mutate({
        freelancerInvoiceId: invoice.id,
        redirectURL: paymentReturnAddress('factoring-credit'),
      }),
    isPending: link.isPending || link.isSuccess,
  };
}

/** After the payment page: reads again whether the factoring company's credit is paid back. */
export function useRefreshFactoringCredit() {
  const queryClient = useQueryClient();
  return async (invoiceId: number): Promise<boolean> => {
    await queryClient.invalidateQueries({ queryKey: factoringCreditQuery(invoiceId).queryKey });
    return queryClient.fetchQuery(factoringCreditQuery(invoiceId));
  };
}
