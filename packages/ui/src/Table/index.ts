export { Table, type TableColumn, type TableProps, type TableRow } from './Table';
export { cellText, groupColumns, type ColumnGroupSlice, type TableColumnGroup } from './tableModel';
