/**
 * Sanne de Vries's invoices (mocks/backend/seed/freelancer.ts): hers to the care organisations,
 * the timesheets still to invoice, the factoring credits paid, the software invoices of PIDZ and
 * a payment of one of them, dated from `today`.
 */
import { monthName } from '@pidz/dates';
import type { CalendarDate } from '@internationalized/date';
import { InvoiceStatus, type FreelancerInvoice, type SoftwareInvoice } from '@pidz/contracts';
import type { BackendState } from '../state.ts';

/** The freelancer's invoices, timesheets and payments, dated from `today`. */
export function seedFreelancerInvoices(
  today: CalendarDate,
): Pick<
  BackendState,
  'freelancerInvoices' | 'timesheets' | 'factoringCreditsPaid' | 'payments' | 'softwareInvoices'
> {
  const freelancerInvoice = (
    id: number,
    monthsAgo: number,
    organisationName: string,
    departmentName: string,
    amount: number,
    status: FreelancerInvoice['status'],
  ): FreelancerInvoice => {
    const invoiceDate = today.subtract({ months: monthsAgo });
    return {
      id,
      invoice_number: `ZDV-${invoiceDate.year}-${String(id).slice(-3)}`,
      sheet_id: id - 2000,
      organisation_name: organisationName,
      department_name: departmentName,
      invoice_date: invoiceDate.toString(),
      due_date: invoiceDate.add({ days: 30 }).toString(),
      amount,
      status,
      is_paid: status === InvoiceStatus.PAID,
      is_pre_financed: id % 2 === 1,
    };
  };
  const softwareInvoice = (
    id: number,
    monthsAgo: number,
    amount: number,
    status: SoftwareInvoice['status'],
  ): SoftwareInvoice => {
    const invoiceDate = today.subtract({ months: monthsAgo });
    return {
      id,
      invoice_number: `PZ-${invoiceDate.year}${String(invoiceDate.month).padStart(2, '0')}-${id}`,
      description: `Softwaregebruik ${monthName(invoiceDate.month)} ${invoiceDate.year}`,
      invoice_date: invoiceDate.toString(),
      due_date: invoiceDate.add({ days: 14 }).toString(),
      amount,
      status,
    };
  };
  return {
    freelancerInvoices: [
      freelancerInvoice(5001, 0, 'Zorggroep De Linde', 'Geriatrie', 1296.75, 1),
      freelancerInvoice(5002, 2, 'Medisch Centrum Vechtstreek', 'Spoedeisende Hulp', 2104.5, 2),
      freelancerInvoice(5003, 1, 'Zorggroep De Linde', 'Revalidatie', 843.0, InvoiceStatus.PAID),
      freelancerInvoice(
        5004,
        2,
        'Stichting Woonzorg Het Baken',
        'Kleinschalig Wonen',
        612.25,
        InvoiceStatus.PAID,
      ),
      freelancerInvoice(
        5005,
        3,
        'Medisch Centrum Vechtstreek',
        'Verpleegafdeling Interne',
        1530.0,
        6,
      ),
    ],
    timesheets: [
      {
        sheet_id: 3301,
        organisation_name: 'Zorggroep De Linde',
        department_name: 'Geriatrie',
        amount: 1187.5,
        has_open_changes: false,
      },
      {
        sheet_id: 3302,
        organisation_name: 'Medisch Centrum Vechtstreek',
        department_name: 'Spoedeisende Hulp',
        amount: 645.0,
        has_open_changes: true,
      },
    ],
    factoringCreditsPaid: [5003],
    payments: {
      tr_7Hq2kLm9: {
        kind: 'software_invoice',
        invoice_id: 6001,
        redirect_url: 'http://localhost/invoices/software/6001',
        status: 'paid',
      },
    },
    softwareInvoices: [
      softwareInvoice(6001, 0, 24.2, 1),
      softwareInvoice(6002, 1, 24.2, 7),
      softwareInvoice(6003, 2, 24.2, InvoiceStatus.PAID),
      softwareInvoice(6004, 3, 24.2, InvoiceStatus.PAID),
    ],
  };
}
