import { findById } from './errors.ts';
import { nextId, type BackendState, type Payment } from './state.ts';

/** Where the mocked back end serves its stand-in for the bank's payment page (mocks/pages). */
export const BANK_PAGE_PATH = '/mock/pay/';

/** What the bank page shows of a payment. */
export interface PaymentSummary {
  readonly description: string;
  readonly invoiceNumber: string;
  /** In euro. */
  readonly amount: number;
  readonly status: Payment['status'];
  /** Where the bank page sends the user back to, with `payment_id`. */
  readonly returnUrl: string;
}

function returnUrl(payment: Payment, paymentId: string): string {
  const back = new URL(payment.redirect_url);
  back.searchParams.set('payment_id', paymentId);
  return back.toString();
}

/**
 * Starts an online payment as the real back end does with its payment provider: the link leads to
 * the bank page (the mock's own, served at `origin`), which sends the user back to `redirectUrl`
 * with `payment_id` added, whether they paid or cancelled.
 */
export function startPayment(
  state: BackendState,
  payment: Pick<Payment, 'kind' | 'invoice_id'>,
  redirectUrl: string,
  origin: string,
) {
  const paymentId = `tr_${nextId(state)}`;
  state.payments[paymentId] = { ...payment, redirect_url: redirectUrl, status: 'open' };
  return { url: `${origin}${BANK_PAGE_PATH}${paymentId}`, payment_id: paymentId };
}

/** The payment of a payment id, or undefined. */
export function paymentOf(state: BackendState, paymentId: string): Payment | undefined {
  return Object.hasOwn(state.payments, paymentId) ? state.payments[paymentId] : undefined;
}

/** The payment behind a payment id, with what it pays; undefined for an unknown id. */
export function paymentSummary(state: BackendState, paymentId: string): PaymentSummary | undefined {
  const payment = paymentOf(state, paymentId);
  if (!payment) return undefined;
  if (payment.kind === 'software_invoice') {
    const invoice = findById(state.softwareInvoices, payment.invoice_id, 'Software invoice');
    return {
      description: invoice.description,
      invoiceNumber: invoice.invoice_number,
      amount: invoice.amount,
      status: payment.status,
      returnUrl: returnUrl(payment, paymentId),
    };
  }
  const invoice = findById(state.freelancerInvoices, payment.invoice_id, 'Invoice');
  return {
    description: `Terugbetaling voorfinanciering ${invoice.organisation_name}`,
    invoiceNumber: invoice.invoice_number,
    amount: invoice.amount,
    status: payment.status,
    returnUrl: returnUrl(payment, paymentId),
  };
}

/**
 * The user's answer on the bank page: paying settles a factoring credit at once (the provider
 * reports it paid) and leaves a software invoice for `setPaymentStatusPendingByInvoice`, which the
 * portal calls on return; cancelling changes nothing. An open payment only: a second answer is
 * ignored. Returns the address to send the user back to, with `payment_id`; undefined for an
 * unknown payment.
 */
export function completePayment(
  state: BackendState,
  paymentId: string,
  outcome: 'paid' | 'canceled',
): string | undefined {
  const payment = paymentOf(state, paymentId);
  if (!payment) return undefined;
  if (payment.status === 'open') {
    payment.status = outcome;
    if (outcome === 'paid' && payment.kind === 'factoring_credit') {
      state.factoringCreditsPaid.push(payment.invoice_id);
    }
  }
  return returnUrl(payment, paymentId);
}
