import { describe, expect, it } from 'vitest';
import { calendarOverviewPath, parseCalendarPath } from './calendarPath';

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

  it('builds the overview path to redirect to', () => {
    expect(calendarOverviewPath('month', [])).toBe('/calendar/month');
    expect(calendarOverviewPath('week', ['2026', '47'])).toBe('/calendar/week/2026/47');
  });
});
