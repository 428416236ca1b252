import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { parseIsoDateRange, toIsoDateRange } from './isoDateRange';

describe('ISO date ranges', () => {
  it('converts both ends and back', () => {
    const range = parseIsoDateRange({ start: '2024-03-01', end: '2024-03-31' });
    expect(range).toEqual({
      start: new CalendarDate(2024, 3, 1),
      end: new CalendarDate(2024, 3, 31),
    });
    expect(toIsoDateRange(range)).toEqual({ start: '2024-03-01', end: '2024-03-31' });
  });

  it('gives null when the range is absent or either end does not parse', () => {
    expect(parseIsoDateRange(null)).toBeNull();
    expect(parseIsoDateRange(undefined)).toBeNull();
    expect(parseIsoDateRange({ start: '2024-03-01', end: '' })).toBeNull();
    expect(parseIsoDateRange({ start: 'maart', end: '2024-03-31' })).toBeNull();
    expect(toIsoDateRange(null)).toBeNull();
  });
});
