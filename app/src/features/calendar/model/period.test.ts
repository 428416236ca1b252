import { CalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_YEARS,
  Navigation,
  canNavigate,
  defaultDayOf,
  isoWeekOf,
  isoWeeksInYear,
  mondayOfIsoWeek,
  navigate,
  periodContains,
  periodDays,
  periodOf,
  periodSegments,
  resolveCalendarRoute,
  weeksOfYear,
  type CalendarView,
  type Period,
} from './period';
import { isoWeekday } from '@pidz/ui';
import { dayArbitrary } from './testArbitraries';

const date = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new CalendarDate(year ?? 0, month ?? 0, day ?? 0);
};
const today = date('2026-11-21');
const viewArbitrary = fc.constantFrom<CalendarView>('month', 'week');
const periodArbitrary = fc
  .tuple(viewArbitrary, dayArbitrary())
  .map(([view, day]) => periodOf(view, day));

describe('ISO weeks', () => {
  it('counts weeks from the week of the first Thursday', () => {
    expect(isoWeekOf(date('2026-11-21'))).toEqual({ weekYear: 2026, week: 47 });
    expect(isoWeekOf(date('2026-01-01'))).toEqual({ weekYear: 2026, week: 1 });
    expect(isoWeekOf(date('2025-12-29'))).toEqual({ weekYear: 2026, week: 1 });
    expect(isoWeekOf(date('2027-01-03'))).toEqual({ weekYear: 2026, week: 53 });
    expect(isoWeekOf(date('2027-01-04'))).toEqual({ weekYear: 2027, week: 1 });
    expect(isoWeekOf(date('2021-01-03'))).toEqual({ weekYear: 2020, week: 53 });
  });

  it('knows the years with 53 weeks', () => {
    expect([2020, 2021, 2026, 2027, 2032].map(isoWeeksInYear)).toEqual([53, 52, 53, 52, 53]);
  });

  it('lists the weeks of a year for the Week dropdown', () => {
    const weeks = weeksOfYear(2026);
    expect(weeks).toHaveLength(53);
    expect(weeks[0]).toEqual({ week: 1, start: date('2025-12-29'), end: date('2026-01-04') });
    expect(weeks.at(-1)).toEqual({ week: 53, start: date('2026-12-28'), end: date('2027-01-03') });
    expect(weeksOfYear(2027)).toHaveLength(52);
  });

  it('puts every day in the week that runs from its Monday to its Sunday', () => {
    fc.assert(
      fc.property(dayArbitrary(), (day) => {
        const { weekYear, week } = isoWeekOf(day);
        const monday = mondayOfIsoWeek(weekYear, week);
        expect(isoWeekday(monday)).toBe(1);
        expect(day.compare(monday)).toBeGreaterThanOrEqual(0);
        expect(day.compare(monday)).toBeLessThan(7);
        expect(week).toBeGreaterThanOrEqual(1);
        expect(week).toBeLessThanOrEqual(isoWeeksInYear(weekYear));
      }),
    );
  });

  it('lists weeks that follow each other without gaps, from one year into the next', () => {
    fc.assert(
      fc.property(fc.integer({ min: CALENDAR_YEARS.min, max: CALENDAR_YEARS.max - 1 }), (year) => {
        const weeks = weeksOfYear(year);
        weeks.forEach((entry, index) => {
          expect(entry.week).toBe(index + 1);
          expect(entry.end.compare(entry.start)).toBe(6);
          expect(isoWeekOf(entry.start)).toEqual({ weekYear: year, week: index + 1 });
        });
        expect(weeks.at(-1)?.end.add({ days: 1 })).toEqual(weeksOfYear(year + 1)[0]?.start);
      }),
      { numRuns: 40 },
    );
  });
});

describe('periods', () => {
  it('names the spec numbers', () => {
    expect(Navigation).toEqual({ NEXT: 1, PREV: 2 });
  });

  it('finds the month, or the ISO week and its week-year, of a day', () => {
    expect(periodOf('month', today)).toEqual({ view: 'month', year: 2026, month: 11 });
    expect(periodOf('week', today)).toEqual({ view: 'week', weekYear: 2026, week: 47 });
    expect(periodOf('week', date('2027-01-02'))).toEqual({
      view: 'week',
      weekYear: 2026,
      week: 53,
    });
  });

  it('steps to the previous and next month and week', () => {
    const month = periodOf('month', date('2026-12-15'));
    expect(navigate(month, Navigation.NEXT)).toEqual({ view: 'month', year: 2027, month: 1 });
    expect(navigate(month, Navigation.PREV)).toEqual({ view: 'month', year: 2026, month: 11 });
    const week = periodOf('week', date('2026-12-30'));
    expect(navigate(week, Navigation.NEXT)).toEqual({ view: 'week', weekYear: 2027, week: 1 });
    expect(navigate(week, Navigation.PREV)).toEqual({ view: 'week', weekYear: 2026, week: 52 });
  });

  it('stops at the ends of the calendar years', () => {
    const last = periodOf('month', new CalendarDate(CALENDAR_YEARS.max, 12, 31));
    expect(canNavigate(last, Navigation.NEXT)).toBe(false);
    expect(navigate(last, Navigation.NEXT)).toBe(last);
    const first: Period = { view: 'week', weekYear: CALENDAR_YEARS.min, week: 1 };
    expect(canNavigate(first, Navigation.PREV)).toBe(false);
    expect(canNavigate(first, Navigation.NEXT)).toBe(true);
  });

  it('steps to the adjoining period, and back', () => {
    fc.assert(
      fc.property(periodArbitrary, (period: Period) => {
        const next = navigate(period, Navigation.NEXT);
        expect(periodDays(next).first).toEqual(periodDays(period).last.add({ days: 1 }));
        expect(navigate(next, Navigation.PREV)).toEqual(period);
      }),
    );
  });

  it('opens on today when the period holds it, else on its first day', () => {
    expect(defaultDayOf(periodOf('month', today), today)).toEqual(today);
    expect(defaultDayOf({ view: 'month', year: 2026, month: 12 }, today)).toEqual(
      date('2026-12-01'),
    );
    expect(defaultDayOf({ view: 'week', weekYear: 2026, week: 53 }, today)).toEqual(
      date('2026-12-28'),
    );
  });
});

