import type { ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHiddenStyles } from '../styles/visuallyHidden';
import { listRowStyles } from '../styles/listRow';
import { cellText, groupColumns, type TableColumnGroup } from './tableModel';

/** Every row needs a stable id. */
export interface TableRow {
  id: string | number;
}

export interface TableColumn<Row extends TableRow> {
  /** The row field the column shows. */
  field: keyof Row & string;
  /** Header text (and the label in front of the value in the stacked, responsive layout). */
  label: string;
  /** Renders the cell. Default: the field's value as text. */
  valueTemplate?: (row: Row) => ReactNode;
  /** Column width: a number of pixels or any CSS length ('25%', '12rem'). */
  width: number | string;
}

export interface TableProps<Row extends TableRow> {
  /** Caption: the table's accessible name. */
  caption: string;
  /** Hides the caption from sight; screen readers still read it. Default `false`. */
  isCaptionHidden?: boolean;
  /** The columns, in order. */
  columns: readonly TableColumn<Row>[];
  /** The rows, in order. */
  rows: readonly Row[];
  /** Header row above the column headers, each group spanning adjacent columns. Default: none. */
  columnGroups?: readonly TableColumnGroup[];
  /** Less padding and smaller text. Default `false`. */
  isCompact?: boolean;
  /** Below 40rem of available width each row becomes a stacked card with labels. Default `false`. */
  isResponsive?: boolean;
  /** Text in the body when there are no rows. Default `'Geen gegevens'`. */
  emptyText?: string;
  /**
   * Each row's link (a cell's `<a>`, e.g. the invoice number) takes the whole row, or on a narrow
   * width the whole card, as its target. Give each row one link. Default `false`.
   */
  hasRowLinks?: boolean;
}

const Container = styled.div`
  width: 100%;

  &[data-responsive] {
    container-type: inline-size;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  background: var(--pidz-color-white);
  font-size: 1rem;

  & caption {
    padding: var(--pidz-space-sm) 0;
    text-align: left;
    font-weight: 600;
    font-size: var(--pidz-heading-md);
    background: var(--pidz-color-grey-100);
  }
  & caption[data-hidden] {
    ${visuallyHiddenStyles}
  }
  & th,
  & td {
    padding: var(--pidz-space-sm) var(--pidz-space-md);
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  /* A header breaks between its words only ('Factuurnummer', not 'Factuurnumm-er'): its column
     is given the width its longest word needs. */
  & thead th {
    overflow-wrap: normal;
    hyphens: manual;
    font-weight: 600;
    color: var(--pidz-color-grey-600);
    border-bottom: 2px solid var(--pidz-color-grey-200);
  }
  & thead th[scope='colgroup'] {
    color: var(--pidz-color-black);
    text-align: center;
    border-bottom: 1px solid var(--pidz-color-grey-200);
  }
  & tbody tr + tr {
    border-top: 1px solid var(--pidz-color-grey-200);
  }
  & td[data-empty] {
    padding: var(--pidz-space-lg) var(--pidz-space-md);
    text-align: center;
    color: var(--pidz-color-grey-600);
  }
  & [data-cell-label] {
    display: none;
  }

  &[data-row-links] tbody tr {
    position: relative;
  }
  &[data-row-links] tbody tr:hover {
    background: var(--pidz-color-grey-100);
  }
  &[data-row-links] tbody a::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &[data-compact] th,
  &[data-compact] td {
    padding: var(--pidz-space-xs) var(--pidz-space-sm);
    font-size: 0.875rem;
  }

  @container (max-width: 40rem) {
    &[data-responsive],
    &[data-responsive] tbody,
    &[data-responsive] tr,
    &[data-responsive] td {
      display: block;
    }
    &[data-responsive] thead {
      ${visuallyHiddenStyles}
    }
    &[data-responsive] caption {
      display: block;
    }
    &[data-responsive] tbody {
      background: var(--pidz-color-grey-100);
    }
    &[data-responsive] tbody tr {
      ${listRowStyles}
      margin-bottom: var(--pidz-space-sm);
      padding: var(--pidz-space-sm) 0;
    }
    &[data-responsive] td:not([data-empty]) {
      display: grid;
      grid-template-columns: minmax(min-content, 40%) minmax(0, 1fr);
      gap: var(--pidz-space-sm);
    }
    /* A label breaks between its words only ('Factuurnummer', not 'Factuurnum-mer'). */
    &[data-responsive] [data-cell-label] {
      overflow-wrap: normal;
      hyphens: manual;
      display: block;
      font-weight: 600;
      color: var(--pidz-color-grey-600);
    }
  }
`;

/**
 * A data table (semantic <table> with a caption and scoped headers), with optional column groups,
 * a compact mode, and a responsive mode in which each row becomes a stacked card on narrow widths
 * (a container query, so it follows the space the table gets, not the window).
 */
/**
 * Explicit roles for the responsive mode: browsers may drop a table's semantics once CSS changes
 * its display (Adrian Roselli, "Tables, CSS Display Properties, and ARIA"); the roles restore them.
 */
const responsiveRoles = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  cell: { role: 'cell' },
  columnheader: { role: 'columnheader' },
} as const;

const noRoles = { table: {}, rowgroup: {}, row: {}, cell: {}, columnheader: {} } as const;

export function Table<Row extends TableRow>({
  caption,
  isCaptionHidden = false,
  columns,
  rows,
  columnGroups,
  isCompact = false,
  isResponsive = false,
  emptyText = 'Geen gegevens',
  hasRowLinks = false,
}: TableProps<Row>) {
  const slices = groupColumns(columns, columnGroups ?? []);
  const roles = isResponsive ? responsiveRoles : noRoles;
  return (
    <Container data-responsive={isResponsive || undefined}>
      <StyledTable
        {...roles.table}
        data-compact={isCompact || undefined}
        data-responsive={isResponsive || undefined}
        data-row-links={hasRowLinks || undefined}
      >
        <caption data-hidden={isCaptionHidden || undefined}>{caption}</caption>
        {slices.map((slice, index) => (
          <colgroup key={index}>
            {slice.columns.map((column) => (
              <col key={column.field} style={{ width: column.width }} />
            ))}
          </colgroup>
        ))}
        <thead {...roles.rowgroup}>
          {columnGroups && (
            <tr {...roles.row}>
              {slices.map((slice, index) =>
                slice.label === null ? (
                  <td key={index} {...roles.cell} colSpan={slice.columns.length} />
                ) : (
                  <th
                    key={index}
                    {...roles.columnheader}
                    scope="colgroup"
                    colSpan={slice.columns.length}
                  >
                    {slice.label}
                  </th>
                ),
              )}
            </tr>
          )}
          <tr {...roles.row}>
            {columns.map((column) => (
              <th key={column.field} {...roles.columnheader} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...roles.rowgroup}>
          {rows.length === 0 ? (
            <tr {...roles.row}>
              <td {...roles.cell} colSpan={columns.length} data-empty>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} {...roles.row}>
                {columns.map((column) => (
                  <td key={column.field} {...roles.cell}>
                    {isResponsive && (
                      <span aria-hidden="true" data-cell-label>
                        {column.label}
                      </span>
                    )}
                    <span>
                      {column.valueTemplate
                        ? column.valueTemplate(row)
                        : cellText(row[column.field])}
                    </span>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Container>
  );
}
