import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import type { SoftwareInvoice } from '@pidz/contracts';
import { useCurrentUser } from './currentUser';
import { useNavigateExternally } from '../lib/platform/externalNavigation';
import { freelancerBannersQuery } from './freelancerBanners';
import { useIsFirstScreenShown } from '../lib/platform/firstScreen';
import { invoiceDueFirst, openInvoicesQuery, softwareInvoiceQuery } from './invoices';
import { rpcKey } from '../lib/platform/queries';
import { useRpcMutation } from '../lib/platform/rpcMutation';
import { isAgencyWorker } from '../lib/platform/session';
import { useStableHandler } from '../lib/screen/useStableHandler';

/** The parameter the payment page adds to the address it returns to (docs/decisions/0017). */
const PAYMENT_ID_PARAM = 'payment_id';
/** The parameter of a return address that says what was paid, so that one handler takes it. */
const PAID_PARAM = 'paid';

/** What a payment link pays: a software invoice, or a pre-financed invoice's factoring credit. */
type PaymentKind = 'software-invoice' | 'factoring-credit';

/**
 * The payment page's return address for a payment of `kind`: the current page (or `path` of this
 * app), absolute, marked with what is paid, without the marks of an earlier return.
 */
export function paymentReturnAddress(kind: PaymentKind, path?: string): string {
  const address = new URL(path ?? window.location.href, window.location.origin);
  address.searchParams.delete(PAYMENT_ID_PARAM);
  address.searchParams.set(PAID_PARAM, kind);
  return address.toString();
}

/**
 * Handles the return from the payment page of a payment of `kind`: when the address carries its
 * `payment_id`, calls `onReturn` with it once and takes both marks out of the address (replacing
 * the history entry, so that a reload or 'back' does not report the payment again; the rest of
 * the address, such as a list's filters, stays).
 */
export function usePaymentReturn(kind: PaymentKind, onReturn: (paymentId: string) => void): void {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const marks = new URLSearchParams(search);
  const paymentId = marks.get(PAID_PARAM) === kind ? marks.get(PAYMENT_ID_PARAM) : null;
  const handled = useRef<string | null>(null);
  const handleReturn = useStableHandler(onReturn);
  useEffect(() => {
    if (!paymentId || handled.current === paymentId) return;
    handled.current = paymentId;
    const rest = new URLSearchParams(search);
    rest.delete(PAYMENT_ID_PARAM);
    rest.delete(PAID_PARAM);
    const query = rest.toString();
    navigate(query ? `${path}?${query}` : path, { replace: true });
    handleReturn(paymentId);
  }, [paymentId, search, path, navigate, handleReturn]);
}

/**
 * Pays a software invoice online: asks its payment link
 * (`software_invoice:getSoftwareInvoicePaymentLink`) with the current page as the return address
 * and leaves for the payment page. The invoice banner and the invoice's detail both pay this way.
 */
export function usePaySoftwareInvoice() {
  const navigateExternally = useNavigateExternally();
  const link = useRpcMutation('software_invoice:getSoftwareInvoicePaymentLink', {
    onSuccess: ({ url }) => navigateExternally(url),
  });
  return {
    pay: (invoiceId: number) =>
      link.mutate({ invoiceId, redirectUrl: paymentReturnAddress('software-invoice') }),
    /** From the click until the page is left. */
    isPending: link.isPending || link.isSuccess,
  };
}

/**
 * The return from paying a software invoice, on whichever screen it returns to (the shell takes
 * it once, for every screen): tells the server (`setPaymentStatusPendingByInvoice`, which marks a
 * paid invoice pending and leaves it open after a cancelled payment), puts the answered invoice in
 * the cache and asks the invoice lists, the side menu's count and the banners again, so they
 * follow without a reload. `onDone` gets the invoice as the server answered it.
 */
export function useSoftwarePaymentReturn(onDone: (invoice: SoftwareInvoice) => void): void {
  const queryClient = useQueryClient();
  const { mutate } = useRpcMutation('software_invoice:setPaymentStatusPendingByInvoice', {
    onSuccess: async (invoice) => {
      queryClient.setQueryData(softwareInvoiceQuery(invoice.id).queryKey, invoice);
      onDone(invoice);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rpcKey('software_invoice:getInvoices') }),
        queryClient.invalidateQueries(freelancerBannersQuery),
      ]);
    },
  });
  usePaymentReturn('software-invoice', (paymentId) => mutate({ paymentId }));
}

/**
 * Pays the open software invoice due first (the invoice banner's action), returning to the current
 * page. `invoice` is undefined until the open invoices are known.
 */
export function usePayOpenInvoice() {
  const user = useCurrentUser();
  const isFirstScreenShown = useIsFirstScreenShown();
  const isWanted = !isAgencyWorker(user) && isFirstScreenShown;
  const invoice = useQuery({
    ...openInvoicesQuery,
    enabled: isWanted,
    select: (list) => invoiceDueFirst(list.items),
  }).data;
  const payment = usePaySoftwareInvoice();
  return {
    invoice,
    isPending: payment.isPending,
    pay: () => {
      if (invoice) payment.pay(invoice.id);
    },
  };
}
