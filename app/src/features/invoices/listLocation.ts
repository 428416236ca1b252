import type { InvoiceQuery } from '@pidz/contracts';
import { isInvoiceState, statusesOf, type InvoiceState } from './invoiceStatus';

/** Invoices per page of a list. */
export const PAGE_SIZE = 10;

/** The two lists: the freelancer's own invoices to clients, the portal's invoices to them. */
export type InvoiceTab = 'freelancer' | 'software';

/** What the list's address holds: the tab, the status filter and the page. */
export interface ListLocation {
  tab: InvoiceTab;
  state: InvoiceState | null;
  page: number;
  /** The list call's filter and page. */
  query: InvoiceQuery;
}

/** Reads the list's `?tab=software&status=open&page=2` (anything unknown: the default). */
export function listLocation(search: string): ListLocation {
  const params = new URLSearchParams(search);
  const tab = params.get('tab') === 'software' ? 'software' : 'freelancer';
  const status = params.get('status');
  const state = isInvoiceState(status) ? status : null;
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;
  return {
    tab,
    state,
    page,
    query: {
      ...(state ? { statuses: [...statusesOf[state]] } : {}),
      page,
      limit: PAGE_SIZE,
    },
  };
}

/** The list's search string for a tab, filter and page (defaults left out). */
export function listSearch({
  tab,
  state,
  page,
}: Pick<ListLocation, 'tab' | 'state' | 'page'>): string {
  const params = new URLSearchParams();
  if (tab === 'software') params.set('tab', tab);
  if (state) params.set('status', state);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
