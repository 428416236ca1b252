import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  calendarChildPath,
  calendarPeriodPath,
  parseCalendarPath,
  readCalendarRoute,
} from './calendarPath';

const today = new CalendarDate(2026, 11, 21);

describe('calendar paths', () => {
  it('reads the overview with no, some or all date parameters', () => {
    expect(parseCalendarPath('')).toEqual({ dateSegments: [], child: { kind: 'overview' } });
    expect(parseCalendarPath('/2026/11')).toEqual({
      dateSegments: ['2026', '11'],
      child: { kind: 'overview' },
    });
    expect(parseCalendarPath('/2026/11/21/')).toEqual({
      dateSegments: ['2026', '11', '21'],
      child: { kind: 'overview' },
    });
  });

  it('reads the add and edit children after the date parameters', () => {
    expect(parseCalendarPath('/add').child).toEqual({ kind: 'add' });
    expect(parseCalendarPath('/2026/47/18/add').child).toEqual({ kind: 'add' });
    expect(parseCalendarPath('/2026/11/21/edit/501')).toEqual({
      dateSegments: ['2026', '11', '21'],
      child: { kind: 'edit', id: '501' },
    });
  });

  it('names no child for an unknown or incomplete rest', () => {
    expect(parseCalendarPath('/2026/11/foo').child).toBeUndefined();
    expect(parseCalendarPath('/edit').child).toBeUndefined();
    expect(parseCalendarPath('/add/extra').child).toBeUndefined();
    expect(parseCalendarPath('/2026/11/21/4').child).toBeUndefined();
  });

  it('builds the path of a period, with its day and child', () => {
    expect(calendarPeriodPath({ view: 'month', year: 2026, month: 11 })).toBe(
      '/calendar/month/2026/11',
    );
    expect(
      calendarPeriodPath(
        { view: 'week', weekYear: 2026, week: 53 },
        { day: new CalendarDate(2027, 1, 2), child: { kind: 'add' } },
      ),
    ).toBe('/calendar/week/2026/53/2/add');
    // A day outside the period is left out.
    expect(
      calendarPeriodPath(
        { view: 'month', year: 2026, month: 11 },
        { day: today.add({ months: 1 }) },
      ),
    ).toBe('/calendar/month/2026/11');
    expect(calendarChildPath('week', ['2026', '47'], { kind: 'edit', id: '9010' })).toBe(
      '/calendar/week/2026/47/edit/9010',
    );
  });

  it('reads a whole route and says where to redirect', () => {
    expect(readCalendarRoute('month', '/2026/11/21/edit/501', today)).toEqual({
      location: { period: { view: 'month', year: 2026, month: 11 }, day: today, hasDay: true },
      child: { kind: 'edit', id: '501' },
      redirectTo: undefined,
    });
    expect(readCalendarRoute('month', '/2026/13/add', today).redirectTo).toBe(
      '/calendar/month/2026/add',
    );
    expect(readCalendarRoute('week', '/2026/047', today).redirectTo).toBe('/calendar/week/2026/47');
    expect(readCalendarRoute('week', '/2026/47/foo', today).redirectTo).toBe(
      '/calendar/week/2026/47',
    );
    expect(readCalendarRoute('week', '', today)).toMatchObject({
      location: { period: { view: 'week', weekYear: 2026, week: 47 }, day: today, hasDay: false },
      redirectTo: undefined,
    });
  });
});
