import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvoiceStatus } from '@pidz/contracts';
import { invoiceState, isOverdue, statusesOf, INVOICE_STATES } from './invoiceStatus';
import { listLocation, listSearch, PAGE_SIZE } from './listLocation';
import { invoiceStateLabels } from './messages';

const allStatuses: InvoiceStatus[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('invoice states', () => {
  it('labels every status number', () => {
    expect(allStatuses.map((status) => invoiceStateLabels[invoiceState(status)])).toEqual([
      'Openstaand',
      'Openstaand',
      'Openstaand',
      'Betaling in behandeling',
      'Betaald',
      'Gecrediteerd',
      'Openstaand',
      'Geannuleerd',
      'Afgeschreven',
      'Openstaand',
    ]);
  });

  it('filters each state on exactly its numbers', () => {
    for (const status of allStatuses) {
      expect(INVOICE_STATES.filter((state) => statusesOf[state].includes(status))).toEqual([
        invoiceState(status),
      ]);
    }
  });

  it('marks an open invoice overdue from the day after its due date', () => {
    const invoice = { status: 1 as InvoiceStatus, due_date: '2026-11-20' };
    expect(isOverdue(invoice, '2026-11-20')).toBe(false);
    expect(isOverdue(invoice, '2026-11-21')).toBe(true);
    expect(isOverdue({ ...invoice, is_paid: true }, '2026-11-21')).toBe(false);
    for (const status of [InvoiceStatus.PAYMENT_PENDING, InvoiceStatus.PAID, 6, 8, 9] as const) {
      expect(isOverdue({ ...invoice, status }, '2026-12-31')).toBe(false);
    }
  });
});

describe('the list address', () => {
  it('reads the tab, the status filter and the page', () => {
    expect(listLocation('?tab=software&status=open&page=3')).toEqual({
      tab: 'software',
      state: 'open',
      page: 3,
      query: { statuses: [1, 2, 3, 7, 10], page: 3, limit: PAGE_SIZE },
    });
    expect(listLocation('')).toEqual({
      tab: 'freelancer',
      state: null,
      page: 1,
      query: { page: 1, limit: PAGE_SIZE },
    });
    expect(listLocation('?tab=x&status=bogus&page=-2')).toMatchObject({
      tab: 'freelancer',
      state: null,
      page: 1,
    });
  });

  it('writes what it reads', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('freelancer', 'software' as const),
        fc.constantFrom(null, ...INVOICE_STATES),
        fc.integer({ min: 1, max: 500 }),
        (tab, state, page) => {
          expect(listLocation(listSearch({ tab, state, page }))).toMatchObject({
            tab,
            state,
            page,
          });
        },
      ),
    );
  });
});
