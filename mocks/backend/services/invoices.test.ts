import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceStatus } from '@pidz/contracts';
import { createMockServer } from '../../node.ts';
import { createTestClient, rpcFailure } from '../../testing/client.ts';
import { fromBase64, pdfPagesText } from '../../testing/pdf.ts';

const mock = createMockServer();
const client = createTestClient();

beforeAll(async () => {
  mock.server.listen({ onUnhandledRequest: 'error' });
  // Loading pdf.js takes seconds on a busy machine: once here, not inside the first test.
  await import('pdfjs-dist/legacy/build/pdf.mjs');
}, 60_000);
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

describe('freelancer invoices', { timeout: 20_000 }, () => {
  it('sends the invoice of a timesheet once, and refuses a used number with 1304', async () => {
    const used = (await client.freelancer_invoice.getInvoices({ params: {} })).items[0];
    expect(
      await rpcFailure(
        client.freelancer_invoice.sendInvoice({
          sheetId: 3301,
          preFinance: false,
          invoiceNumber: used?.invoice_number ?? '',
        }),
      ),
    ).toMatchObject({ code: 1304 });
    expect(await client.freelancer_invoice.getFreelancerInvoiceBySheet({ sheetId: 3301 })).toBe(
      null,
    );
    const sent = await client.freelancer_invoice.sendInvoice({
      sheetId: 3301,
      preFinance: true,
      invoiceNumber: 'ZDV-NIEUW-1',
    });
    expect(sent).toMatchObject({ sheet_id: 3301, amount: 1187.5, is_pre_financed: true });
    expect(await client.freelancer_invoice.getFreelancerInvoiceBySheet({ sheetId: 3301 })).toEqual(
      sent,
    );
    expect(
      await rpcFailure(
        client.freelancer_invoice.sendInvoice({
          sheetId: 3301,
          preFinance: false,
          invoiceNumber: 'ZDV-NIEUW-2',
        }),
      ),
    ).toMatchObject({ code: 1302 });
    expect(
      await rpcFailure(
        client.freelancer_invoice.sendInvoice({
          sheetId: 3302,
          preFinance: false,
          invoiceNumber: 'ZDV-NIEUW-3',
        }),
      ),
    ).toMatchObject({ code: 1310 });
  });

  it('marks open invoices paid and back, but not a credited one', async () => {
    const paid = await client.freelancer_invoice.changeFreelancerInvoicePaidStatus({
      invoiceId: 5001,
      paid: true,
    });
    expect(paid).toMatchObject({ is_paid: true, status: InvoiceStatus.PAID });
    await expect(
      client.freelancer_invoice.sendInvoiceReminder({ invoiceId: 5001 }),
    ).rejects.toMatchObject({ code: 1305 });
    const unpaid = await client.freelancer_invoice.changeFreelancerInvoicePaidStatus({
      invoiceId: 5001,
      paid: false,
    });
    expect(unpaid).toMatchObject({ is_paid: false, status: 1 });
    await expect(client.freelancer_invoice.sendInvoiceReminder({ invoiceId: 5001 })).resolves.toBe(
      true,
    );
    expect(
      await rpcFailure(
        client.freelancer_invoice.changeFreelancerInvoicePaidStatus({
          invoiceId: 5005,
          paid: true,
        }),
      ),
    ).toMatchObject({ code: 600 });
  });

  it('downloads an invoice as a real PDF with its amount in euro', async () => {
    const download = await client.freelancer_invoice.downloadInvoice({ invoiceId: 5002 });
    expect(download.content_type).toBe('application/pdf');
    const text = (await pdfPagesText(fromBase64(download.data))).join('\n');
    expect(text).toContain('€ 2.104,50');
    expect(text).toMatch(/Factuur ZDV-\d{4}-002/);
  });
});

describe('software invoices', () => {
  it('pays one online: its payment becomes pending and it leaves the payable count', async () => {
    const payable = { params: { statuses: [...InvoiceStatus.PAYABLE], limit: 1 } };
    expect((await client.software_invoice.getInvoices(payable)).total).toBe(2);
    const link = await client.software_invoice.getSoftwareInvoicePaymentLink({
      invoiceId: 6002,
      redirectUrl: 'http://localhost:5173/invoices/software/6002',
    });
    const pending = await client.software_invoice.setPaymentStatusPendingByInvoice({
      paymentId: link.payment_id,
    });
    expect(pending).toMatchObject({ id: 6002, status: InvoiceStatus.PAYMENT_PENDING });
    expect((await client.software_invoice.getInvoices(payable)).total).toBe(1);
    expect(
      await rpcFailure(
        client.software_invoice.getSoftwareInvoicePaymentLink({
          invoiceId: 6002,
          redirectUrl: 'http://localhost:5173/invoices/software/6002',
        }),
      ),
    ).toMatchObject({ code: 600 });
  });
});

describe('reviews', () => {
  it('adds a review with an attachment, and refuses a file type with 609 and over 8 MB', async () => {
    const review = await client.feedback.getPeriodicalReview();
    expect(review).toMatchObject({ id: 120, feedback: null });
    const feedback = await client.feedback.addReview({
      feedbackModel: { periodical_review_id: 120, rating: 4, comment: 'Prima' },
    });
    const pdf = btoa('%PDF-1.4');
    await client.feedback.addAsset({
      asset: { feedback_id: feedback.id, file_name: 'verslag.pdf', data: pdf },
    });
    expect(
      await rpcFailure(
        client.feedback.addAsset({
          asset: { feedback_id: feedback.id, file_name: 'verslag.docx', data: pdf },
        }),
      ),
    ).toMatchObject({ code: 609 });
    expect(
      await rpcFailure(
        client.feedback.addAsset({
          asset: {
            feedback_id: feedback.id,
            file_name: 'groot.pdf',
            data: 'A'.repeat(Math.ceil((8 * 1024 * 1024 + 1) / 3) * 4),
          },
        }),
      ),
    ).toMatchObject({ code: 600 });
    expect((await client.feedback.getPeriodicalReview())?.feedback).toMatchObject({
      rating: 4,
      comment: 'Prima',
      attachments: [{ file_name: 'verslag.pdf' }],
    });
  });
});
