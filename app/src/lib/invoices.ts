import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { InvoiceStatus } from '@pidz/contracts';
import { callWithToast } from './rpc';
import { isAgencyWorker, sessionStore } from './session';

/** Software-invoice statuses that still have to be paid; only these are counted (spec section 6). */
export const PAYABLE_INVOICE_STATUSES: readonly InvoiceStatus[] = [1, 2, 3, 7, 10];

/** The number of payable software invoices (`software_invoice:getInvoices`, filtered). */
export async function fetchOpenInvoiceCount(): Promise<number> {
  const list = await callWithToast((client) =>
    client.software_invoice.getInvoices({
      params: { statuses: [...PAYABLE_INVOICE_STATUSES], limit: 1 },
    }),
  );
  return list.total;
}

/**
 * The open-invoice count of the current user, or undefined while unknown. Never fetched for
 * agency workers (who have no invoices to pay).
 */
export function useOpenInvoiceCount(): number | undefined {
  const { user } = useSnapshot(sessionStore);
  const isWanted = user !== undefined && !isAgencyWorker(user);
  const [count, setCount] = useState<number>();
  useEffect(() => {
    if (!isWanted) return undefined;
    let isCurrent = true;
    fetchOpenInvoiceCount().then(
      (total) => {
        if (isCurrent) setCount(total);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted]);
  return isWanted ? count : undefined;
}
