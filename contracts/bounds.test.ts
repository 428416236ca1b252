import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * What the client sends is bounded in the contract (docs/decisions/0018-input-bounds): every
 * free-text string of a method's params has a maxLength, so the generated mock refuses what a
 * real server would not store.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  maxLength?: number;
}

const openRpc = JSON.parse(
  readFileSync(new URL('./pidz.openrpc.json', import.meta.url), 'utf8'),
) as {
  methods: { name: string; params: { name: string; schema: Schema }[] }[];
  components: { schemas: Record<string, Schema> };
};

const resolve = (schema: Schema): Schema =>
  schema.$ref
    ? resolve(openRpc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {})
    : schema;

/** Formats whose values have a length of their own. */
const boundedFormats = ['date', 'date-time', 'uuid'];
/** A pattern with no unbounded repetition, anchored at both ends: it bounds the length. */
const boundedPattern = /^\^[^*+]*(?<!\\)\$$/;

/** Every string schema in `schema`, with its path, that no length bounds. */
function unbounded(schema: Schema, path: string, seen: Set<Schema>): string[] {
  const node = resolve(schema);
  if (seen.has(node)) return [];
  const types = [node.type ?? []].flat();
  const isOpenString =
    types.includes('string') &&
    node.maxLength === undefined &&
    node.enum === undefined &&
    !boundedFormats.includes(node.format ?? '') &&
    !boundedPattern.test(node.pattern ?? '');
  const next = new Set([...seen, node]);
  return [
    ...(isOpenString ? [path] : []),
    ...Object.entries(node.properties ?? {}).flatMap(([key, child]) =>
      unbounded(child, `${path}.${key}`, next),
    ),
    ...(node.items ? unbounded(node.items, `${path}[]`, next) : []),
    ...[...(node.anyOf ?? []), ...(node.oneOf ?? [])].flatMap((child) =>
      unbounded(child, path, next),
    ),
  ];
}

describe('the bounds of what the client sends', () => {
  it('gives every free-text string of every method’s params a maxLength', () => {
    const open = openRpc.methods.flatMap((method) =>
      method.params.flatMap((param) =>
        unbounded(param.schema, `${method.name}(${param.name})`, new Set()),
      ),
    );
    expect(open).toEqual([]);
  });

  it('finds an unbounded string (the check above can fail)', () => {
    expect(
      unbounded({ type: 'object', properties: { name: { type: 'string' } } }, 'x', new Set()),
    ).toEqual(['x.name']);
    expect(unbounded({ type: 'string', pattern: '^[0-9]+$' }, 'y', new Set())).toEqual(['y']);
    expect(unbounded({ type: 'string', pattern: '^[A-Z]{2}$' }, 'z', new Set())).toEqual([]);
  });
});
