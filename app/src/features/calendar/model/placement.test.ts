import type { CalendarItem } from '@pidz/contracts';
import { CalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellOverflow, itemsByDay, layoutDay, layoutDays, type DaySegment } from './placement';
import { dayArbitrary, item, itemNearDstChange } from './testArbitraries';

/**
 * One item's per-day segments, as the calendar places them (itemsByDay): on the Amsterdam days it
 * touches, in day order. An item ending at exactly 00:00 does not touch the day that starts then.
 */
const daySegments = (item: CalendarItem, window?: { first: CalendarDate; last: CalendarDate }) =>
  [...itemsByDay([item], window).values()].flat();

const summary = (segments: DaySegment[]) =>
  segments.map(({ key, startMinute, endMinute, dayMinutes, isAllDay }) => ({
    key,
    startMinute,
    endMinute,
    dayMinutes,
    isAllDay,
  }));

describe('cutting items into days', () => {
  it('shows a night shift on both days', () => {
    const night = item('2026-11-23T22:00:00+01:00', '2026-11-24T07:00:00+01:00');
    const segments = daySegments(night);
    expect(summary(segments)).toEqual([
      { key: '2026-11-23', startMinute: 1320, endMinute: 1440, dayMinutes: 1440, isAllDay: false },
      { key: '2026-11-24', startMinute: 0, endMinute: 420, dayMinutes: 1440, isAllDay: false },
    ]);
    expect(segments[0]).toMatchObject({
      continuesFromPreviousDay: false,
      continuesToNextDay: true,
    });
    expect(segments[1]).toMatchObject({
      continuesFromPreviousDay: true,
      continuesToNextDay: false,
    });
  });

  it('reads any offset: a UTC time lands on its Amsterdam day', () => {
    expect(summary(daySegments(item('2026-12-31T23:30:00Z', '2027-01-01T00:30:00Z')))).toEqual([
      { key: '2027-01-01', startMinute: 30, endMinute: 90, dayMinutes: 1440, isAllDay: false },
    ]);
  });

  it('does not touch the next day when ending at 00:00', () => {
    const evening = item('2026-11-23T18:00:00+01:00', '2026-11-24T00:00:00+01:00');
    expect(daySegments(evening).map((segment) => segment.key)).toEqual(['2026-11-23']);
  });

  it('spreads an all-day holiday over its days, across the autumn clock change', () => {
    const holiday = item('2026-10-24T00:00:00+02:00', '2026-10-27T00:00:00+01:00', {
      isAllDay: true,
    });
    expect(summary(daySegments(holiday))).toEqual([
      { key: '2026-10-24', startMinute: 0, endMinute: 1440, dayMinutes: 1440, isAllDay: true },
      { key: '2026-10-25', startMinute: 0, endMinute: 1500, dayMinutes: 1500, isAllDay: true },
      { key: '2026-10-26', startMinute: 0, endMinute: 1440, dayMinutes: 1440, isAllDay: true },
    ]);
  });

  it('counts minutes as they pass on the 23- and 25-hour days', () => {
    // 01:00 to 04:00 on the spring day is two hours; 03:00 is minute 120.
    expect(
      summary(daySegments(item('2026-03-29T01:00:00+01:00', '2026-03-29T04:00:00+02:00'))),
    ).toEqual([
      { key: '2026-03-29', startMinute: 60, endMinute: 180, dayMinutes: 1380, isAllDay: false },
    ]);
    // 01:00 to 04:00 on the autumn day is four hours.
    expect(
      summary(daySegments(item('2026-10-25T01:00:00+02:00', '2026-10-25T04:00:00+01:00'))),
    ).toEqual([
      { key: '2026-10-25', startMinute: 60, endMinute: 300, dayMinutes: 1500, isAllDay: false },
    ]);
  });

  it('shows the whole middle days of a long timed period with the all-day items', () => {
    const period = item('2026-11-23T09:00:00+01:00', '2026-11-25T17:00:00+01:00');
    expect(daySegments(period).map((segment) => segment.isAllDay)).toEqual([false, true, false]);
  });

  it('keeps to a window of days', () => {
    const long = item('2026-01-01T00:00:00+01:00', '2027-01-01T00:00:00+01:00', {
      isAllDay: true,
    });
    const window = { first: new CalendarDate(2026, 10, 26), last: new CalendarDate(2026, 12, 6) };
    const keys = daySegments(long, window).map((segment) => segment.key);
    expect(keys).toHaveLength(42);
    expect([keys[0], keys.at(-1)]).toEqual(['2026-10-26', '2026-12-06']);
    const before = item('2026-10-25T10:00:00+01:00', '2026-10-26T00:00:00+01:00');
    expect(daySegments(before, window)).toEqual([]);
  });

  it('covers each item exactly, day after day, in the minutes it lasts', () => {
    fc.assert(
      fc.property(itemNearDstChange, (calendarItem) => {
        const segments = daySegments(calendarItem);
        expect(segments.length).toBeGreaterThanOrEqual(1);
        const minutes = segments.reduce((sum, s) => sum + s.endMinute - s.startMinute, 0);
        expect(minutes).toBe((Date.parse(calendarItem.end) - Date.parse(calendarItem.start)) / 6e4);
        segments.forEach((segment, index) => {
          expect(segment.startMinute).toBeGreaterThanOrEqual(0);
          expect(segment.endMinute).toBeLessThanOrEqual(segment.dayMinutes);
          expect([1380, 1440, 1500]).toContain(segment.dayMinutes);
          const previous = segments[index - 1];
          if (previous) {
            expect(segment.date).toEqual(previous.date.add({ days: 1 }));
            expect(previous.endMinute).toBe(previous.dayMinutes);
            expect(segment.startMinute).toBe(0);
          }
        });
      }),
    );
  });
});

