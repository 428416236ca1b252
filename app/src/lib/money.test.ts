import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatEuro, parseCents, toCents } from './money';

/** The text with its no-break spaces as plain spaces, for readable expectations. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('amounts the Dutch way', () => {
  it('formats euros with a thousands dot and a decimal comma', () => {
    expect(plain(formatEuro(1234.5))).toBe('€ 1.234,50');
    expect(plain(formatEuro(24.2))).toBe('€ 24,20');
    expect(plain(formatEuro(0))).toBe('€ 0,00');
    expect(plain(formatEuro(1_000_000))).toBe('€ 1.000.000,00');
    expect(plain(formatCents(-1200))).toBe('€ -12,00');
  });

  it('keeps the euro sign with its number (a no-break space)', () => {
    expect(formatEuro(1)).toBe('€\u00a01,00');
  });

  it('rounds a float of the contract to whole cents', () => {
    expect(toCents(1296.75)).toBe(129675);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(2104.5)).toBe(210450);
  });

  it('reads Dutch amounts and refuses what is none', () => {
    expect(parseCents('€ 1.234,50')).toBe(123450);
    expect(parseCents('1234,50')).toBe(123450);
    expect(parseCents('12')).toBe(1200);
    expect(parseCents('-12,05')).toBe(-1205);
    for (const text of ['', '€', '1,5', '1.23,00', '12.50', 'abc', '1,234']) {
      expect(parseCents(text)).toBeNull();
    }
  });

  it('formats any cents value so that it reads back the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const text = formatCents(cents);
        expect(text).toMatch(/^€\u00a0-?\d{1,3}(\.\d{3})*,\d{2}$/);
        expect(parseCents(text)).toBe(cents);
      }),
    );
  });
});
