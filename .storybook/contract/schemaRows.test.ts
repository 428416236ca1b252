import openRpc from '@pidz/contracts/pidz.openrpc.json';
import { describe, expect, it } from 'vitest';
import { schemaRows, type SchemaNode } from './schemaRows.ts';

const schemas = openRpc.components.schemas as unknown as Record<string, SchemaNode>;
const method = (name: string) => {
  const found = openRpc.methods.find((candidate) => candidate.name === `pidz.services.api.${name}`);
  if (!found) throw new Error(name);
  return found;
};

describe('schemaRows', () => {
  it('shows the params of addCalendarItem field by field, enums by their generated names', () => {
    const [params] = method('calendar:addCalendarItem').params;
    const rows = schemaRows(params?.schema as SchemaNode, schemas);
    const endMode = rows.find((row) => row.path === 'repeat.end_mode');
    expect(endMode).toMatchObject({ type: 'RepeatEndMode', required: true });
    expect(endMode?.values).toEqual([
      'RepeatEndMode.ONE_YEAR = 0',
      'RepeatEndMode.SET_AMOUNT = 1',
      'RepeatEndMode.ON_DATE = 2',
    ]);
    expect(rows.find((row) => row.path === 'repeat')).toMatchObject({
      type: 'RepeatInput',
      required: false,
    });
    expect(rows.find((row) => row.path === 'repeat.amount')?.limits).toEqual(['min 1']);
  });

  it('shows a list result by its members’ fields', () => {
    const rows = schemaRows(
      method('calendar:getAvailability').result.schema as SchemaNode,
      schemas,
    );
    expect(rows[0]).toMatchObject({ path: '', type: 'CalendarItem[]' });
    expect(rows.map((row) => row.path)).toContain('items[].repeat.first_item.start');
  });
});
