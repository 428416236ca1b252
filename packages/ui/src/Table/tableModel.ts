/** A header that spans the next `span` columns. */
export interface TableColumnGroup {
  label: string;
  /** How many columns, counted from where the previous group ended, the header spans. */
  span: number;
}

/** A run of adjacent columns and the group header above them (`null`: no group header). */
export interface ColumnGroupSlice<Column> {
  label: string | null;
  columns: Column[];
}

/**
 * Splits the columns into runs under their group headers, in order. Spans are clamped to the
 * columns left; columns after the last group form a run without a header.
 */
export function groupColumns<Column>(
  columns: readonly Column[],
  groups: readonly TableColumnGroup[],
): ColumnGroupSlice<Column>[] {
  const slices: ColumnGroupSlice<Column>[] = [];
  let next = 0;
  for (const { label, span } of groups) {
    const taken = columns.slice(next, next + Math.max(1, Math.floor(span)));
    if (taken.length === 0) break;
    slices.push({ label, columns: taken });
    next += taken.length;
  }
  if (next < columns.length) slices.push({ label: null, columns: columns.slice(next) });
  return slices;
}

/** The text of a cell without a value template: empty for null or undefined, else the value as text. */
export function cellText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
