import { CalendarDate, endOfMonth } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjacentRanges, gridWeeks, visibleDays, visibleRange } from './grid';
import { periodOf, type Period } from './period';
import { dayArbitrary } from './testArbitraries';

const november2026: Period = { view: 'month', year: 2026, month: 11 };
const today = new CalendarDate(2026, 11, 21);

describe('the month grid', () => {
  it('shows 6 weeks of 7 days from the Monday on or before the 1st', () => {
    const days = visibleDays(november2026, today);
    expect(days).toHaveLength(42);
    expect(days[0]?.key).toBe('2026-10-26');
    expect(days[0]?.isOutsidePeriod).toBe(true);
    expect(days[6]).toMatchObject({ key: '2026-11-01', isOutsidePeriod: false, weekday: 7 });
    expect(days.at(-1)).toMatchObject({ key: '2026-12-06', isOutsidePeriod: true, weekday: 7 });
    expect(days.filter((day) => day.isToday).map((day) => day.key)).toEqual(['2026-11-21']);
    expect(gridWeeks(days).map((week) => week.length)).toEqual([7, 7, 7, 7, 7, 7]);
  });

  it('starts on the 1st when the month starts on a Monday', () => {
    const june2026 = visibleDays({ view: 'month', year: 2026, month: 6 }, today);
    expect(june2026[0]?.key).toBe('2026-06-01');
  });

  it('holds the whole month, Monday first, for any month', () => {
    fc.assert(
      fc.property(dayArbitrary(), dayArbitrary(), (inMonth, now) => {
        const period = periodOf('month', inMonth);
        const days = visibleDays(period, now);
        const first = new CalendarDate(inMonth.year, inMonth.month, 1);
        expect(days).toHaveLength(42);
        expect(days[0]?.weekday).toBe(1);
        days.forEach((day, index) => {
          expect(day.date).toEqual(days[0]?.date.add({ days: index }));
          const inside = day.date.compare(first) >= 0 && day.date.compare(endOfMonth(first)) <= 0;
          expect(day.isOutsidePeriod).toBe(!inside);
          expect(day.isToday).toBe(day.date.compare(now) === 0);
        });
        expect(days.filter((day) => !day.isOutsidePeriod)).toHaveLength(endOfMonth(first).day);
      }),
    );
  });
});

describe('the range to load', () => {
  it('runs from 00:00 of the first grid day to 24:00 of the last, in Amsterdam', () => {
    expect(visibleRange(november2026)).toEqual({
      start: '2026-10-26T00:00:00+01:00',
      end: '2026-12-07T00:00:00+01:00',
    });
    // October 2026: the grid starts in summer time and ends in winter time.
    expect(visibleRange({ view: 'month', year: 2026, month: 10 })).toEqual({
      start: '2026-09-28T00:00:00+02:00',
      end: '2026-11-09T00:00:00+01:00',
    });
  });

  it('covers the 7 days of a week, across a clock change too', () => {
    expect(visibleRange({ view: 'week', weekYear: 2026, week: 13 })).toEqual({
      start: '2026-03-23T00:00:00+01:00',
      end: '2026-03-30T00:00:00+02:00',
    });
    const days = visibleDays({ view: 'week', weekYear: 2026, week: 13 }, today);
    expect(days.map((day) => day.key)).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(days.some((day) => day.isOutsidePeriod)).toBe(false);
  });

  it('gives the ranges of the previous and next period for prefetching', () => {
    const week: Period = { view: 'week', weekYear: 2026, week: 47 };
    const { previous, next } = adjacentRanges(week);
    expect(previous.end).toBe(visibleRange(week).start);
    expect(next.start).toBe(visibleRange(week).end);
    expect(adjacentRanges(november2026)).toEqual({
      previous: visibleRange({ view: 'month', year: 2026, month: 10 }),
      next: visibleRange({ view: 'month', year: 2026, month: 12 }),
    });
  });

  it('lasts exactly the days shown, each 23, 24 or 25 hours', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('month', 'week') as fc.Arbitrary<'month' | 'week'>,
        dayArbitrary(),
        (view, day) => {
          const period = periodOf(view, day);
          const { start, end } = visibleRange(period);
          const hours = (Date.parse(end) - Date.parse(start)) / 3_600_000;
          const dayCount = view === 'month' ? 42 : 7;
          expect(Math.abs(hours - dayCount * 24)).toBeLessThanOrEqual(1);
          expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+0[12]:00$/);
          expect(end).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+0[12]:00$/);
        },
      ),
    );
  });
});
