import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Shift } from '@pidz/contracts';
import {
  DAY_PARTS,
  dayPartOf,
  departmentKey,
  FILTER_STATUSES,
  filterShifts,
  readShiftFilters,
  TRAVEL_TIMES,
  writeShiftFilters,
  type DayPart,
  type FilterStatus,
  type ShiftFilters,
} from './shiftFilters';

const HOUR = 3_600_000;

const none: ShiftFilters = { statuses: [], functions: [], dayParts: [], alreadyWorkedAt: false };

function shift(id: number, start: string, changes: Partial<Shift> = {}): Shift {
  return {
    id,
    status: 3,
    start,
    end: new Date(Date.parse(start) + 8 * HOUR).toISOString(),
    organisation_id: 41,
    organisation_name: 'Zorggroep De Linde',
    department_id: 411,
    department_name: 'Afdeling Zon',
    department_street: 'Lindelaan',
    department_house_number: '12',
    department_city: 'Utrecht',
    function_name: 'Verpleegkundige',
    is_periodical: false,
    ...changes,
  };
}

const shifts = [
  shift(1, '2026-12-01T07:00:00+01:00'),
  shift(2, '2026-12-03T14:00:00+01:00', { status: 2, function_name: 'Helpende' }),
  shift(3, '2026-12-05T22:00:00+01:00', { department_id: 412, department_name: 'Afdeling Maan' }),
  shift(4, '2026-12-09T02:30:00+01:00', { department_id: 413, end: '2026-12-09T06:30:00+01:00' }),
];
const facts = {
  travelTimes: new Map([
    [411, 20],
    [412, 50],
  ]),
  workedAt: new Set([departmentKey('Zorggroep De Linde', 'Afdeling Zon')]),
};
const ids = (filters: Partial<ShiftFilters>) =>
  filterShifts(shifts, { ...none, ...filters }, facts).map((candidate) => candidate.id);

describe('the shift filters', () => {
  it('keep every shift without filters', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
  });

  it('narrow by date range (both days inclusive, in Amsterdam)', () => {
    expect(ids({ start: '2026-12-03', end: '2026-12-05' })).toEqual([2, 3]);
  });

  it('narrow by status, function and day part', () => {
    expect(ids({ statuses: ['reserved'] })).toEqual([2]);
    expect(ids({ statuses: ['reserved', 'filled'] })).toEqual([1, 2, 3, 4]);
    expect(ids({ functions: ['Helpende'] })).toEqual([2]);
    expect(ids({ dayParts: ['morning', 'night'] })).toEqual([1, 3, 4]);
    expect(ids({ dayParts: ['evening'] })).toEqual([]);
  });

  it('narrow by travel time, leaving out departments without one', () => {
    expect(ids({ travelTime: 30 })).toEqual([1, 2]);
    expect(ids({ travelTime: 60 })).toEqual([1, 2, 3]);
  });

  it('narrow to departments worked at before', () => {
    expect(ids({ alreadyWorkedAt: true })).toEqual([1, 2, 4]);
  });

  it('tell the part of the day by where most of the shift falls, in Amsterdam', () => {
    const part = (start: string, end: string) => dayPartOf({ start, end });
    expect(part('2026-12-01T05:00:00+01:00', '2026-12-01T05:59:00+01:00')).toBe('night');
    expect(part('2026-12-01T06:00:00+01:00', '2026-12-01T06:00:00+01:00')).toBe('morning');
    expect(part('2026-12-01T11:00:00Z', '2026-12-01T15:00:00Z')).toBe('afternoon');
    expect(part('2026-07-01T16:00:00Z', '2026-07-01T21:00:00Z')).toBe('evening');
    // The night shift of issue 28: it starts in the evening, but lies mostly in the night.
    expect(part('2026-12-01T23:00:00+01:00', '2026-12-02T07:30:00+01:00')).toBe('night');
    // The usual day, late and night shifts of a ward.
    expect(part('2026-12-01T07:00:00+01:00', '2026-12-01T15:30:00+01:00')).toBe('morning');
    expect(part('2026-12-01T15:00:00+01:00', '2026-12-01T23:30:00+01:00')).toBe('evening');
    // A tie goes to the part the shift reaches first.
    expect(part('2026-12-01T10:00:00+01:00', '2026-12-01T14:00:00+01:00')).toBe('morning');
  });

  it('put a shift in the part holding most of its minutes, the first on a tie (property)', () => {
    const parts: readonly DayPart[] = ['night', 'morning', 'afternoon', 'evening'];
    // In winter time (UTC+1) all along, so the Amsterdam clock is UTC plus an hour.
    const winter = Date.parse('2026-11-02T00:00:00+01:00');
    const shiftAt = fc.record({
      day: fc.integer({ min: 0, max: 100 }),
      from: fc.integer({ min: 0, max: 24 * 60 - 1 }),
      length: fc.integer({ min: 0, max: 16 * 60 }),
    });
    fc.assert(
      fc.property(shiftAt, ({ day, from, length }) => {
        const start = winter + (day * 24 * 60 + from) * 60_000;
        const minutes = new Map<DayPart, number>();
        for (let at = from; at < from + length; at += 1) {
          const part = parts[Math.floor((at % (24 * 60)) / 360)] ?? 'night';
          minutes.set(part, (minutes.get(part) ?? 0) + 1);
        }
        const most = Math.max(0, ...minutes.values());
        const expected =
          length === 0
            ? parts[Math.floor(from / 360)]
            : [...minutes.keys()].find((part) => minutes.get(part) === most);
        expect(
          dayPartOf({
            start: new Date(start).toISOString(),
            end: new Date(start + length * 60_000).toISOString(),
          }),
        ).toBe(expected);
      }),
      { numRuns: 100 },
    );
  });

  it('read what the URL holds and ignore what it holds wrongly', () => {
    expect(
      readShiftFilters(
        '?van=2026-12-01&tot=2026-12-31&status=filled&status=open&dagdeel=avond&dagdeel=evening&reistijd=31&eerder-gewerkt=ja&functie=Helpende',
      ),
    ).toEqual({
      start: '2026-12-01',
      end: '2026-12-31',
      statuses: ['filled'],
      functions: ['Helpende'],
      dayParts: ['evening'],
      travelTime: undefined,
      alreadyWorkedAt: true,
    });
    expect(writeShiftFilters(none)).toBe('');
  });

  it('survive the URL: what is written reads back the same', () => {
    const isoDay = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    const filters = fc.record({
      range: fc.option(fc.tuple(isoDay, isoDay), { nil: undefined }),
      statuses: fc.subarray(Object.keys(FILTER_STATUSES) as FilterStatus[]),
      functions: fc.uniqueArray(fc.string({ minLength: 1 })),
      dayParts: fc.subarray(Object.keys(DAY_PARTS) as DayPart[]),
      travelTime: fc.option(fc.constantFrom(...TRAVEL_TIMES), { nil: undefined }),
      alreadyWorkedAt: fc.boolean(),
    });
    fc.assert(
      fc.property(filters, ({ range, ...rest }) => {
        const written: ShiftFilters = { ...rest, start: range?.[0], end: range?.[1] };
        expect(readShiftFilters(writeShiftFilters(written))).toEqual(written);
      }),
    );
  });
});
