import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateForm } from '@pidz/ui';
import {
  initialSendInvoiceValues,
  sendInvoiceItems,
  toSendInvoiceParams,
  type SendInvoiceValues,
} from './sendInvoiceForm';

async function numberError(invoiceNumber: string) {
  const values: SendInvoiceValues = { ...initialSendInvoiceValues, invoiceNumber };
  return (await validateForm(sendInvoiceItems, values)).invoiceNumber;
}

describe('the send form', () => {
  it('demands an invoice number of at most 255 characters', async () => {
    expect(await numberError('')).toBe('Vul een factuurnummer in');
    expect(await numberError('   ')).toBe('Vul een factuurnummer in');
    expect(await numberError('x'.repeat(256))).toBe('Maximaal 255 karakters');
    expect(await numberError('ZDV-2026-101')).toBeUndefined();
  });

  it('accepts any non-blank number up to 255 characters', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 255 }).filter((text) => text.trim() !== ''),
        async (text) => {
          expect(await numberError(text)).toBeUndefined();
        },
      ),
    );
  });

  it('sends the number without surrounding spaces', () => {
    expect(toSendInvoiceParams(3301, { invoiceNumber: ' A-1 ', preFinance: true })).toEqual({
      sheetId: 3301,
      preFinance: true,
      invoiceNumber: 'A-1',
    });
  });
});
