import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  atWallClock,
  dayKey,
  daysBetween,
  isoWeekday,
  mondayOf,
  startOfDayInstant,
  startOfDayIso,
  toIsoDateTime,
} from './days.ts';

describe('days in Amsterdam', () => {
  it('writes a moment as the contract carries it, with its offset', () => {
    expect(toIsoDateTime(atWallClock(new CalendarDate(2026, 3, 2), 7))).toBe(
      '2026-03-02T07:00:00+01:00',
    );
    expect(toIsoDateTime(atWallClock(new CalendarDate(2026, 7, 2), 7, 30))).toBe(
      '2026-07-02T07:30:00+02:00',
    );
  });

  it('moves a wall-clock time in the spring gap forward, and takes the first of a doubled hour', () => {
    expect(toIsoDateTime(atWallClock(new CalendarDate(2026, 3, 29), 2, 30))).toBe(
      '2026-03-29T03:30:00+02:00',
    );
    expect(toIsoDateTime(atWallClock(new CalendarDate(2026, 10, 25), 2, 30))).toBe(
      '2026-10-25T02:30:00+02:00',
    );
  });

  it('starts a day at Amsterdam midnight, also on the days the clocks change', () => {
    const autumn = new CalendarDate(2026, 10, 25);
    expect(startOfDayIso(autumn)).toBe('2026-10-25T00:00:00+02:00');
    expect(startOfDayIso(autumn.add({ days: 1 }))).toBe('2026-10-26T00:00:00+01:00');
    expect(startOfDayInstant(autumn.add({ days: 1 })) - startOfDayInstant(autumn)).toBe(
      25 * 3_600_000,
    );
  });

  it('counts ISO weekdays and weeks from Monday', () => {
    const saturday = new CalendarDate(2026, 11, 21);
    expect(isoWeekday(saturday)).toBe(6);
    expect(isoWeekday(new CalendarDate(2026, 11, 22))).toBe(7);
    expect(mondayOf(saturday)).toEqual(new CalendarDate(2026, 11, 16));
    expect(dayKey(saturday)).toBe('2026-11-21');
    expect(daysBetween(saturday, new CalendarDate(2026, 12, 1))).toBe(10);
    expect(daysBetween(saturday, new CalendarDate(2026, 11, 20))).toBe(-1);
  });
});
