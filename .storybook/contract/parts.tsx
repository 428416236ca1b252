/** The building blocks of the Contract pages: a schema table, a block of JSON, a section. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { schemaRows, type SchemaNode } from './schemaRows.ts';

export const Page = styled.article`
  max-width: 72rem;
  font-family: var(--font-family, system-ui, sans-serif);
  color: #1a1a1a;
  line-height: 1.45;
  h1 {
    font-size: 1.75rem;
    margin: 0 0 0.5rem;
  }
  h2 {
    font-size: 1.3rem;
    margin: 2.5rem 0 0.25rem;
    border-top: 1px solid #c8c8c8;
    padding-top: 1rem;
  }
  h3 {
    font-size: 1rem;
    margin: 1.25rem 0 0.4rem;
  }
  code {
    font-size: 0.9em;
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: 0.875rem;
  th,
  td {
    border: 1px solid #c8c8c8;
    padding: 0.3rem 0.5rem;
    text-align: left;
    vertical-align: top;
  }
  th {
    background: #f0f0f0;
  }
  ul {
    margin: 0;
    padding-left: 1rem;
  }
`;

const Json = styled.pre`
  background: #f4f4f4;
  border: 1px solid #c8c8c8;
  padding: 0.5rem;
  max-height: 20rem;
  overflow: auto;
  font-size: 0.8rem;
  white-space: pre-wrap;
  word-break: break-word;
`;

/** A value as indented JSON in a scrollable, focusable block (so the keyboard can scroll it). */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    // tabIndex: a scrollable block must be reachable by keyboard (axe scrollable-region-focusable).
    <Json tabIndex={0} aria-label={label}>
      {JSON.stringify(value, null, 2)}
    </Json>
  );
}

function List({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  if (items.length === 1) return <>{items[0]}</>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A schema as a table: field, type, required, limits, values (enum names), description. */
export function SchemaTable({
  schema,
  schemas,
  caption,
  root = '',
  isRequired = true,
}: {
  schema: SchemaNode;
  schemas: Record<string, SchemaNode>;
  caption: string;
  root?: string;
  isRequired?: boolean;
}) {
  const rows = schemaRows(schema, schemas, root, isRequired);
  return (
    <Table>
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Limits</th>
          <th scope="col">Values</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.path || '(root)'}>
            <th scope="row">
              <code>{row.path || '(whole)'}</code>
            </th>
            <td>
              <code>{row.type}</code>
            </td>
            <td>{row.required ? 'yes' : 'no'}</td>
            <td>
              <List items={row.limits} />
            </td>
            <td>
              <List items={row.values} />
            </td>
            <td>{row.description}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** A plain table of strings with a header row. */
export function PlainTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
}) {
  return (
    <Table>
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((title) => (
            <th scope="col" key={title}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, index) => (
          <tr key={index}>
            {cells.map((cell, column) =>
              column === 0 ? (
                <th scope="row" key={column}>
                  {cell}
                </th>
              ) : (
                <td key={column}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
