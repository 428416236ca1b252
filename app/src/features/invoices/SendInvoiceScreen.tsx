import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Redirect, useLocation } from 'wouter';
import { FormPanel } from '@pidz/ui';
import { Page } from '../../lib/Page';
import { QueryBoundary } from '../../lib/QueryBoundary';
import { ScreenForm } from '../../lib/ScreenForm';
import { showToast } from '../../lib/toasts';
import { invoiceBySheetQuery, useSendInvoice } from './api';
import { invoicePaths } from './invoicePaths';
import { freelancerInvoiceMessages, sendInvoiceMessages as messages } from './messages';
import {
  initialSendInvoiceValues,
  sendInvoiceItems,
  toSendInvoiceParams,
  type SendInvoiceValues,
} from './sendInvoiceForm';

function SendForm({ sheetId }: { sheetId: number }) {
  const { data: invoice } = useSuspenseQuery(invoiceBySheetQuery(sheetId));
  const send = useSendInvoice();
  const [, navigate] = useLocation();
  if (invoice) {
    return (
      <FormPanel>
        <p>{messages.alreadyInvoiced(invoice.invoice_number)}</p>
        <Link href={`~${invoicePaths.freelancer(sheetId)}`}>{messages.viewInvoice}</Link>
      </FormPanel>
    );
  }
  return (
    <FormPanel>
      <p>{messages.intro(sheetId)}</p>
      <ScreenForm<SendInvoiceValues>
        draftKey={`invoice-send:${String(sheetId)}`}
        aria-label={messages.title}
        items={sendInvoiceItems}
        defaultValues={initialSendInvoiceValues}
        submitLabel={messages.submit}
        onSubmit={async (values) => {
          const sent = await send.mutateAsync(toSendInvoiceParams(sheetId, values));
          showToast({
            type: 'success',
            title: messages.sent,
            message: messages.sentText(sent.invoice_number),
          });
          navigate(`~${invoicePaths.freelancer(sheetId)}`);
        }}
      />
    </FormPanel>
  );
}

export interface SendInvoiceScreenProps {
  /** The `:sheetId` of the address: the timesheet to invoice. */
  sheetId: string;
}

/**
 * `/invoices/send/:sheetId` (the address the older site's Urenregistraties links to): the invoice
 * of a timesheet. A sheet invoiced already says so and links to its invoice; otherwise a form with
 * the invoice number and 'Voorfinanciering', and 'Versturen' (`sendInvoice`). A refusal (1302,
 * 1304, 1305, 1310) shows its toast and keeps the input; a sent invoice opens its detail.
 */
export function SendInvoiceScreen({ sheetId }: SendInvoiceScreenProps) {
  const id = Number(sheetId);
  return (
    <Page title={messages.title}>
      <Link href={`~${invoicePaths.list}`}>{freelancerInvoiceMessages.backToList}</Link>
      {Number.isInteger(id) && id > 0 ? (
        <QueryBoundary>
          <SendForm sheetId={id} />
        </QueryBoundary>
      ) : (
        <Redirect to={`~${invoicePaths.list}`} replace />
      )}
    </Page>
  );
}