describe('grouping per day', () => {
  it('gives in a window exactly the days of the window, as without one', () => {
    const window = {
      first: dayArbitrary(new CalendarDate(2026, 3, 24), new CalendarDate(2026, 4, 2)),
      days: fc.integer({ min: 0, max: 10 }),
    };
    fc.assert(
      fc.property(
        fc.uniqueArray(itemNearDstChange, { selector: (each) => each.id, maxLength: 20 }),
        window.first,
        window.days,
        (items, first, days) => {
          const last = first.add({ days });
          const inWindow = (key: string) => key >= first.toString() && key <= last.toString();
          const expected = [...itemsByDay(items)].filter(([key]) => inWindow(key));
          expect([...itemsByDay(items, { first, last })]).toEqual(expected);
        },
      ),
    );
  });

  it('sorts all-day items first, then by start', () => {
    const items = [
      item('2026-11-23T14:00:00+01:00', '2026-11-23T15:00:00+01:00', { id: 1 }),
      item('2026-11-23T00:00:00+01:00', '2026-11-24T00:00:00+01:00', { id: 2, isAllDay: true }),
      item('2026-11-23T08:00:00+01:00', '2026-11-23T09:00:00+01:00', { id: 3 }),
      item('2026-11-22T22:00:00+01:00', '2026-11-23T07:00:00+01:00', { id: 4 }),
    ];
    const byDay = itemsByDay(items);
    expect(byDay.get('2026-11-23')?.map((segment) => segment.item.id)).toEqual([2, 4, 3, 1]);
    expect(byDay.get('2026-11-22')?.map((segment) => segment.item.id)).toEqual([4]);
    expect([...byDay.keys()].sort()).toEqual(['2026-11-22', '2026-11-23']);
  });

  it('sorts the same whatever the order of the input', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(itemNearDstChange, { selector: (each) => each.id, maxLength: 12 }),
        (items) => {
          const ids = (map: ReturnType<typeof itemsByDay>) =>
            [...map.entries()]
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, list]) => [key, list.map((segment) => segment.item.id)]);
          expect(ids(itemsByDay([...items].reverse()))).toEqual(ids(itemsByDay(items)));
        },
      ),
      // Each run splits every item per day in the time zone: fewer, smaller runs keep it well
      // inside the test's time on a busy two-core machine.
      { numRuns: 50 },
    );
  });
});

describe('a month cell', () => {
  const segments = Array.from(
    { length: 5 },
    (_, index) =>
      daySegments(
        item(`2026-11-23T0${index}:00:00+01:00`, `2026-11-23T0${index}:30:00+01:00`, {
          id: index + 1,
        }),
      )[0] as DaySegment,
  );

  it('shows all when they fit, else one row less and +n meer', () => {
    expect(cellOverflow(segments, 5)).toEqual({ visible: segments, moreCount: 0 });
    expect(cellOverflow(segments, 4)).toEqual({ visible: segments.slice(0, 3), moreCount: 2 });
    expect(cellOverflow(segments, 1)).toEqual({ visible: [], moreCount: 5 });
    expect(cellOverflow([], 0)).toEqual({ visible: [], moreCount: 0 });
  });

  it('never uses more rows than it has, and counts every item', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 8 }), (count, rows) => {
        const { visible, moreCount } = cellOverflow(segments.slice(0, count), rows);
        expect(visible.length + moreCount).toBe(count);
        expect(visible.length + (moreCount > 0 ? 1 : 0)).toBeLessThanOrEqual(Math.max(rows, 1));
        expect(visible).toEqual(segments.slice(0, visible.length));
      }),
    );
  });
});

