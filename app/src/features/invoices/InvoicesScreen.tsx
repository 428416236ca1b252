import { useDeferredValue, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import styled from 'styled-components';
import type { FreelancerInvoice, SoftwareInvoice } from '@pidz/contracts';
import {
  Dropdown,
  LinkButton,
  Pagination,
  Table,
  Tabs,
  formatShortDate,
  todayIsoDate,
  type SelectOption,
  type TableColumn,
  isolateText,
} from '@pidz/ui';
import { formatEuro } from '../../lib/words/amounts';
import { Page } from '../../lib/screen/Page';
import { QueryBoundary } from '../../lib/screen/QueryBoundary';
import { OLD_SITE_URL } from '../../config';
import { ElsewhereLink } from '../../lib/screen/ElsewhereLink';
import { EmptyState, type EmptyStateProps } from '../../lib/screen/states';
import { freelancerInvoicesQuery, softwareInvoicesQuery } from '../../entities/invoices';
import { InvoiceStatusLabel } from './InvoiceStatusLabel';
import { invoicePaths } from '../../pathsBelow';
import { listLocation, listSearch, type ListLocation } from './listLocation';
import { INVOICE_STATES, isOverdue, type InvoiceState } from './invoiceStatus';
import { invoiceMessages as messages, invoiceStateLabels } from './messages';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: var(--pidz-space-md);
`;

const Filter = styled.div`
  width: min(100%, 18rem);
`;

const ListBody = styled.div`
  display: grid;
  gap: var(--pidz-space-md);
`;

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const ALL = 'all';
type FilterValue = InvoiceState | typeof ALL;

const filterOptions: readonly SelectOption<FilterValue>[] = [
  { id: ALL, value: ALL, label: messages.allStatuses },
  ...INVOICE_STATES.map((state) => ({ id: state, value: state, label: invoiceStateLabels[state] })),
];

/**
 * The columns both lists share after their own second column: each as wide as its header's
 * longest word needs (a header breaks between words only); the second column takes the rest, so
 * that the table fits beside the side menu at 1280 px.
 */
function commonColumns<Row extends FreelancerInvoice | SoftwareInvoice>(
  today: string,
): TableColumn<Row>[] {
  return [
    {
      field: 'invoice_date',
      label: messages.columns.invoiceDate,
      width: '9.5rem',
      valueTemplate: (row) => formatShortDate(row.invoice_date),
    },
    {
      field: 'due_date',
      label: messages.columns.dueDate,
      width: '9rem',
      valueTemplate: (row) => formatShortDate(row.due_date),
    },
    {
      field: 'amount',
      label: messages.columns.amount,
      width: '8rem',
      valueTemplate: (row) => <Amount>{formatEuro(row.amount)}</Amount>,
    },
    {
      field: 'status',
      label: messages.columns.status,
      width: '12rem',
      valueTemplate: (row) => (
        <InvoiceStatusLabel status={row.status} isOverdue={isOverdue(row, today)} />
      ),
    },
  ];
}

function freelancerColumns(today: string): TableColumn<FreelancerInvoice>[] {
  return [
    {
      field: 'invoice_number',
      label: messages.columns.number,
      width: '10rem',
      valueTemplate: ({ sheet_id: sheetId, invoice_number: number }) => (
        <Link href={`~${invoicePaths.freelancer({ sheetId })}`}>{number}</Link>
      ),
    },
    {
      field: 'organisation_name',
      label: messages.columns.client,
      width: 'auto',
      valueTemplate: (row) =>
        `${isolateText(row.organisation_name)}, ${isolateText(row.department_name)}`,
    },
    ...commonColumns<FreelancerInvoice>(today),
  ];
}

function softwareColumns(today: string): TableColumn<SoftwareInvoice>[] {
  return [
    {
      field: 'invoice_number',
      label: messages.columns.number,
      width: '10rem',
      valueTemplate: (row) => (
        <Link href={`~${invoicePaths.software({ id: row.id })}`}>{row.invoice_number}</Link>
      ),
    },
    { field: 'description', label: messages.columns.description, width: 'auto' },
    ...commonColumns<SoftwareInvoice>(today),
  ];
}

interface ListProps {
  location: ListLocation;
  onPageChange: (page: number) => void;
}

/** A page of rows, the pagination below it, or the empty state. */
function ListView({
  total,
  limit,
  page,
  isFiltered,
  emptyText,
  emptyNext,
  table,
  onPageChange,
}: {
  total: number;
  limit: number;
  page: number;
  isFiltered: boolean;
  emptyText: string;
  /** The next step under the empty list (not when a status filter emptied it). */
  emptyNext?: EmptyStateProps['next'];
  table: ReactNode;
  onPageChange: (page: number) => void;
}) {
  if (total === 0)
    return isFiltered ? (
      <EmptyState>{messages.noneWithStatus}</EmptyState>
    ) : (
      <EmptyState next={emptyNext}>{emptyText}</EmptyState>
    );
  const pageCount = Math.ceil(total / limit);
  return (
    <ListBody>
      {table}
      {pageCount > 1 ? (
        <Pagination pageCount={pageCount} page={page} onPageChange={onPageChange} />
      ) : null}
    </ListBody>
  );
}

/** Under an empty list of her own invoices: how an invoice comes about. */
const howInvoicesCome = {
  text: messages.freelancerInvoicesNext,
  link: <ElsewhereLink href={`${OLD_SITE_URL}/sheets`}>{messages.toTimesheets}</ElsewhereLink>,
};

function FreelancerInvoiceList({ location, onPageChange }: ListProps) {
  const { data } = useSuspenseQuery(freelancerInvoicesQuery(location.query));
  const today = todayIsoDate();
  return (
    <ListView
      total={data.total}
      limit={data.limit}
      page={location.page}
      isFiltered={location.state !== null}
      emptyText={messages.noFreelancerInvoices}
      emptyNext={howInvoicesCome}
      onPageChange={onPageChange}
      table={
        <Table
          caption={messages.freelancerCaption}
          isCaptionHidden
          isResponsive
          hasRowLinks
          columns={freelancerColumns(today)}
          rows={data.items}
        />
      }
    />
  );
}

function SoftwareInvoiceList({ location, onPageChange }: ListProps) {
  const { data } = useSuspenseQuery(softwareInvoicesQuery(location.query));
  const today = todayIsoDate();
  return (
    <ListView
      total={data.total}
      limit={data.limit}
      page={location.page}
      isFiltered={location.state !== null}
      emptyText={messages.noSoftwareInvoices}
      onPageChange={onPageChange}
      table={
        <Table
          caption={messages.softwareCaption}
          isCaptionHidden
          isResponsive
          hasRowLinks
          columns={softwareColumns(today)}
          rows={data.items}
        />
      }
    />
  );
}

/** One tab's content: the status filter and the list it filters. */
function InvoiceTabPanel({
  location,
  shown,
  onChange,
}: {
  location: ListLocation;
  /** What the list shows: the location, or the last one while the next page loads. */
  shown: ListLocation;
  onChange: (next: Partial<Pick<ListLocation, 'tab' | 'state' | 'page'>>) => void;
}) {
  const List = shown.tab === 'software' ? SoftwareInvoiceList : FreelancerInvoiceList;
  return (
    <ListBody>
      <Filter>
        <Dropdown<FilterValue>
          label={messages.statusFilter}
          options={filterOptions}
          value={location.state ?? ALL}
          onChange={(value) => onChange({ state: value === ALL ? null : value, page: 1 })}
        />
      </Filter>
      <QueryBoundary>
        <List location={shown} onPageChange={(page) => onChange({ page })} />
      </QueryBoundary>
    </ListBody>
  );
}

/**
 * `/invoices`: two tabs, the freelancer's own invoices to clients and the portal's invoices to the
 * freelancer; each with a status filter and pages. The tab, the filter and the page are kept in
 * the address (`?tab=software&status=open&page=2`), so a reload or a link keeps them.
 */
export function InvoicesScreen() {
  const search = useSearch();
  // The last page stays on screen while the next one loads (no loading flash on paging).
  const shownSearch = useDeferredValue(search);
  const location = listLocation(search);
  const [, navigate] = useLocation();
  const change = (next: Partial<Pick<ListLocation, 'tab' | 'state' | 'page'>>) =>
    navigate(`~${invoicePaths.list()}${listSearch({ ...location, ...next })}`);
  const panel = (
    <InvoiceTabPanel location={location} shown={listLocation(shownSearch)} onChange={change} />
  );
  return (
    <Page title={messages.title}>
      <Toolbar>
        <LinkButton href={invoicePaths.template()} variant="secondary">
          {messages.templateLink}
        </LinkButton>
      </Toolbar>
      <Tabs
        aria-label={messages.tabsLabel}
        value={location.tab}
        onChange={(tab) =>
          change({ tab: tab === 'software' ? 'software' : 'freelancer', state: null, page: 1 })
        }
        items={[
          { id: 'freelancer', label: messages.freelancerTab, content: panel },
          { id: 'software', label: messages.softwareTab, content: panel },
        ]}
      />
    </Page>
  );
}
