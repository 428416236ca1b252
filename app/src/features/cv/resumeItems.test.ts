import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findEditableItem,
  isEditable,
  isRemoveOnly,
  newestFirst,
  sectionAttention,
} from './resumeItems';

const item = (id: number, status: 0 | 1 | 2 | 3 | 4) => ({ id, status });

describe('resume item rules', () => {
  it('locks approved and expired items, and leaves expired ones only to be removed', () => {
    expect([0, 1, 2, 3, 4].map((status) => isEditable(item(1, status as 0)))).toEqual([
      true,
      false,
      true,
      false,
      true,
    ]);
    expect([0, 1, 2, 3, 4].map((status) => isRemoveOnly(item(1, status as 0)))).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
  });

  it('says a section needs attention when empty, unless it is optional', () => {
    expect(sectionAttention([])).toBe('empty');
    expect(sectionAttention([], { isOptional: true })).toBeNull();
  });

  it('says a section needs attention when an item is declined, expired or nearing expiration', () => {
    expect(sectionAttention([item(1, 0), item(2, 1)])).toBeNull();
    expect(sectionAttention([item(1, 1), item(2, 2)])).toBe('items');
    expect(sectionAttention([item(1, 3)])).toBe('items');
    expect(sectionAttention([item(1, 4)], { isOptional: true })).toBe('items');
  });

  it('finds an editable item by its route id and refuses unknown, malformed and locked ids', () => {
    const items = [item(7, 0), item(8, 1), item(9, 3)];
    expect(findEditableItem(items, '7')).toEqual(item(7, 0));
    expect(findEditableItem(items, '8')).toBeUndefined();
    expect(findEditableItem(items, '9')).toBeUndefined();
    expect(findEditableItem(items, '70')).toBeUndefined();
    expect(findEditableItem(items, '7abc')).toBeUndefined();
    expect(findEditableItem(items, undefined)).toBeUndefined();
  });
});

describe('newestFirst', () => {
  it('puts later dates first and keeps the order of items on the same date', () => {
    const items = [
      { id: 1, date: '2019-05-01' },
      { id: 2, date: '2024-01-15' },
      { id: 3, date: '2021-09-01' },
      { id: 4, date: '2024-01-15' },
    ];
    expect(newestFirst(items, (item) => item.date).map((item) => item.id)).toEqual([2, 4, 3, 1]);
  });

  it('returns a permutation sorted by date, newest first', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.date({
            min: new Date('1970-01-01'),
            max: new Date('2099-12-31'),
            noInvalidDate: true,
          }),
        ),
        (dates) => {
          const days = dates.map((date) => date.toISOString().slice(0, 10));
          const sorted = newestFirst(days, (day) => day);
          expect([...sorted].sort()).toEqual([...days].sort());
          for (let index = 1; index < sorted.length; index += 1) {
            expect((sorted[index - 1] ?? '') >= (sorted[index] ?? '')).toBe(true);
          }
        },
      ),
    );
  });
});
