/** The Contract page of the REST calls: every operation of rest.openapi.json, as it says. */
import openApi from '@pidz/contracts/rest.openapi.json';
import { JsonBlock, Page, PlainTable, SchemaTable } from './parts.tsx';
import { Probeer } from './Probeer.tsx';
import type { SchemaNode } from './schemaRows.ts';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema: SchemaNode;
  $ref?: string;
}
interface Media {
  schema?: SchemaNode;
  examples?: Record<string, { summary?: string; value: unknown }>;
}
interface Response {
  description?: string;
  content?: Record<string, Media>;
  $ref?: string;
}
interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Response>;
}

const components = openApi.components as unknown as {
  schemas: Record<string, SchemaNode>;
  parameters: Record<string, Parameter>;
  responses: Record<string, Response>;
};
const paths = openApi.paths as unknown as Record<string, Record<string, Operation>>;
const own = <T,>(table: Record<string, T>, ref: string) => table[ref.split('/').pop() ?? ''];

/** The operations in the document's order. */
const restOperations = Object.entries(paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([verb]) => verb === 'get' || verb === 'post')
    .map(([verb, operation]) => ({ path, verb, operation })),
);

/** A path with its path params filled from their schemas' first value (`/api/feature-flag/ffe-cv`). */
function examplePath(path: string, parameters: Parameter[]): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = parameters.find((candidate) => candidate.name === name);
    const schema = parameter
      ? (own(components.schemas, parameter.schema.$ref ?? '') ?? parameter.schema)
      : undefined;
    return String(schema?.enum?.[0] ?? name);
  });
}

function OperationSection({ path, verb, operation }: (typeof restOperations)[number]) {
  const title = `${verb.toUpperCase()} ${path}`;
  const parameters = (operation.parameters ?? []).map((parameter) =>
    parameter.$ref ? (own(components.parameters, parameter.$ref) ?? parameter) : parameter,
  );
  const body = operation.requestBody?.content['application/json'];
  const firstBody = Object.values(body?.examples ?? {})[0]?.value;
  return (
    <section aria-labelledby={`rest-${operation.operationId}`}>
      <h2 id={`rest-${operation.operationId}`}>
        <code>{title}</code>
      </h2>
      <p>
        <strong>{operation.summary}</strong> {operation.description}
      </p>
      <h3>Params</h3>
      <PlainTable
        caption={`Params of ${title}`}
        head={['Name', 'In', 'Required', 'Description']}
        rows={parameters.map((parameter) => [
          parameter.name,
          parameter.in,
          parameter.required ? 'yes' : 'no',
          parameter.description ?? '',
        ])}
      />
      {body?.schema && (
        <SchemaTable caption="Request body" schema={body.schema} schemas={components.schemas} />
      )}
      <h3>Answers</h3>
      {Object.entries(operation.responses).map(([status, response]) => {
        const resolved = response.$ref
          ? (own(components.responses, response.$ref) ?? response)
          : response;
        const media = resolved.content?.['application/json'];
        return (
          <div key={status}>
            <p>
              <strong>HTTP {status}</strong>: {resolved.description}
            </p>
            {media?.schema && (
              <SchemaTable
                caption={`HTTP ${status} body`}
                schema={media.schema}
                schemas={components.schemas}
              />
            )}
            {Object.entries(media?.examples ?? {}).map(([name, example]) => (
              <JsonBlock key={name} label={`Voorbeeld ${status} ${name}`} value={example.value} />
            ))}
          </div>
        );
      })}
      <Probeer
        label={title}
        trial={{
          kind: 'rest',
          method: verb === 'post' ? 'POST' : 'GET',
          path: examplePath(path, parameters),
          body: firstBody,
        }}
      />
    </section>
  );
}

export function RestCalls() {
  return (
    <Page>
      <h1>Contract: REST calls</h1>
      <p>
        {restOperations.length} operations of <code>contracts/rest.openapi.json</code> (version{' '}
        {openApi.info.version}). &apos;Probeer&apos; sends the call (with its first example body) to
        the mocked back end.
      </p>
      {restOperations.map((entry) => (
        <OperationSection key={`${entry.verb} ${entry.path}`} {...entry} />
      ))}
    </Page>
  );
}
