import { Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { parseHHmm, toHHmm } from './hhmm';

describe('HH:mm times', () => {
  it('parses HH:mm and formats it back with leading zeros', () => {
    const time = parseHHmm('07:05');
    expect(time).toEqual(new Time(7, 5));
    expect(toHHmm(time)).toBe('07:05');
  });

  it('drops seconds when formatting', () => {
    expect(toHHmm(parseHHmm('23:59:30'))).toBe('23:59');
  });

  it('gives null for empty, null and unparsable input', () => {
    expect(parseHHmm('')).toBeNull();
    expect(parseHHmm(null)).toBeNull();
    expect(parseHHmm('9 uur')).toBeNull();
    expect(parseHHmm('25:00')).toBeNull();
    expect(toHHmm(null)).toBeNull();
  });
});
