import { Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseHHmm, toHHmm, typeTimeDigit, type TimeSegment, type TypedDigits } from './hhmm';

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

describe('typing a time digit by digit', () => {
  const typeAll = (keys: readonly [TimeSegment, string][]) => {
    let typed: TypedDigits | null = null;
    let refused: TimeSegment | null = null;
    for (const [segment, digit] of keys) {
      const next = typeTimeDigit(typed, segment, digit);
      typed = next.typed;
      refused ??= next.refused;
    }
    return refused;
  };

  it('refuses the hour 99 (react-aria would make it 09:09) and 25, takes 23 and 09', () => {
    expect(
      typeAll([
        ['hour', '9'],
        ['minute', '9'],
      ]),
    ).toBe('hour');
    expect(
      typeAll([
        ['hour', '2'],
        ['hour', '5'],
      ]),
    ).toBe('hour');
    expect(
      typeAll([
        ['hour', '2'],
        ['hour', '3'],
      ]),
    ).toBeNull();
    expect(
      typeAll([
        ['hour', '0'],
        ['hour', '9'],
        ['minute', '3'],
        ['minute', '0'],
      ]),
    ).toBeNull();
  });

  it('refuses two digits above 23 as an hour and above 59 as minutes, whatever they are', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom<TimeSegment>('hour', 'minute'),
        (value, segment) => {
          const [first = '0', second = '0'] = String(value).padStart(2, '0');
          // After a first hour digit above 2, react-aria has moved on to the minutes.
          const secondSegment = segment === 'hour' && Number(first) > 2 ? 'minute' : segment;
          const refused = typeAll([
            [segment, first],
            [secondSegment, second],
          ]);
          expect(refused).toBe(value > (segment === 'hour' ? 23 : 59) ? segment : null);
        },
      ),
    );
  });
});
