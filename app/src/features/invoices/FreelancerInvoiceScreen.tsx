import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Redirect } from 'wouter';
import type { FreelancerInvoice } from '@pidz/contracts';
import { Button, Card, Heading, formatDate, todayIsoDate } from '@pidz/ui';
import { FactList } from '../../lib/screen/FactList';
import { formatEuro } from '../../lib/words/amounts';
import { Page } from '../../lib/screen/Page';
import { usePaymentReturn } from '../../entities/payments';
import { QueryBoundary } from '../../lib/screen/QueryBoundary';
import { ConfirmButton } from '../../lib/screen/ConfirmButton';
import { showToast } from '../../lib/platform/toasts';
import {
  factoringCreditQuery,
  invoiceBySheetQuery,
  useChangePaidStatus,
  useDownloadFreelancerInvoice,
  usePayFactoringCredit,
  useRefreshFactoringCredit,
  useSendReminder,
} from './api';
import { Actions } from './invoiceLayout';
import { InvoiceStatusLabel } from './InvoiceStatusLabel';
import { invoicePaths } from '../../pathsBelow';
import { invoiceState, isOverdue } from './invoiceStatus';
import { freelancerInvoiceMessages as messages } from './messages';

/** The invoice's facts. */
function InvoiceFacts({ invoice }: { invoice: FreelancerInvoice }) {
  return (
    <FactList
      facts={[
        { label: messages.facts.number, value: invoice.invoice_number },
        { label: messages.facts.organisation, value: invoice.organisation_name },
        { label: messages.facts.department, value: invoice.department_name },
        { label: messages.facts.invoiceDate, value: formatDate(invoice.invoice_date) },
        { label: messages.facts.dueDate, value: formatDate(invoice.due_date) },
        { label: messages.facts.amount, value: formatEuro(invoice.amount) },
        {
          label: messages.facts.status,
          value: (
            <InvoiceStatusLabel
              status={invoice.status}
              isOverdue={isOverdue(invoice, todayIsoDate())}
            />
          ),
        },
        {
          label: messages.facts.preFinanced,
          value: invoice.is_pre_financed ? messages.yes : messages.no,
        },
      ]}
    />
  );
}

/** Download, mark paid or unpaid, and a reminder while the invoice is open. */
function InvoiceActions({ invoice }: { invoice: FreelancerInvoice }) {
  const download = useDownloadFreelancerInvoice();
  const changePaid = useChangePaidStatus();
  const reminder = useSendReminder();
  const state = invoiceState(invoice.status);
  const canChangePaid = state === 'open' || state === 'paid';
  const isOpen = state === 'open' && !invoice.is_paid;
  return (
    <Actions>
      <Button
        variant="secondary"
        isDisabled={download.isPending}
        onPress={() => download.mutate({ invoiceId: invoice.id })}
      >
        {messages.download}
      </Button>
      {canChangePaid ? (
        <Button
          variant="secondary"
          isDisabled={changePaid.isPending}
          onPress={() =>
            changePaid.mutate(
              { invoiceId: invoice.id, paid: !invoice.is_paid },
              {
                onSuccess: (changed) =>
                  showToast({
                    type: 'success',
                    title: changed.is_paid ? messages.markedPaid : messages.markedUnpaid,
                  }),
              },
            )
          }
        >
          {invoice.is_paid ? messages.markUnpaid : messages.markPaid}
        </Button>
      ) : null}
      {isOpen ? (
        <ConfirmButton
          label={messages.sendReminder}
          title={messages.reminderTitle}
          question={messages.reminderQuestion(invoice.organisation_name, invoice.invoice_number)}
          isPending={reminder.isPending}
          onConfirm={(close) =>
            reminder.mutate(
              { invoiceId: invoice.id },
              {
                onSuccess: () => {
                  close();
                  showToast({
                    type: 'success',
                    title: messages.reminderSent,
                    message: messages.reminderSentText(invoice.organisation_name),
                  });
                },
              },
            )
          }
        />
      ) : null}
    </Actions>
  );
}

/** A pre-financed invoice: whether the factoring company's credit is paid back, and paying it. */
function FactoringCredit({ invoice }: { invoice: FreelancerInvoice }) {
  const { data: isPaid } = useSuspenseQuery(factoringCreditQuery(invoice.id));
  const payment = usePayFactoringCredit(invoice);
  return (
    <Card as="section" aria-labelledby="factoring-credit" justifyItems="start">
      <Heading level={2} id="factoring-credit" size="lg">
        {messages.factoringTitle}
      </Heading>
      <p>{isPaid ? messages.factoringPaid : messages.factoringOpen}</p>
      {isPaid ? null : (
        <Button isDisabled={payment.isPending} onPress={payment.pay}>
          {messages.payFactoring}
        </Button>
      )}
    </Card>
  );
}

function InvoiceDetail({ sheetId }: { sheetId: number }) {
  const { data: invoice } = useSuspenseQuery(invoiceBySheetQuery(sheetId));
  const refreshCredit = useRefreshFactoringCredit();
  // Back from the bank: the credit asked again; a payment that did not go through is said.
  usePaymentReturn('factoring-credit', () => {
    if (!invoice) return;
    void refreshCredit(invoice.id).then((isPaid) => {
      if (!isPaid) {
        showToast({
          type: 'warning',
          title: messages.factoringNotPaid,
          message: messages.factoringNotPaidText,
        });
      }
    });
  });
  if (!invoice) return <Redirect to={`~${invoicePaths.list()}`} replace />;
  return (
    <>
      <Card as="section" aria-label={invoice.invoice_number}>
        <InvoiceFacts invoice={invoice} />
        <InvoiceActions invoice={invoice} />
      </Card>
      {invoice.is_pre_financed ? (
        <QueryBoundary>
          <FactoringCredit invoice={invoice} />
        </QueryBoundary>
      ) : null}
    </>
  );
}

export interface FreelancerInvoiceScreenProps {
  /** The `:sheetId` of the address: the timesheet the invoice is for. */
  sheetId: string;
}

/**
 * `/invoices/freelancer/:sheetId`: one of the freelancer's own invoices (read by its timesheet):
 * its facts, 'Downloaden' (a PDF), marking it paid or unpaid, 'Herinnering sturen' while it is
 * open, and for a pre-financed invoice the factoring company's credit. A sheet without an invoice
 * returns to the list.
 */
export function FreelancerInvoiceScreen({ sheetId }: FreelancerInvoiceScreenProps) {
  const id = Number(sheetId);
  return (
    <Page title={messages.title}>
      <Link href={`~${invoicePaths.list()}`}>{messages.backToList}</Link>
      {Number.isInteger(id) && id > 0 ? (
        <QueryBoundary>
          <InvoiceDetail sheetId={id} />
        </QueryBoundary>
      ) : (
        <Redirect to={`~${invoicePaths.list()}`} replace />
      )}
    </Page>
  );
}
