import { maxLength, required, type FormItem } from '@pidz/ui';
import { sendInvoiceMessages as messages } from './messages';

/** The values of the send form. */
export interface SendInvoiceValues {
  invoiceNumber: string;
  preFinance: boolean;
}

/** An empty form: no number, no pre-financing. */
export const initialSendInvoiceValues: SendInvoiceValues = { invoiceNumber: '', preFinance: false };

/** The invoice's own number (required, at most 255 characters) and the pre-financing choice. */
export const sendInvoiceItems: readonly FormItem<SendInvoiceValues>[] = [
  {
    kind: 'input',
    name: 'invoiceNumber',
    label: messages.invoiceNumber,
    description: messages.invoiceNumberHelp,
    isRequired: true,
    rules: [
      required(messages.invoiceNumberRequired),
      maxLength(255, messages.invoiceNumberTooLong),
    ],
  },
  {
    kind: 'checkbox',
    name: 'preFinance',
    label: messages.preFinance,
    description: messages.preFinanceHelp,
  },
];

/** The params of `sendInvoice` for a sheet: the number as typed, without surrounding spaces. */
export function toSendInvoiceParams(sheetId: number, values: SendInvoiceValues) {
  return {
    sheetId,
    preFinance: values.preFinance,
    invoiceNumber: values.invoiceNumber.trim(),
  };
}
