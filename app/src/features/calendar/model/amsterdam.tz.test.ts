import type { CalendarItem } from '@pidz/contracts';
import { CalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalendarItemType } from '@pidz/contracts';
import { todayInAppZone } from '@pidz/ui';
import { defaultFormValues, formValuesFromItem, toAddParams } from '.';
import { visibleDays, visibleRange } from './grid';
import { periodOf } from './period';
import { itemsByDay, layoutDay } from './placement';
import {
  amsterdamWallClock,
  dayArbitrary,
  instantNearDstChange,
  itemNearDstChange,
} from './testArbitraries';

/**
 * One item's per-day segments, as the calendar places them (itemsByDay): on the Amsterdam days it
 * touches, in day order. An item ending at exactly 00:00 does not touch the day that starts then.
 */
const daySegments = (item: CalendarItem, window?: { first: CalendarDate; last: CalendarDate }) =>
  [...itemsByDay([item], window).values()].flat();

/**
 * Exact in Europe/Amsterdam whatever the process zone: these run in the vitest projects
 * tz-new-york, tz-tokyo and tz-utc (TZ set per project) and check the model against Intl's own
 * Amsterdam wall clock around the 2026 and 2027 clock changes.
 */

const MS_PER_MINUTE = 60_000;

/** The offset from UTC (minutes, as getTimezoneOffset gives it) on 15 January and 15 July 2026. */
const expectedOffsets: Record<string, [number, number]> = {
  'America/New_York': [300, 240],
  'Asia/Tokyo': [-540, -540],
  UTC: [0, 0],
};

describe(`in the process zone ${process.env.TZ ?? '(not set)'}`, () => {
  it('really runs in that zone', () => {
    const zone = process.env.TZ;
    expect(zone, 'TZ is set by the vitest project').toBeDefined();
    const resolved = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(resolved === zone || (zone === 'UTC' && resolved === 'Etc/UTC')).toBe(true);
    expect([
      new Date(2026, 0, 15).getTimezoneOffset(),
      new Date(2026, 6, 15).getTimezoneOffset(),
    ]).toEqual(expectedOffsets[zone ?? '']);
  });

  it("takes today's date from Amsterdam", () => {
    fc.assert(
      fc.property(instantNearDstChange, (at) => {
        expect(todayInAppZone(new Date(at)).toString()).toBe(amsterdamWallClock(at).date);
      }),
    );
    // 23:30 in Amsterdam on New Year's Eve is still 31 December there.
    expect(todayInAppZone(new Date('2026-12-31T22:30:00Z')).toString()).toBe('2026-12-31');
  });

  it('puts every item on its Amsterdam days, at its Amsterdam times', () => {
    fc.assert(
      fc.property(itemNearDstChange, (item) => {
        const start = Date.parse(item.start);
        const end = Date.parse(item.end);
        const segments = daySegments(item);
        const first = segments[0];
        const last = segments.at(-1);
        if (!first || !last) throw new Error('no segments');
        expect(first.key).toBe(amsterdamWallClock(start).date);
        expect(last.key).toBe(amsterdamWallClock(Math.max(start, end - 1)).date);
        let midnight = start - first.startMinute * MS_PER_MINUTE;
        for (const segment of segments) {
          // Each segment's minutes count from its day's Amsterdam midnight ...
          expect(amsterdamWallClock(midnight)).toEqual({ date: segment.key, time: '00:00' });
          const nextMidnight = midnight + segment.dayMinutes * MS_PER_MINUTE;
          expect(amsterdamWallClock(nextMidnight)).toEqual({
            date: segment.date.add({ days: 1 }).toString(),
            time: '00:00',
          });
          midnight = nextMidnight;
        }
        // ... so the first starts and the last ends at the item's Amsterdam times.
        const lastMidnight = midnight - last.dayMinutes * MS_PER_MINUTE;
        expect(lastMidnight + last.endMinute * MS_PER_MINUTE).toBe(end);
        expect(amsterdamWallClock(start - first.startMinute * MS_PER_MINUTE).time).toBe('00:00');
      }),
      { numRuns: 300 },
    );
  });

  it('places week-view tiles by the minutes of the Amsterdam day', () => {
    fc.assert(
      fc.property(fc.array(itemNearDstChange, { maxLength: 10 }), (items) => {
        for (const [key, segments] of itemsByDay(items)) {
          for (const placed of layoutDay(segments).timed) {
            expect(placed.key).toBe(key);
            expect(placed.top).toBeGreaterThanOrEqual(0);
            expect(placed.top + placed.height).toBeLessThanOrEqual(1 + 1e-9);
            expect(placed.top * placed.dayMinutes).toBeCloseTo(placed.startMinute);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('loads the grid from its first Amsterdam midnight to its last', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('month', 'week') as fc.Arbitrary<'month' | 'week'>,
        dayArbitrary(new CalendarDate(2026, 1, 1), new CalendarDate(2027, 12, 31)),
        (view, day) => {
          const period = periodOf(view, day);
          const days = visibleDays(period, day);
          const { start, end } = visibleRange(period);
          expect(amsterdamWallClock(Date.parse(start))).toEqual({
            date: days[0]?.key,
            time: '00:00',
          });
          expect(amsterdamWallClock(Date.parse(end))).toEqual({
            date: days.at(-1)?.date.add({ days: 1 }).toString(),
            time: '00:00',
          });
        },
      ),
    );
  });

  it('saves the form at the Amsterdam day and time entered, and reads it back', () => {
    fc.assert(
      fc.property(instantNearDstChange, fc.boolean(), (at, isAllDay) => {
        const { date, time } = amsterdamWallClock(at);
        if (!isAllDay && time === '23:59') return;
        const values = {
          ...defaultFormValues({ now: new Date(at) }),
          startDate: date,
          endDate: date,
          isAllDay,
          time: { from: time, to: '23:59' },
        };
        const params = toAddParams(values);
        const start = Date.parse(params.start);
        // The item starts at the entered wall-clock time (the instant itself was a real one).
        expect(amsterdamWallClock(start)).toEqual(
          isAllDay ? { date, time: '00:00' } : { date, time },
        );
        const read = formValuesFromItem({
          id: 1,
          type: CalendarItemType.UNAVAILABLE,
          start: params.start,
          end: params.end,
          isAllDay,
          repeat: null,
          shift_id: null,
          organisation_name: null,
          department_city: null,
          department_street: null,
          department_house_number: null,
        });
        expect([read.startDate, read.endDate]).toEqual([date, date]);
        if (!isAllDay) expect(read.time.from).toBe(time);
      }),
      { numRuns: 300 },
    );
  });

  it('offers the next full Amsterdam hour as the default start', () => {
    fc.assert(
      fc.property(instantNearDstChange, (at) => {
        const { startDate, time } = defaultFormValues({ now: new Date(at) });
        const next = (Math.floor(at / 3_600_000) + 1) * 3_600_000;
        expect({ date: startDate, time: time.from }).toEqual(amsterdamWallClock(next));
      }),
    );
  });
});
