import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { freelancerBannersQuery } from './freelancerBanners';
import { rpcKey, rpcQuery, useRpcMutation } from './queries';
import { useStableHandler } from './useStableHandler';

/** The parameter the payment page adds to the address it returns to (docs/decisions/0017). */
export const PAYMENT_ID_PARAM = 'payment_id';

/** An address of this app as the payment page's return address (absolute, this origin). */
export function paymentReturnAddress(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/**
 * Handles the return from the payment page: when the address carries `payment_id`, calls
 * `onReturn` with it once and takes it out of the address (replacing the history entry, so that
 * a reload or 'back' does not report the payment again).
 */
export function usePaymentReturn(onReturn: (paymentId: string) => void): void {
  const paymentId = new URLSearchParams(useSearch()).get(PAYMENT_ID_PARAM);
  const [path, navigate] = useLocation();
  const handled = useRef<string | null>(null);
  const handleReturn = useStableHandler(onReturn);
  useEffect(() => {
    if (!paymentId || handled.current === paymentId) return;
    handled.current = paymentId;
    handleReturn(paymentId);
    navigate(path, { replace: true });
  }, [paymentId, handleReturn, navigate, path]);
}

/**
 * The return from paying a software invoice: tells the server the payment was made
 * (`setPaymentStatusPendingByInvoice`; after a cancelled payment the invoice stays open), puts the
 * answered invoice into the cache, and asks the invoice lists, the side menu's open-invoice count
 * and the banners (an overdue invoice blocks the account) again, so they follow without a reload.
 */
export function useSoftwarePaymentReturn(): void {
  const queryClient = useQueryClient();
  const confirm = useRpcMutation('software_invoice:setPaymentStatusPendingByInvoice', {
    onSuccess: (invoice) => {
      queryClient.setQueryData(
        rpcQuery('software_invoice:getInvoice', { invoiceId: invoice.id }).queryKey,
        invoice,
      );
      void queryClient.invalidateQueries({ queryKey: rpcKey('software_invoice:getInvoices') });
      void queryClient.invalidateQueries({ queryKey: freelancerBannersQuery.queryKey });
    },
  });
  usePaymentReturn((paymentId) => confirm.mutate({ paymentId }));
}
