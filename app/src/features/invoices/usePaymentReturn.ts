import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useStableHandler } from '../../lib/useStableHandler';

/** The parameter the payment page adds to the address it returns to. */
export const PAYMENT_ID_PARAM = 'payment_id';

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
