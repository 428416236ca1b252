import { CalendarDate } from '@internationalized/date';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseIsoDate, toIsoDate, todayIsoDate } from './isoDate';

describe('ISO dates', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

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

  it("gives today's date in Amsterdam, not in the machine's zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Amsterdam (UTC+1).
    vi.useFakeTimers({ now: new Date('2024-12-31T23:30:00Z') });
    expect(todayIsoDate()).toBe('2025-01-01');
    expect(todayIsoDate('UTC')).toBe('2024-12-31');
  });
});
