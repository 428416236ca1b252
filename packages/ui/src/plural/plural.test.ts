import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plural } from './plural';

const items = { one: '1 item', other: (n: number) => `${n} items` };

describe('plural', () => {
  it('takes the one form for 1 and the other form for 0, 2 and more', () => {
    expect(plural(1, items)).toBe('1 item');
    expect(plural(0, items)).toBe('0 items');
    expect(plural(2, items)).toBe('2 items');
    expect(plural(1000, items)).toBe('1000 items');
  });

  it('takes the zero form for 0 only, when there is one', () => {
    const withZero = { ...items, zero: 'geen items' };
    expect(plural(0, withZero)).toBe('geen items');
    expect(plural(1, withZero)).toBe('1 item');
    expect(plural(3, withZero)).toBe('3 items');
  });

  it('gives a form written as text as it is', () => {
    const files = { one: 'Het volgende bestand is', other: 'De volgende bestanden zijn' };
    expect(plural(1, files)).toBe('Het volgende bestand is');
    expect(plural(4, files)).toBe('De volgende bestanden zijn');
  });

  it('takes the one form for count 1 and the other form for every other count', () => {
    const forms = { one: 'one', other: (n: number) => `other ${n}` };
    fc.assert(
      fc.property(fc.nat(), (count) => {
        expect(plural(count, forms)).toBe(count === 1 ? 'one' : `other ${count}`);
      }),
    );
  });
});