describe('reading the route parameters', () => {
  it('takes missing parts from today', () => {
    expect(resolveCalendarRoute('month', [], today)).toEqual({
      location: { period: { view: 'month', year: 2026, month: 11 }, day: today, hasDay: false },
      canonicalSegments: [],
      isCanonical: true,
    });
    expect(resolveCalendarRoute('month', ['2027'], today).location).toEqual({
      period: { view: 'month', year: 2027, month: 11 },
      day: date('2027-11-01'),
      hasDay: false,
    });
    expect(resolveCalendarRoute('week', [], today).location.period).toEqual({
      view: 'week',
      weekYear: 2026,
      week: 47,
    });
    // Week 53 of today does not exist in 2027: the last week is taken.
    expect(resolveCalendarRoute('week', ['2027'], date('2026-12-31')).location.period).toEqual({
      view: 'week',
      weekYear: 2027,
      week: 52,
    });
  });

  it('reads a full month and week URL', () => {
    expect(resolveCalendarRoute('month', ['2026', '2', '28'], today)).toEqual({
      location: {
        period: { view: 'month', year: 2026, month: 2 },
        day: date('2026-02-28'),
        hasDay: true,
      },
      canonicalSegments: ['2026', '2', '28'],
      isCanonical: true,
    });
    // The day of a week is a day of the month of one of its days: 2 January 2027 in week 53.
    expect(resolveCalendarRoute('week', ['2026', '53', '2'], today).location).toEqual({
      period: { view: 'week', weekYear: 2026, week: 53 },
      day: date('2027-01-02'),
      hasDay: true,
    });
  });

  it('drops an invalid part and those after it', () => {
    const cases: [CalendarView, string[], string[]][] = [
      ['month', ['2026', '13', '1'], ['2026']],
      ['month', ['2026', '2', '29'], ['2026', '2']],
      ['month', ['3000', '1'], []],
      ['month', ['1969'], []],
      ['month', ['2026', '0'], ['2026']],
      ['week', ['2027', '53'], ['2027']],
      ['week', ['2026', '47', '25'], ['2026', '47']],
      ['week', ['2026', '0', '1'], ['2026']],
    ];
    for (const [view, segments, canonical] of cases) {
      const resolved = resolveCalendarRoute(view, segments, today);
      expect(resolved.canonicalSegments, segments.join('/')).toEqual(canonical);
      expect(resolved.isCanonical).toBe(false);
    }
  });

  it('writes numbers without leading zeros', () => {
    const resolved = resolveCalendarRoute('month', ['2026', '03', '07'], today);
    expect(resolved.canonicalSegments).toEqual(['2026', '3', '7']);
    expect(resolved.isCanonical).toBe(false);
    expect(resolved.location.day).toEqual(date('2026-03-07'));
  });

  it('reads back the segments it writes, for any period and day', () => {
    fc.assert(
      fc.property(periodArbitrary, fc.integer({ min: 0, max: 30 }), (period, offset) => {
        const { first, last } = periodDays(period);
        const day = first.add({ days: Math.min(offset, last.compare(first)) });
        const segments = periodSegments(period, day);
        const resolved = resolveCalendarRoute(period.view, segments, today);
        expect(resolved.isCanonical).toBe(true);
        expect(resolved.location).toEqual({ period, day, hasDay: true });
        expect(periodContains(period, day)).toBe(true);
      }),
    );
  });

  it('always lands on a valid period whatever the numbers', () => {
    fc.assert(
      fc.property(
        viewArbitrary,
        fc.array(fc.nat({ max: 10_000 }).map(String), { maxLength: 3 }),
        dayArbitrary(new CalendarDate(2000, 1, 1), new CalendarDate(2090, 12, 31)),
        (view, segments, now) => {
          const { location, canonicalSegments } = resolveCalendarRoute(view, segments, now);
          expect(periodContains(location.period, location.day)).toBe(true);
          const again = resolveCalendarRoute(view, canonicalSegments, now);
          expect(again.isCanonical).toBe(true);
          expect(again.location.period).toEqual(location.period);
        },
      ),
    );
  });
});
