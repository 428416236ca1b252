import { InvoiceStatus, type InvoiceQuery } from '@pidz/contracts';
import type { BackendMethods } from '../../handlers/generated/methods.ts';
import { nextId, type BackendState } from '../state.ts';
import { paymentOf, startPayment } from '../bank.ts';
import { todayInAppZone } from '@pidz/dates';
import { BackendError, GENERIC_ERROR, contractError, findById } from '../errors.ts';
import { pdfDocumentDownload } from '../files.ts';

const DEFAULT_PAGE_SIZE = 25;
/** The status of a new or reopened invoice: payable, and unnamed in the contract. */
const SENT: InvoiceStatus = 1;

/** Newest first, filtered by status, one page. */
function page<T extends { status: InvoiceStatus; invoice_date: string; id: number }>(
  invoices: T[],
  query: InvoiceQuery,
) {
  const pageNumber = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const matching = invoices
    .filter((invoice) => !query.statuses || query.statuses.includes(invoice.status))
    .sort((a, b) => b.invoice_date.localeCompare(a.invoice_date) || b.id - a.id);
  return {
    items: matching.slice((pageNumber - 1) * limit, pageNumber * limit),
    total: matching.length,
    page: pageNumber,
    limit,
  };
}

function formatEuro(amount: number): string {
  return new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(amount);
}

function softwareInvoicesOf(state: BackendState) {
  if (state.profile.user_type !== 'freelancer') {
    throw new BackendError(GENERIC_ERROR, 'Software invoices exist only for freelancers');
  }
  return state.softwareInvoices;
}

function preFinancedInvoice(state: BackendState, invoiceId: number) {
  const invoice = findById(state.freelancerInvoices, invoiceId, 'Invoice');
  if (!invoice.is_pre_financed) {
    throw new BackendError(GENERIC_ERROR, `Invoice ${invoiceId} was not pre-financed`);
  }
  return invoice;
}

