import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { parseIsoDate, toIsoDate } from './isoDate';

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
