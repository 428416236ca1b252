/** One method of the contract: what it does, its params, result, examples, errors and users. */
import openRpc from '@pidz/contracts/pidz.openrpc.json';
import usage from 'virtual:contract-usage';
import { errorMessage, isCatalogueErrorCode } from '../../app/src/lib/platform/errors.ts';
import { JsonBlock, PlainTable, SchemaTable } from './parts.tsx';
import { Probeer } from './Probeer.tsx';
import type { SchemaNode } from './schemaRows.ts';

/** A method as the OpenRPC document holds it. */
export interface ContractMethod {
  name: string;
  summary?: string;
  description?: string;
  params: { name: string; description?: string; required?: boolean; schema: SchemaNode }[];
  result: { name: string; schema: SchemaNode };
  errors?: ({ $ref: string } | { code: number; message: string })[];
  examples?: {
    name: string;
    params: { name: string; value: unknown }[];
    result?: { value?: unknown };
  }[];
}

export const PREFIX = 'pidz.services.api.';
const schemas = openRpc.components.schemas as unknown as Record<string, SchemaNode>;
const catalogue = openRpc.components.errors as Record<string, { code: number; message: string }>;

function errorsOf(method: ContractMethod) {
  return (method.errors ?? []).map((error) =>
    '$ref' in error
      ? (catalogue[error.$ref.split('/').pop() ?? ''] ?? { code: NaN, message: error.$ref })
      : error,
  );
}

/** The method's section: an h2 with its short name, then its tables. */
export function MethodSection({ method }: { method: ContractMethod }) {
  const short = method.name.slice(PREFIX.length);
  const uses = usage[short] ?? [];
  const [firstExample] = method.examples ?? [];
  return (
    <section aria-labelledby={`method-${short}`}>
      <h2 id={`method-${short}`}>
        <code>{short}</code>
      </h2>
      <p>
        <strong>{method.summary}</strong> {method.description}
      </p>
      <h3>Params</h3>
      {method.params.length === 0 ? (
        <p>None.</p>
      ) : (
        method.params.map((param) => (
          <SchemaTable
            key={param.name}
            caption={`${param.name}${param.description ? `: ${param.description}` : ''}`}
            schema={param.schema}
            schemas={schemas}
            root={param.name}
            isRequired={param.required ?? false}
          />
        ))
      )}
      <h3>Result</h3>
      <SchemaTable caption={method.result.name} schema={method.result.schema} schemas={schemas} />
      <h3>Examples</h3>
      {(method.examples ?? []).map((example) => (
        <div key={example.name}>
          <p>{example.name}</p>
          <JsonBlock
            label={`Voorbeeld ${example.name}`}
            value={{
              params: Object.fromEntries(example.params.map(({ name, value }) => [name, value])),
              result: example.result?.value,
            }}
          />
        </div>
      ))}
      {firstExample && (
        <Probeer
          label={short}
          trial={{
            kind: 'rpc',
            method: method.name,
            params: Object.fromEntries(firstExample.params.map(({ name, value }) => [name, value])),
          }}
        />
      )}
      <h3>Errors</h3>
      <PlainTable
        caption={`Errors of ${short}`}
        head={['Code', 'Server message', 'Shown to the user (catalogue)']}
        rows={errorsOf(method).map(({ code, message }) => [
          String(code),
          message,
          isCatalogueErrorCode(code) ? errorMessage(code) : `${errorMessage(code)} (fallback)`,
        ])}
      />
      <h3>Used by</h3>
      {uses.length === 0 ? (
        <p>No screen calls it yet.</p>
      ) : (
        <ul>
          {uses.map((use) => (
            <li key={use.area}>
              {use.area}: {use.via.join(', ')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
