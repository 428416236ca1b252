import { isoWeekday, mondayOf } from '@pidz/ui';
import { CalendarDate, endOfMonth } from '@internationalized/date';

/**
 * Periods: the month or ISO week the calendar shows, as its route parameters name it
 * (`/calendar/month/:year?/:month?/:day?`, `/calendar/week/:year?/:week?/:day?`, spec section 2),
 * and stepping from one to the next. Weeks are ISO weeks (Monday first, week 1 holds the year's
 * first Thursday) of Amsterdam days (spec section 9: 'also for week counts').
 */

/** The spec's navigation numbers (section 3): NEXT=1, PREV=2. */
export const Navigation = { NEXT: 1, PREV: 2 } as const;
export type Navigation = (typeof Navigation)[keyof typeof Navigation];

/** The two views, as their routes name them. */
export type CalendarView = 'month' | 'week';

/** A calendar month: `month` 1 to 12. */
export interface MonthPeriod {
  view: 'month';
  year: number;
  month: number;
}

/** An ISO week: `week` 1 to 52 or 53 of the ISO week-year `weekYear`. */
export interface WeekPeriod {
  view: 'week';
  weekYear: number;
  week: number;
}

export type Period = MonthPeriod | WeekPeriod;

/** The years the calendar can show; previous and next are disabled at the ends. */
export const CALENDAR_YEARS = { min: 1970, max: 2099 } as const;

/** An ISO week number with its ISO week-year (late December can be week 1 of the next year). */
export interface IsoWeek {
  weekYear: number;
  week: number;
}

/** The ISO week of a day: the week of its Thursday, counted from the first Thursday of the year. */
export function isoWeekOf(day: CalendarDate): IsoWeek {
  const thursday = day.add({ days: 4 - isoWeekday(day) });
  const dayOfYear = thursday.compare(new CalendarDate(thursday.year, 1, 1));
  return { weekYear: thursday.year, week: Math.floor(dayOfYear / 7) + 1 };
}

/** How many ISO weeks a week-year has: 53 when 28 December lies in week 53, else 52. */
export function isoWeeksInYear(weekYear: number): number {
  return isoWeekOf(new CalendarDate(weekYear, 12, 28)).week;
}

/** The Monday that starts ISO week `week` of `weekYear` (4 January is always in week 1). */
export function mondayOfIsoWeek(weekYear: number, week: number): CalendarDate {
  return mondayOf(new CalendarDate(weekYear, 1, 4)).add({ weeks: week - 1 });
}

/** One entry of the 'Week' dropdown: the screen shows it as 'Week n'. */
export interface WeekOption {
  week: number;
  /** Its Monday. */
  start: CalendarDate;
  /** Its Sunday. */
  end: CalendarDate;
}

/** The ISO weeks of a week-year, 1 to 52 or 53, for the 'Week' dropdown. */
export function weeksOfYear(weekYear: number): WeekOption[] {
  const first = mondayOfIsoWeek(weekYear, 1);
  return Array.from({ length: isoWeeksInYear(weekYear) }, (_, index) => ({
    week: index + 1,
    start: first.add({ weeks: index }),
    end: first.add({ weeks: index, days: 6 }),
  }));
}

/** The period of a view that contains a day. */
export function periodOf(view: CalendarView, day: CalendarDate): Period {
  if (view === 'month') return { view, year: day.year, month: day.month };
  return { view, ...isoWeekOf(day) };
}

/** The first and the last day of a period (both included). */
export function periodDays(period: Period): { first: CalendarDate; last: CalendarDate } {
  if (period.view === 'month') {
    const first = new CalendarDate(period.year, period.month, 1);
    return { first, last: endOfMonth(first) };
  }
  const first = mondayOfIsoWeek(period.weekYear, period.week);
  return { first, last: first.add({ days: 6 }) };
}

/** Whether a day lies in a period. */
export function periodContains(period: Period, day: CalendarDate): boolean {
  const { first, last } = periodDays(period);
  return day.compare(first) >= 0 && day.compare(last) <= 0;
}

/** Whether two periods are the same. */
export function isSamePeriod(a: Period, b: Period): boolean {
  return periodDays(a).first.compare(periodDays(b).first) === 0 && a.view === b.view;
}

/**
 * The day a period opens on when the URL names none: today when the period holds it, otherwise
 * the period's first day.
 */
export function defaultDayOf(period: Period, today: CalendarDate): CalendarDate {
  return periodContains(period, today) ? today : periodDays(period).first;
}

/** The year of a period as its URL names it: the calendar year, or the ISO week-year. */
export function periodYear(period: Period): number {
  return period.view === 'month' ? period.year : period.weekYear;
}

function adjoining(period: Period, direction: Navigation): Period {
  const { first, last } = periodDays(period);
  return periodOf(
    period.view,
    direction === Navigation.NEXT ? last.add({ days: 1 }) : first.subtract({ days: 1 }),
  );
}

