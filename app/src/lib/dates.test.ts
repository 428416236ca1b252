import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatShortDate,
  formatTime,
  isBrowserOutsideAppTimeZone,
  monthName,
  currentYear,
} from './dates';

describe('dates in nl-NL, Europe/Amsterdam', () => {
  it('formats a date-only value on its own day', () => {
    expect(formatDate('2026-11-21')).toBe('21 november 2026');
    expect(formatShortDate('2026-01-05')).toBe('05-01-2026');
  });

  it('shows a moment in Amsterdam time, whatever its offset', () => {
    expect(formatTime('2026-07-01T06:30:00Z')).toBe('08:30');
    expect(formatTime('2026-12-01T23:15:00Z')).toBe('00:15');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1 januari 2027');
  });

  it('names months in Dutch', () => {
    expect(monthName(3)).toBe('maart');
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
