import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { itemsByDay } from './placement';
import { rememberedItemsByDay } from './rememberedPlacement';
import { item } from './testArbitraries';

const november = { first: new CalendarDate(2026, 10, 26), last: new CalendarDate(2026, 12, 6) };
const december = { first: new CalendarDate(2026, 11, 30), last: new CalendarDate(2027, 1, 10) };

describe('the placement of a loaded array of items, remembered', () => {
  const items = [
    item('2026-11-23T22:00:00+01:00', '2026-11-24T07:00:00+01:00'),
    item('2026-11-30T08:00:00+01:00', '2026-11-30T17:00:00+01:00', { id: 2 }),
  ];

  it('places the items as itemsByDay does', () => {
    expect(rememberedItemsByDay(items, november)).toEqual(itemsByDay(items, november));
    expect(rememberedItemsByDay(items)).toEqual(itemsByDay(items));
  });

  it('gives the same placement for the same array on the same days, once placed', () => {
    const first = rememberedItemsByDay(items, november);
    expect(rememberedItemsByDay(items, { ...november })).toBe(first);
  });

  it('places again on other days, or for another array', () => {
    const first = rememberedItemsByDay(items, november);
    const other = rememberedItemsByDay(items, december);
    expect(other).not.toBe(first);
    expect(other).toEqual(itemsByDay(items, december));
    expect(rememberedItemsByDay([...items], november)).not.toBe(first);
  });
});