/** freelancer_invoice and software_invoice. */
export const invoiceMethods = {
  'pidz.services.api.freelancer_invoice:getInvoices': ({ params }, { state }) =>
    page(state.freelancerInvoices, params),

  'pidz.services.api.freelancer_invoice:getFreelancerInvoiceBySheet': ({ sheetId }, { state }) =>
    state.freelancerInvoices.find((invoice) => invoice.sheet_id === sheetId) ?? null,

  'pidz.services.api.freelancer_invoice:changeFreelancerInvoicePaidStatus': (
    { invoiceId, paid },
    { state },
  ) => {
    const invoice = findById(state.freelancerInvoices, invoiceId, 'Invoice');
    if (!InvoiceStatus.PAYABLE.includes(invoice.status) && invoice.status !== InvoiceStatus.PAID) {
      throw new BackendError(GENERIC_ERROR, `Invoice ${invoiceId} is closed`);
    }
    invoice.is_paid = paid;
    invoice.status = paid ? InvoiceStatus.PAID : SENT;
    return invoice;
  },

  'pidz.services.api.freelancer_invoice:sendInvoice': (
    { sheetId, preFinance, invoiceNumber },
    { state },
  ) => {
    if (state.freelancerInvoices.some((invoice) => invoice.sheet_id === sheetId)) {
      throw contractError('TimesheetAlreadySent');
    }
    const sheet = state.timesheets.find((candidate) => candidate.sheet_id === sheetId);
    if (!sheet) throw new BackendError(GENERIC_ERROR, `Timesheet ${sheetId} does not exist`);
    if (sheet.has_open_changes) throw contractError('TimesheetHasOpenChanges');
    if (state.freelancerInvoices.some((invoice) => invoice.invoice_number === invoiceNumber)) {
      throw contractError('InvoiceNumberUsed');
    }
    const today = todayInAppZone();
    const invoice = {
      id: nextId(state),
      invoice_number: invoiceNumber,
      sheet_id: sheetId,
      organisation_name: sheet.organisation_name,
      department_name: sheet.department_name,
      invoice_date: today.toString(),
      due_date: today.add({ days: 30 }).toString(),
      amount: sheet.amount,
      status: SENT,
      is_paid: false,
      is_pre_financed: preFinance,
    };
    state.timesheets = state.timesheets.filter((candidate) => candidate !== sheet);
    state.freelancerInvoices.push(invoice);
    return invoice;
  },

  'pidz.services.api.freelancer_invoice:downloadInvoice': ({ invoiceId }, { state }) => {
    const invoice = findById(state.freelancerInvoices, invoiceId, 'Invoice');
    return pdfDocumentDownload(`factuur-${invoice.invoice_number}.pdf`, {
      title: `Factuur ${invoice.invoice_number}`,
      subtitle: [
        `${invoice.organisation_name}, ${invoice.department_name}`,
        `Factuurdatum ${invoice.invoice_date}, vervaldatum ${invoice.due_date}`,
      ],
      sections: [{ heading: 'Totaal', entries: [[formatEuro(invoice.amount), 'Inclusief btw']] }],
    });
  },

  'pidz.services.api.freelancer_invoice:factoringCompanyCreditIsPaid': (
    { freelancerInvoiceId },
    { state },
  ) => state.factoringCreditsPaid.includes(preFinancedInvoice(state, freelancerInvoiceId).id),

  'pidz.services.api.freelancer_invoice:factoringCompanyCreditPaymentLink': (
    { freelancerInvoiceId, redirectURL },
    { state, origin },
  ) => {
    const invoice = preFinancedInvoice(state, freelancerInvoiceId);
    return startPayment(
      state,
      { kind: 'factoring_credit', invoice_id: invoice.id },
      redirectURL,
      origin,
    );
  },

  'pidz.services.api.freelancer_invoice:sendInvoiceReminder': ({ invoiceId }, { state }) => {
    const invoice = findById(state.freelancerInvoices, invoiceId, 'Invoice');
    if (invoice.is_paid || !InvoiceStatus.PAYABLE.includes(invoice.status)) {
      throw contractError('InvoiceNotSent');
    }
    return true;
  },

  'pidz.services.api.freelancer_invoice:getInvoiceTemplatePreview': (_params, { state }) => {
    const template =
      state.profile.user_type === 'freelancer' ? state.profile.invoice_template : 'standard';
    return pdfDocumentDownload(`voorbeeldfactuur-${template}.pdf`, {
      title: 'Voorbeeldfactuur',
      subtitle: [
        template === 'standard' ? 'Een regel per dienst' : 'Per periode met pauzes en toeslagen',
      ],
      sections: [],
    });
  },

  'pidz.services.api.software_invoice:getInvoices': ({ params }, { state }) =>
    page(softwareInvoicesOf(state), params),

  'pidz.services.api.software_invoice:getInvoice': ({ invoiceId }, { state }) =>
    findById(softwareInvoicesOf(state), invoiceId, 'Software invoice'),

  'pidz.services.api.software_invoice:downloadInvoice': ({ invoiceId }, { state }) => {
    const invoice = findById(softwareInvoicesOf(state), invoiceId, 'Software invoice');
    return pdfDocumentDownload(`factuur-${invoice.invoice_number}.pdf`, {
      title: `Factuur ${invoice.invoice_number}`,
      subtitle: [
        invoice.description,
        `Factuurdatum ${invoice.invoice_date}, vervaldatum ${invoice.due_date}`,
      ],
      sections: [{ heading: 'Totaal', entries: [[formatEuro(invoice.amount), 'Inclusief btw']] }],
    });
  },

  'pidz.services.api.software_invoice:getSoftwareInvoicePaymentLink': (
    { invoiceId, redirectUrl },
    { state, origin },
  ) => {
    const invoice = findById(softwareInvoicesOf(state), invoiceId, 'Software invoice');
    if (!InvoiceStatus.PAYABLE.includes(invoice.status)) {
      throw new BackendError(GENERIC_ERROR, `Software invoice ${invoiceId} cannot be paid`);
    }
    return startPayment(
      state,
      { kind: 'software_invoice', invoice_id: invoice.id },
      redirectUrl,
      origin,
    );
  },

  'pidz.services.api.software_invoice:setPaymentStatusPendingByInvoice': (
    { paymentId },
    { state },
  ) => {
    const payment = paymentOf(state, paymentId);
    if (payment?.kind !== 'software_invoice') {
      throw new BackendError(GENERIC_ERROR, `Payment ${paymentId} does not exist`);
    }
    const invoice = findById(softwareInvoicesOf(state), payment.invoice_id, 'Software invoice');
    // Pending until the bank confirms; after a cancelled payment the invoice stays as it was.
    if (payment.status !== 'canceled') invoice.status = InvoiceStatus.PAYMENT_PENDING;
    return invoice;
  },
} satisfies Partial<BackendMethods>;