describe('a week-view day column', () => {
  const at = (from: string, to: string, id: number) =>
    item(`2026-11-23T${from}:00+01:00`, `2026-11-23T${to}:00+01:00`, { id });

  it('places by time and puts overlapping items side by side', () => {
    const byDay = itemsByDay([
      at('09:00', '11:00', 1),
      at('10:00', '12:00', 2),
      at('11:00', '13:00', 3),
      at('13:00', '14:00', 4),
      item('2026-11-23T00:00:00+01:00', '2026-11-24T00:00:00+01:00', { id: 5, isAllDay: true }),
    ]);
    const { allDay, timed } = layoutDay(byDay.get('2026-11-23') ?? []);
    expect(allDay.map((segment) => segment.item.id)).toEqual([5]);
    expect(
      timed.map(({ item: { id }, top, height, column, columns }) => ({
        id,
        top,
        height,
        column,
        columns,
      })),
    ).toEqual([
      { id: 1, top: 9 / 24, height: 2 / 24, column: 0, columns: 2 },
      { id: 2, top: 10 / 24, height: 2 / 24, column: 1, columns: 2 },
      { id: 3, top: 11 / 24, height: 2 / 24, column: 0, columns: 2 },
      { id: 4, top: 13 / 24, height: 1 / 24, column: 0, columns: 1 },
    ]);
  });

  it('places by the real length of a 23-hour day', () => {
    const spring = itemsByDay([item('2026-03-29T12:00:00+02:00', '2026-03-29T13:00:00+02:00')]);
    const [placed] = layoutDay(spring.get('2026-03-29') ?? []).timed;
    expect(placed?.top).toBeCloseTo(11 / 23);
    expect(placed?.height).toBeCloseTo(1 / 23);
  });

  it('lets short tiles take a minimum room when judging overlap', () => {
    const segments = itemsByDay([at('09:00', '09:10', 1), at('09:15', '09:30', 2)]).get(
      '2026-11-23',
    );
    expect(layoutDay(segments ?? []).timed.map((s) => s.columns)).toEqual([1, 1]);
    expect(layoutDay(segments ?? [], { minMinutes: 30 }).timed.map((s) => s.columns)).toEqual([
      2, 2,
    ]);
  });

  it('gives every day of the week its column', () => {
    const days = Array.from({ length: 7 }, (_, i) =>
      new CalendarDate(2026, 11, 23).add({ days: i }),
    );
    const layout = layoutDays(
      days,
      itemsByDay([item('2026-11-23T22:00:00+01:00', '2026-11-24T07:00:00+01:00')]),
    );
    expect(layout.map((day) => day.timed.length)).toEqual([1, 1, 0, 0, 0, 0, 0]);
  });

  it('never puts overlapping segments in one column and uses no more columns than needed', () => {
    const interval = fc
      .tuple(fc.integer({ min: 0, max: 1430 }), fc.integer({ min: 1, max: 600 }))
      .map(([start, length]) => [start, Math.min(1440, start + length)] as const);
    fc.assert(
      fc.property(fc.array(interval, { minLength: 1, maxLength: 25 }), (intervals) => {
        const base = Date.parse('2026-11-23T00:00:00+01:00');
        const iso = (minute: number) => new Date(base + minute * 60_000).toISOString();
        const items = intervals.map(([start, end], index) =>
          item(iso(start), iso(end), { id: index + 1 }),
        );
        const { timed } = layoutDay(itemsByDay(items).get('2026-11-23') ?? []);
        expect(timed).toHaveLength(items.length);
        const overlaps = (a: DaySegment, b: DaySegment) =>
          a.startMinute < b.endMinute && b.startMinute < a.endMinute;
        for (const a of timed) {
          expect(a.column).toBeLessThan(a.columns);
          for (const b of timed) {
            if (b !== a && overlaps(a, b)) {
              expect(b.column).not.toBe(a.column);
              expect(b.columns).toBe(a.columns);
            }
          }
          // Its cluster: the segments linked to it through overlaps.
          const cluster = new Set([a]);
          for (const member of cluster) {
            for (const other of timed) if (overlaps(member, other)) cluster.add(other);
          }
          // As many columns as the most segments that run at one moment of the cluster.
          const mostAtOnce = Math.max(
            ...[...cluster].map(
              (b) =>
                [...cluster].filter(
                  (c) => c.startMinute <= b.startMinute && b.startMinute < c.endMinute,
                ).length,
            ),
          );
          expect(a.columns).toBe(mostAtOnce);
        }
      }),
    );
  });
});
