import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { VisuallyHidden } from 'react-aria-components';
import { externalLinkIcon, FormPanel, Icon } from '@pidz/ui';
import { OLD_SITE_URL } from '../../config';
import { formatEuro } from '../../lib/words/amounts';
import { oneRecordForm, RecordFormScreen } from '../../lib/forms/RecordFormScreen';
import { showToast } from '../../lib/platform/toasts';
import { invoiceBySheetQuery, useSendInvoice } from './api';
import { invoicePaths } from '../../pathsBelow';
import { freelancerInvoiceMessages, sendInvoiceMessages as messages } from './messages';
import {
  initialSendInvoiceValues,
  sendInvoiceItems,
  toSendInvoiceParams,
  type SendInvoiceValues,
} from './sendInvoiceForm';

/** Whether an id can name a timesheet. */
function isSheetId(id: string): boolean {
  const sheetId = Number(id);
  return Number.isInteger(sheetId) && sheetId > 0;
}

/**
 * The invoice of a timesheet: the record is the sheet's id, the data its invoice if it has one; a
 * sent invoice shows a toast with its number and opens its detail.
 */
const sendInvoiceForm = oneRecordForm({
  titles: { edit: messages.title },
  acceptsId: isSheetId,
  useData: (sheetId) => useSuspenseQuery(invoiceBySheetQuery(Number(sheetId))).data,
  find: (_invoice, sheetId) => (sheetId === undefined ? undefined : Number(sheetId)),
  draftKey: (sheetId) => `invoice-send:${String(sheetId)}`,
  toValues: () => initialSendInvoiceValues,
  useForm: ({ record: sheetId }) => {
    const send = useSendInvoice();
    return {
      items: sendInvoiceItems,
      save: (values: SendInvoiceValues) => send.mutateAsync(toSendInvoiceParams(sheetId, values)),
    };
  },
  onSaved: (sent) =>
    showToast({
      type: 'success',
      title: messages.sent,
      message: messages.sentText(
        sent.invoice_number,
        sent.organisation_name,
        sent.department_name,
        formatEuro(sent.amount),
      ),
    }),
  afterSave: (_sent, sheetId) => `~${invoicePaths.freelancer({ sheetId })}`,
  canCancel: false,
  submitLabel: messages.submit,
});

/**
 * What the invoice is for: the sheet's number, and a link to the sheet on the older site, where its
 * client, department and amount are (the contract reads no timesheet, docs/decisions/0023).
 */
function SheetIntro({ sheetId }: { sheetId: number }) {
  return (
    <div>
      <p>{messages.intro(sheetId)}</p>
      <p>
        {messages.sheetDetails}{' '}
        <a href={`${OLD_SITE_URL}/sheets/${String(sheetId)}`}>
          {messages.viewSheet(sheetId)}
          <VisuallyHidden elementType="span"> {messages.leaving}</VisuallyHidden>
          <Icon icon={externalLinkIcon} size="small" />
        </a>
      </p>
    </div>
  );
}

export interface SendInvoiceScreenProps {
  /** The `:sheetId` of the address: the timesheet to invoice. */
  sheetId: string;
}

/**
 * `/invoices/send/:sheetId` (the address the older site's Urenregistraties links to): the invoice
 * of a timesheet. A sheet invoiced already says so and links to its invoice; otherwise a form with
 * the invoice number and 'Voorfinanciering', and 'Versturen' (`sendInvoice`). A used number (1304)
 * shows on the number's field; another refusal (1302, 1305, 1310) shows its toast; both keep the
 * input. A sent invoice opens its detail.
 */
export function SendInvoiceScreen({ sheetId }: SendInvoiceScreenProps) {
  return (
    <RecordFormScreen
      form={sendInvoiceForm}
      id={sheetId}
      returnTo={`~${invoicePaths.list()}`}
      header={<Link href={`~${invoicePaths.list()}`}>{freelancerInvoiceMessages.backToList}</Link>}
      instead={({ data: invoice, record }) =>
        invoice && (
          <FormPanel>
            <p>{messages.alreadyInvoiced(invoice.invoice_number)}</p>
            <Link href={`~${invoicePaths.freelancer({ sheetId: record })}`}>
              {messages.viewInvoice}
            </Link>
          </FormPanel>
        )
      }
      above={({ record }) => <SheetIntro sheetId={record} />}
    />
  );
}
