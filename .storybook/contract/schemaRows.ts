/**
 * A contract schema as the rows of a readable table: one row per field (nested fields by their
 * path, `items[]` for array members), with its type, whether it is required, its limits and its
 * enum members by the names the generated constants give them (`CalendarItemType.SHIFT = 2`).
 * Pure, so that the Contract pages and their test read the contract the same way.
 */

/** A JSON Schema node of the contract documents (references point into `components/schemas`). */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
  'x-enum-varnames'?: string[];
  'x-named-values'?: Record<string, number>;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  [limit: string]: unknown;
}

/** One line of a schema table. */
export interface SchemaRow {
  /** Dotted path from the root (`repeat.end_mode`, `items[].id`); empty for the root itself. */
  path: string;
  type: string;
  required: boolean;
  /** Limits and formats in words: `min 1`, `max length 80`, `date-time`, `pattern ^\d+$`. */
  limits: string[];
  /** Enum members: `CalendarItemType.SHIFT = 2`, or the bare values of an unnamed enum. */
  values: string[];
  description: string;
}

const LIMITS: Record<string, string> = {
  minimum: 'min',
  maximum: 'max',
  exclusiveMinimum: 'more than',
  exclusiveMaximum: 'less than',
  minLength: 'min length',
  maxLength: 'max length',
  minItems: 'min items',
  maxItems: 'max items',
  minProperties: 'min fields',
  multipleOf: 'multiple of',
  pattern: 'pattern',
  formatMinimum: 'not before',
  contentEncoding: 'encoding',
};

/** The name of the schema a `$ref` points at (`#/components/schemas/CalendarItem` → `CalendarItem`). */
export const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** Resolves `$ref`s against the document's schemas, following a chain of them. */
export function resolve(
  node: SchemaNode,
  schemas: Record<string, SchemaNode>,
): { node: SchemaNode; name?: string } {
  let name: string | undefined;
  let current = node;
  for (let depth = 0; current.$ref && depth < 10; depth += 1) {
    name = refName(current.$ref);
    const target = schemas[name];
    if (!target) break;
    // A $ref with its own description keeps it (the field's meaning beside the type's).
    current = { ...target, ...(current.description ? { description: current.description } : {}) };
  }
  return { node: current, name };
}

function typeOf(
  node: SchemaNode,
  name: string | undefined,
  schemas: Record<string, SchemaNode>,
): string {
  const variants = node.anyOf ?? node.oneOf;
  if (variants) {
    return variants
      .map((variant) =>
        typeOf(resolve(variant, schemas).node, resolve(variant, schemas).name, schemas),
      )
      .join(' | ');
  }
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  const shown = types.map((type) => {
    if (type === 'array' && node.items) {
      const item = resolve(node.items, schemas);
      return `${typeOf(item.node, item.name, schemas)}[]`;
    }
    if (name && (type === 'object' || node.enum)) return name;
    return node.format && type === 'string' ? `string (${String(node.format)})` : type;
  });
  if (shown.length === 0 && node.const !== undefined) return JSON.stringify(node.const);
  return shown.join(' | ') || (name ?? 'any');
}

function valuesOf(node: SchemaNode, name: string | undefined): string[] {
  const names = node['x-enum-varnames'];
  if (node.enum) {
    return node.enum.map((value, index) =>
      names?.[index] && name
        ? `${name}.${names[index]} = ${JSON.stringify(value)}`
        : JSON.stringify(value),
    );
  }
  const named = node['x-named-values'];
  if (named)
    return Object.entries(named).map(
      ([key, value]) => `${name ?? ''}${name ? '.' : ''}${key} = ${value}`,
    );
  return node.const !== undefined ? [JSON.stringify(node.const)] : [];
}

function limitsOf(node: SchemaNode): string[] {
  return Object.entries(LIMITS)
    .filter(([key]) => node[key] !== undefined)
    .map(([key, words]) => `${words} ${String(node[key])}`);
}

/**
 * The rows of a schema: the root (when it is not an object) and every field below it, depth
 * first. Named object types are opened once per path (a type that contains itself stops).
 */
export function schemaRows(
  root: SchemaNode,
  schemas: Record<string, SchemaNode>,
  path = '',
  required = true,
  seen: readonly string[] = [],
): SchemaRow[] {
  const { node, name } = resolve(root, schemas);
  const row: SchemaRow = {
    path,
    type: typeOf(node, name, schemas),
    required,
    limits: limitsOf(node),
    values: valuesOf(node, name),
    description: node.description ?? '',
  };
  if (name && seen.includes(name)) return [row];
  const next = name ? [...seen, name] : seen;
  const join = (child: string) => (path ? `${path}.${child}` : child);
  const own = path === '' && node.properties ? [] : [row];
  const fields = Object.entries(node.properties ?? {}).flatMap(([key, child]) =>
    schemaRows(child, schemas, join(key), (node.required ?? []).includes(key), next),
  );
  const items =
    node.items && node.properties === undefined
      ? objectItems(node.items, schemas, join('items[]'), next)
      : [];
  const variants = (node.anyOf ?? node.oneOf ?? []).flatMap((variant) => {
    const resolved = resolve(variant, schemas);
    return resolved.node.properties
      ? schemaRows(variant, schemas, path, required, next).slice(path ? 1 : 0)
      : [];
  });
  return [...own, ...fields, ...items, ...variants];
}

/** The fields of an array's members, when they are objects (a list of scalars needs no rows). */
function objectItems(
  items: SchemaNode,
  schemas: Record<string, SchemaNode>,
  path: string,
  seen: readonly string[],
): SchemaRow[] {
  const { node } = resolve(items, schemas);
  if (!node.properties) return [];
  return schemaRows(items, schemas, path, true, seen).slice(1);
}