/** Whether previous (PREV) or next (NEXT) stays within CALENDAR_YEARS. */
export function canNavigate(period: Period, direction: Navigation): boolean {
  const year = periodYear(adjoining(period, direction));
  return year >= CALENDAR_YEARS.min && year <= CALENDAR_YEARS.max;
}

/** The previous (PREV) or next (NEXT) period; the same period where canNavigate says no. */
export function navigate(period: Period, direction: Navigation): Period {
  return canNavigate(period, direction) ? adjoining(period, direction) : period;
}

/** The period holding today ('Vandaag'). */
export function todayPeriod(view: CalendarView, today: CalendarDate): Period {
  return periodOf(view, today);
}

/** Where the calendar is: the period shown and the chosen day in it. */
export interface CalendarLocation {
  period: Period;
  /** The day the URL names, else today when in the period, else the period's first day. */
  day: CalendarDate;
  /** Whether the URL named the day. */
  hasDay: boolean;
}

/** The outcome of reading a calendar URL's date parameters. */
export interface ResolvedCalendarRoute {
  location: CalendarLocation;
  /**
   * The date parameters as they should read: the valid leading ones, written without leading
   * zeros. An invalid parameter is dropped with those after it (they then mean today).
   */
  canonicalSegments: string[];
  /** False when the URL should be replaced by one with `canonicalSegments`. */
  isCanonical: boolean;
}

/** A whole number written the canonical way (no sign, no leading zeros), or undefined. */
function readNumber(segment: string | undefined, min: number, max: number): number | undefined {
  if (segment === undefined || !/^\d{1,5}$/.test(segment)) return undefined;
  const value = Number(segment);
  return value >= min && value <= max ? value : undefined;
}

/**
 * Reads the optional date parameters of a calendar route (`['2026', '11', '21']` for
 * `/calendar/month/2026/11/21`, `['2026', '47']` for `/calendar/week/2026/47`). Missing parts
 * mean today's (in Amsterdam): `/calendar/month/2027` is today's month in 2027, and
 * `/calendar/week/2027` today's week number in 2027 (week 53 becomes 52 in a 52-week year). In the
 * week view the day is a day of the month of one of that week's days (`/calendar/week/2026/53/2`
 * is 2 January 2027). Years outside CALENDAR_YEARS, month 13, week 54, day 31 of a 30-day month or
 * a day outside the week are invalid: that part and the ones after it are dropped.
 */
export function resolveCalendarRoute(
  view: CalendarView,
  segments: readonly string[],
  today: CalendarDate,
): ResolvedCalendarRoute {
  const [yearSegment, periodSegment, daySegment] = segments;
  const canonicalSegments: string[] = [];
  const finish = (period: Period, day: CalendarDate | undefined): ResolvedCalendarRoute => ({
    location: { period, day: day ?? defaultDayOf(period, today), hasDay: day !== undefined },
    canonicalSegments,
    isCanonical:
      canonicalSegments.length === segments.length &&
      canonicalSegments.every((segment, index) => segment === segments[index]),
  });

  const todayWeek = isoWeekOf(today);
  const year = readNumber(yearSegment, CALENDAR_YEARS.min, CALENDAR_YEARS.max);
  if (year !== undefined) canonicalSegments.push(String(year));

  if (view === 'month') {
    const month = year === undefined ? undefined : readNumber(periodSegment, 1, 12);
    if (month !== undefined) canonicalSegments.push(String(month));
    const period: MonthPeriod = { view, year: year ?? today.year, month: month ?? today.month };
    const { last } = periodDays(period);
    const dayOfMonth = month === undefined ? undefined : readNumber(daySegment, 1, last.day);
    if (dayOfMonth !== undefined) canonicalSegments.push(String(dayOfMonth));
    return finish(
      period,
      dayOfMonth === undefined
        ? undefined
        : new CalendarDate(period.year, period.month, dayOfMonth),
    );
  }

  const weekYear = year ?? todayWeek.weekYear;
  const week =
    year === undefined ? undefined : readNumber(periodSegment, 1, isoWeeksInYear(weekYear));
  if (week !== undefined) canonicalSegments.push(String(week));
  const period: WeekPeriod = {
    view,
    weekYear,
    week: week ?? Math.min(todayWeek.week, isoWeeksInYear(weekYear)),
  };
  const dayOfMonth = week === undefined ? undefined : readNumber(daySegment, 1, 31);
  const { first } = periodDays(period);
  const day = Array.from({ length: 7 }, (_, index) => first.add({ days: index })).find(
    (candidate) => candidate.day === dayOfMonth,
  );
  if (day) canonicalSegments.push(String(day.day));
  return finish(period, day);
}

/**
 * The date parameters of a period, with the chosen day when given: `['2026', '11', '21']`,
 * `['2026', '47']`. A day outside the period is left out.
 */
export function periodSegments(period: Period, day?: CalendarDate): string[] {
  const segments =
    period.view === 'month'
      ? [String(period.year), String(period.month)]
      : [String(period.weekYear), String(period.week)];
  if (day && periodContains(period, day)) segments.push(String(day.day));
  return segments;
}
