import { describe, expect, it } from 'vitest';
import { findEditableItem, isEditable, isRemoveOnly, sectionAttention } from './resumeItems';

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
