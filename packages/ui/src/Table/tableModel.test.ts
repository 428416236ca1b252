import { describe, expect, it } from 'vitest';
import { cellText, groupColumns } from './tableModel';

const columns = ['a', 'b', 'c', 'd', 'e'];

describe('groupColumns', () => {
  it('puts all columns in one run without a header when there are no groups', () => {
    expect(groupColumns(columns, [])).toEqual([{ label: null, columns }]);
  });

  it('splits the columns by span, in order', () => {
    expect(
      groupColumns(columns, [
        { label: 'Periode', span: 2 },
        { label: 'Tarief', span: 3 },
      ]),
    ).toEqual([
      { label: 'Periode', columns: ['a', 'b'] },
      { label: 'Tarief', columns: ['c', 'd', 'e'] },
    ]);
  });

  it('leaves the columns after the last group without a header', () => {
    expect(groupColumns(columns, [{ label: 'Periode', span: 2 }])).toEqual([
      { label: 'Periode', columns: ['a', 'b'] },
      { label: null, columns: ['c', 'd', 'e'] },
    ]);
  });

  it('clamps spans to the columns left and drops groups that get none', () => {
    expect(
      groupColumns(columns, [
        { label: 'Alles', span: 9 },
        { label: 'Leeg', span: 1 },
      ]),
    ).toEqual([{ label: 'Alles', columns }]);
  });

  it('gives a group at least one column', () => {
    expect(groupColumns(['a', 'b'], [{ label: 'Nul', span: 0 }])).toEqual([
      { label: 'Nul', columns: ['a'] },
      { label: null, columns: ['b'] },
    ]);
  });
});

describe('cellText', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['Utrecht', 'Utrecht'],
    [42, '42'],
    [0, '0'],
    [false, 'false'],
  ])('shows %j as %j', (value, text) => {
    expect(cellText(value)).toBe(text);
  });
});
