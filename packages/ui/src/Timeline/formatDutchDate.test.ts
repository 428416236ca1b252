import { describe, expect, it } from 'vitest';
import { formatDutchDate } from './formatDutchDate';

describe('formatDutchDate', () => {
  it('formats a plain date numerically by default', () => {
    expect(formatDutchDate('2026-03-05')).toBe('05-03-2026');
  });

  it('writes the month out in the long style', () => {
    expect(formatDutchDate('2026-11-21', 'long')).toBe('21 november 2026');
  });

  it('shows an instant as its date in Amsterdam', () => {
    expect(formatDutchDate('2026-06-30T23:30:00Z', 'long')).toBe('1 juli 2026');
  });

  it('returns text that is no date unchanged', () => {
    expect(formatDutchDate('onbekend')).toBe('onbekend');
  });
});
