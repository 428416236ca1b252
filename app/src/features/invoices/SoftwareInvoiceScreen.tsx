import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Redirect } from 'wouter';
import type { SoftwareInvoice } from '@pidz/contracts';
import { Button, Card, formatDate, todayIsoDate } from '@pidz/ui';
import { FactList } from '../../lib/screen/FactList';
import { formatEuro } from '../../lib/words/amounts';
import { Page } from '../../lib/screen/Page';
import { usePaySoftwareInvoice } from '../../entities/payments';
import { QueryBoundary } from '../../lib/screen/QueryBoundary';
import { softwareInvoiceQuery } from '../../entities/invoices';
import { useDownloadSoftwareInvoice } from './api';
import { Actions } from './invoiceLayout';
import { InvoiceStatusLabel } from './InvoiceStatusLabel';
import { invoicePaths } from '../../pathsBelow';
import { invoiceState, isOverdue } from './invoiceStatus';
import { freelancerInvoiceMessages, softwareInvoiceMessages as messages } from './messages';

function InvoiceDetail({ invoice }: { invoice: SoftwareInvoice }) {
  const download = useDownloadSoftwareInvoice();
  const payment = usePaySoftwareInvoice();
  const state = invoiceState(invoice.status);
  return (
    <Card as="section" aria-label={invoice.invoice_number}>
      <FactList
        facts={[
          { label: messages.facts.number, value: invoice.invoice_number },
          { label: messages.facts.description, value: invoice.description },
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
        ]}
      />
      {state === 'pending' ? <p role="status">{messages.pendingText}</p> : null}
      <Actions>
        {state === 'open' ? (
          <Button isDisabled={payment.isPending} onPress={() => payment.pay(invoice.id)}>
            {messages.pay}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          isDisabled={download.isPending}
          onPress={() => download.mutate({ invoiceId: invoice.id })}
        >
          {messages.download}
        </Button>
      </Actions>
    </Card>
  );
}

function LoadedInvoice({ invoiceId }: { invoiceId: number }) {
  const { data: invoice } = useSuspenseQuery(softwareInvoiceQuery(invoiceId));
  return <InvoiceDetail invoice={invoice} />;
}

export interface SoftwareInvoiceScreenProps {
  /** The `:id` of the address. */
  id: string;
}

/**
 * `/invoices/software/:id`: one of the portal's invoices to the freelancer: its facts,
 * 'Downloaden' (a PDF) and, while it is open, 'Betalen': the payment page (the mock's bank page,
 * docs/decisions/0017) returns here, where the shell reports the payment (lib/payments.ts) and the
 * invoice, the side menu's count and the banners follow.
 */
export function SoftwareInvoiceScreen({ id }: SoftwareInvoiceScreenProps) {
  const invoiceId = Number(id);
  return (
    <Page title={messages.title}>
      <Link href={`~${invoicePaths.list()}?tab=software`}>
        {freelancerInvoiceMessages.backToList}
      </Link>
      {Number.isInteger(invoiceId) && invoiceId > 0 ? (
        <QueryBoundary>
          <LoadedInvoice invoiceId={invoiceId} />
        </QueryBoundary>
      ) : (
        <Redirect to={`~${invoicePaths.list()}`} replace />
      )}
    </Page>
  );
}
