import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isImpossibleIsoDate, parseIsoDate, toIsoDate, typedIsoDate } from './isoDate';

describe('ISO dates', () => {
  it('parses yyyy-MM-dd into a calendar date and back', () => {
    const date = parseIsoDate('2024-02-29');
    expect(date).toEqual(new CalendarDate(2024, 2, 29));
    expect(toIsoDate(date)).toBe('2024-02-29');
  });

  it('gives null for empty, null and unparsable input', () => {
    expect(parseIsoDate('')).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
    expect(parseIsoDate(undefined)).toBeNull();
    expect(parseIsoDate('29-02-2024')).toBeNull();
    expect(toIsoDate(null)).toBeNull();
  });
});

/** Days in a month, from the platform's own calendar (day 0 of the next month). */
function daysInMonth(year: number, month: number): number {
  const date = new Date(Date.UTC(2000, month, 0));
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

describe('dates that do not exist', () => {
  it('refuses 31-02-1990, 31-04-2020, 30-02-2020 and 29-02-2021 and takes 29-02-2020', () => {
    for (const typed of ['1990-02-31', '2020-04-31', '2020-02-30', '2021-02-29']) {
      expect(isImpossibleIsoDate(typed)).toBe(true);
      expect(parseIsoDate(typed)).toBeNull();
    }
    expect(isImpossibleIsoDate('2020-02-29')).toBe(false);
    expect(isImpossibleIsoDate('1990-13-01')).toBe(false); // not a typed day: no 13th month
    expect(isImpossibleIsoDate(null)).toBe(false);
  });

  it('never gives another date than the one typed: a day its month lacks is refused, not rolled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const typed = typedIsoDate(year, month, day);
          const exists = day <= daysInMonth(year, month);
          expect(isImpossibleIsoDate(typed)).toBe(!exists);
          const parsed = parseIsoDate(typed);
          if (exists) expect(toIsoDate(parsed)).toBe(typed);
          else expect(parsed).toBeNull();
        },
      ),
      { numRuns: 2000 },
    );
  });
});
