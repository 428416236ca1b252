import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SoftwareInvoice } from '@pidz/contracts';
import { freelancerBannersQuery } from './freelancerBanners';
import { rpcKey, useRpcMutation } from './queries';

/**
 * The query string parameter the payment page returns with: the payment link's `payment_id`
 * (docs/decisions/0017). A payment link's return address never carries an old one.
 */
export const PAYMENT_ID_PARAM = 'payment_id';

/**
 * The return from the payment page, wherever it returns to (the layout takes it on every screen):
 * a `payment_id` in the address is told to the back end once
 * (`software_invoice:setPaymentStatusPendingByInvoice`, which marks a paid software invoice
 * pending and leaves it open after a cancelled payment) and leaves the address at once; the
 * invoices, their count and the banners are then asked again, so the invoice banner and the
 * counts follow. `onDone` gets the invoice as the back end answered it.
 */
export function usePaymentReturn(onDone: (invoice: SoftwareInvoice) => void): void {
  const queryClient = useQueryClient();
  const { mutate } = useRpcMutation('software_invoice:setPaymentStatusPendingByInvoice', {
    onSuccess: async (invoice) => {
      onDone(invoice);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rpcKey('software_invoice:getInvoices') }),
        queryClient.invalidateQueries({ queryKey: rpcKey('software_invoice:getInvoice') }),
        queryClient.invalidateQueries(freelancerBannersQuery),
      ]);
    },
  });
  useEffect(() => {
    const address = new URL(window.location.href);
    const paymentId = address.searchParams.get(PAYMENT_ID_PARAM);
    if (!paymentId) return;
    address.searchParams.delete(PAYMENT_ID_PARAM);
    window.history.replaceState(
      window.history.state,
      '',
      address.pathname + address.search + address.hash,
    );
    mutate({ paymentId });
  }, [mutate]);
}
