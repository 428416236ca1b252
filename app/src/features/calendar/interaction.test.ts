import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { dayForKey } from './month/MonthGrid';
import { swipeDirection } from './useSwipe';

describe('swipeDirection', () => {
  it('changes period only beyond 10 px horizontally', () => {
    expect(swipeDirection(-10, 0)).toBeUndefined();
    expect(swipeDirection(-11, 0)).toBe('next');
    expect(swipeDirection(11, 2)).toBe('previous');
  });
  it('leaves a vertical scroll alone', () => {
    expect(swipeDirection(-40, 80)).toBeUndefined();
    expect(swipeDirection(30, -30)).toBeUndefined();
  });
});

describe('dayForKey (the month grid keys)', () => {
  const wednesday = new CalendarDate(2026, 11, 18);
  it('moves by day, week, week start/end and month', () => {
    expect(dayForKey('ArrowLeft', wednesday, 3)?.toString()).toBe('2026-11-17');
    expect(dayForKey('ArrowRight', wednesday, 3)?.toString()).toBe('2026-11-19');
    expect(dayForKey('ArrowUp', wednesday, 3)?.toString()).toBe('2026-11-11');
    expect(dayForKey('ArrowDown', wednesday, 3)?.toString()).toBe('2026-11-25');
    expect(dayForKey('Home', wednesday, 3)?.toString()).toBe('2026-11-16');
    expect(dayForKey('End', wednesday, 3)?.toString()).toBe('2026-11-22');
    expect(dayForKey('PageUp', wednesday, 3)?.toString()).toBe('2026-10-18');
    expect(dayForKey('PageDown', new CalendarDate(2027, 1, 31), 7)?.toString()).toBe('2027-02-28');
    expect(dayForKey('a', wednesday, 3)).toBeUndefined();
  });
});
