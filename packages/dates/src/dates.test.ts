import { CalendarDate } from '@internationalized/date';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  crossesMidnight,
  currentYear,
  formatDate,
  formatShortDate,
  formatTime,
  formatTimeWithSeconds,
  formatTimeRange,
  fromInstant,
  isBrowserOutsideAppTimeZone,
  monthName,
  parseInstant,
  toAppZone,
  todayInAppZone,
  todayIsoDate,
} from './dates.ts';

describe('dates in nl-NL, Europe/Amsterdam', () => {
  it('formats a date-only value on its own day', () => {
    expect(formatDate('2026-11-21')).toBe('21 november 2026');
    expect(formatShortDate('2026-01-05')).toBe('05-01-2026');
    expect(formatShortDate('2026-03-05')).toBe('05-03-2026');
  });

  it('shows a moment in Amsterdam time, whatever its offset', () => {
    expect(formatTime('2026-07-01T06:30:00Z')).toBe('08:30');
    expect(formatTime('2026-12-01T23:15:00Z')).toBe('00:15');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1 januari 2027');
    expect(formatDate('2026-06-30T23:30:00Z')).toBe('1 juli 2026');
    expect(formatTime(new Date('2026-07-01T06:30:00Z'))).toBe('08:30');
  });

  it('shows a moment to the second in Amsterdam time', () => {
    expect(formatTimeWithSeconds('2026-07-01T06:30:15Z')).toBe('08:30:15');
    expect(formatTimeWithSeconds(new Date('2026-12-01T23:05:07Z'))).toBe('00:05:07');
    expect(formatTimeWithSeconds(new Date(Number.NaN))).toBe('');
  });

  it('reads negative offsets with minutes (parseAbsolute alone gets them wrong)', () => {
    expect(formatTime('2026-07-01T03:00:00-03:30')).toBe('08:30');
    expect(formatTime('2026-07-01T06:15:00-00:15')).toBe('08:30');
    expect(formatTime('2026-07-01T06:30:00+0000')).toBe('08:30');
    expect(formatTime('2026-07-01T08:30:00+02')).toBe('08:30');
  });

  it('takes a date-time without offset as Amsterdam wall-clock time', () => {
    expect(formatTime('2026-07-01T08:30:00')).toBe('08:30');
    expect(toAppZone('2026-07-01T08:30:00')?.toAbsoluteString()).toBe('2026-07-01T06:30:00.000Z');
  });

  it('returns text that is no date unchanged', () => {
    expect(formatShortDate('onbekend')).toBe('onbekend');
    expect(formatDate('onbekend')).toBe('onbekend');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatTime(new Date(Number.NaN))).toBe('');
    expect(toAppZone('onbekend')).toBeNull();
  });

  it('names months in Dutch', () => {
    expect(monthName(3)).toBe('maart');
    expect(monthName(11)).toBe('november');
  });

  it('flags a browser outside Europe/Amsterdam', () => {
    expect(isBrowserOutsideAppTimeZone('Europe/Amsterdam')).toBe(false);
    expect(isBrowserOutsideAppTimeZone('America/Curacao')).toBe(true);
  });
});

describe('the current year', () => {
  it('is the year in Amsterdam, also on New Year’s Eve in UTC', () => {
    expect(currentYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(currentYear(new Date('2026-06-01T12:00:00Z'))).toBe(2026);
  });
});

describe('today', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives today's date in Amsterdam, not in the machine's zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Amsterdam (UTC+1).
    vi.useFakeTimers({ now: new Date('2024-12-31T23:30:00Z') });
    expect(todayIsoDate()).toBe('2025-01-01');
    expect(todayInAppZone()).toEqual(new CalendarDate(2025, 1, 1));
  });

  it('takes a given moment as now', () => {
    expect(todayInAppZone(new Date('2026-06-30T22:30:00Z'))).toEqual(new CalendarDate(2026, 7, 1));
    expect(todayInAppZone(new Date('2026-06-30T21:30:00Z'))).toEqual(new CalendarDate(2026, 6, 30));
  });
});

describe('instants', () => {
  it('reads an ISO date-time with offset as its Amsterdam wall clock', () => {
    const summer = parseInstant('2026-07-01T08:30:00+02:00');
    expect([summer.hour, summer.minute, summer.offset]).toEqual([8, 30, 2 * 3_600_000]);
    expect(parseInstant('2026-01-15T06:30:00Z').hour).toBe(7);
  });

  it('reads negative offsets with minutes (parseAbsolute alone gets them wrong)', () => {
    expect(parseInstant('2026-07-01T03:00:00-03:30').toAbsoluteString()).toBe(
      '2026-07-01T06:30:00.000Z',
    );
    expect(parseInstant('2026-07-01T06:15:00-00:15').toAbsoluteString()).toBe(
      '2026-07-01T06:30:00.000Z',
    );
  });

  it('refuses text that is no instant', () => {
    expect(() => parseInstant('2026-07-01T08:30:00')).toThrow(RangeError);
    expect(() => parseInstant('onbekend')).toThrow(RangeError);
  });

  it('puts an epoch-millisecond instant in Amsterdam', () => {
    const instant = Date.parse('2026-10-25T01:30:00Z');
    expect(fromInstant(instant).toString()).toBe('2026-10-25T02:30:00+01:00[Europe/Amsterdam]');
    expect(fromInstant(instant).toDate().getTime()).toBe(instant);
  });
});

describe('formatTimeRange', () => {
  it('shows the times in Amsterdam in winter (UTC+1)', () => {
    expect(formatTimeRange('2026-01-15T06:30:00Z', '2026-01-15T15:00:00Z')).toBe('07:30–16:00');
  });

  it('shows the times in Amsterdam in summer (UTC+2), whatever offset the input has', () => {
    expect(formatTimeRange('2026-07-01T08:00:00+02:00', '2026-07-01T14:45:00Z')).toBe(
      '08:00–16:45',
    );
  });

  it('writes midnight as 00:00', () => {
    expect(formatTimeRange('2026-01-15T22:00:00Z', '2026-01-16T06:00:00Z')).toBe('23:00–07:00');
    expect(formatTimeRange('2026-01-15T16:00:00+01:00', '2026-01-16T00:00:00+01:00')).toBe(
      '16:00–00:00',
    );
  });
});

describe('crossesMidnight', () => {
  it('is true for a night shift', () => {
    expect(crossesMidnight('2026-03-10T23:00:00+01:00', '2026-03-11T07:00:00+01:00')).toBe(true);
  });

  it('is false for a day shift', () => {
    expect(crossesMidnight('2026-03-10T07:00:00+01:00', '2026-03-10T15:00:00+01:00')).toBe(false);
  });

  it('is false for a shift ending at exactly midnight', () => {
    expect(crossesMidnight('2026-03-10T16:00:00+01:00', '2026-03-11T00:00:00+01:00')).toBe(false);
  });

  it('judges midnight in Amsterdam, not in UTC', () => {
    // 23:30 UTC is already the next day in Amsterdam: this shift stays within one Amsterdam day.
    expect(crossesMidnight('2026-03-10T23:30:00Z', '2026-03-11T06:00:00Z')).toBe(false);
  });

  it('is true for a night over the change to summer time', () => {
    // 22:00 CET to 07:00 CEST on 29 March 2026: 8 hours, past midnight.
    expect(crossesMidnight('2026-03-28T22:00:00+01:00', '2026-03-29T07:00:00+02:00')).toBe(true);
  });

  it('is false when a value is no date', () => {
    expect(crossesMidnight('onbekend', '2026-03-11T07:00:00+01:00')).toBe(false);
  });
});
