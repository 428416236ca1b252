import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endOfMonth, startOfMonth } from '@internationalized/date';
import { createMockServer } from '../../node.ts';
import { createTestClient, rpcFailure } from '../../testing/client.ts';
import { todayInAppZone } from '@pidz/dates';
import { atTime } from '../periods.ts';
import { CalendarItemType, RepeatEndMode, RepeatType } from '@pidz/contracts';

const mock = createMockServer();
const client = createTestClient();

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

const today = todayInAppZone();

function monthRange(monthsAhead: number) {
  const first = startOfMonth(today.add({ months: monthsAhead }));
  return { start: atTime(first, 0), end: atTime(endOfMonth(first).add({ days: 1 }), 0) };
}

/** A free hour far in the future, away from the seed. */
const free = { start: '2031-01-06T09:00:00+01:00', end: '2031-01-06T10:00:00+01:00' };

describe('calendar', () => {
  it('has shifts, requests and unavailable periods in the current and the next month', async () => {
    for (const monthsAhead of [0, 1]) {
      const items = await client.calendar.getAvailability({ params: monthRange(monthsAhead) });
      const types = new Set(items.map((item) => item.type));
      expect(types).toEqual(new Set([2, 3, 4]));
      const starts = items.map((item) => Date.parse(item.start));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    }
  });

  it('returns only the items overlapping the range', async () => {
    const [first] = await client.calendar.getAvailability({ params: monthRange(0) });
    const range = { start: first?.start ?? '', end: first?.end ?? '' };
    const items = await client.calendar.getAvailability({ params: range });
    expect(items.map((item) => item.id)).toEqual([first?.id]);
  });

  it('adds an unavailable period and shows it', async () => {
    const [created] = await client.calendar.addCalendarItem({
      params: { type: CalendarItemType.UNAVAILABLE, ...free, isAllDay: false },
    });
    expect(created).toMatchObject({
      type: CalendarItemType.UNAVAILABLE,
      ...free,
      repeat: null,
      shift_id: null,
    });
    await expect(client.calendar.getAvailability({ params: free })).resolves.toEqual([created]);
  });

  it('ends a OneYear series a year after its start, with the end date sent or null', async () => {
    for (const end_date of ['2032-01-06', null]) {
      const items = await client.calendar.addCalendarItem({
        params: {
          type: CalendarItemType.UNAVAILABLE,
          ...free,
          isAllDay: false,
          repeat: {
            type: RepeatType.WEEKLY,
            end_mode: RepeatEndMode.ONE_YEAR,
            end_date,
            amount: null,
          },
        },
      });
      expect(items).toHaveLength(53);
      expect(items[0]?.repeat).toMatchObject({
        end: '2032-01-06',
        end_mode: RepeatEndMode.ONE_YEAR,
      });
      mock.reset();
    }
  });

  it('answers 1702 when the new item overlaps an existing one', async () => {
    const [existing] = await client.calendar.getAvailability({ params: monthRange(1) });
    const error = await rpcFailure(
      client.calendar.addCalendarItem({
        params: {
          type: CalendarItemType.UNAVAILABLE,
          start: existing?.start ?? '',
          end: existing?.end ?? '',
          isAllDay: false,
        },
      }),
    );
    expect(error.code).toBe(1702);
  });

  it("names the clashing days in 1702's data (CalendarItemOverlapData)", async () => {
    for (const day of ['2031-01-10', '2031-01-08']) {
      await client.calendar.addCalendarItem({
        params: {
          type: CalendarItemType.UNAVAILABLE,
          start: `${day}T09:30:00+01:00`,
          end: `${day}T11:00:00+01:00`,
          isAllDay: false,
        },
      });
    }
    const error = await rpcFailure(
      client.calendar.addCalendarItem({
        params: {
          type: CalendarItemType.UNAVAILABLE,
          ...free,
          isAllDay: false,
          repeat: {
            type: RepeatType.DAILY,
            end_mode: RepeatEndMode.SET_AMOUNT,
            end_date: null,
            amount: 7,
          },
        },
      }),
    );
    expect(error.code).toBe(1702);
    expect(error.data).toEqual({ dates: ['2031-01-08', '2031-01-10'] });
    mock.reset();
  });

  it('answers 1703 when the end is not after the start', async () => {
    const error = await rpcFailure(
      client.calendar.addCalendarItem({
        params: {
          type: CalendarItemType.UNAVAILABLE,
          start: free.end,
          end: free.start,
          isAllDay: false,
        },
      }),
    );
    expect(error.code).toBe(1703);
  });

  it('creates a weekly series and removes it from a day on', async () => {
    const items = await client.calendar.addCalendarItem({
      params: {
        type: CalendarItemType.UNAVAILABLE,
        ...free,
        isAllDay: false,
        repeat: {
          type: RepeatType.WEEKLY,
          end_mode: RepeatEndMode.SET_AMOUNT,
          end_date: null,
          amount: 4,
        },
      },
    });
    expect(items.map((item) => item.start)).toEqual([
      '2031-01-06T09:00:00+01:00',
      '2031-01-13T09:00:00+01:00',
      '2031-01-20T09:00:00+01:00',
      '2031-01-27T09:00:00+01:00',
    ]);
    const repeatId = items[0]?.repeat?.id ?? 0;
    expect(items.every((item) => item.repeat?.id === repeatId)).toBe(true);
    await expect(
      client.calendar.removeCalendarItemsByRepeat({
        params: { repeat_id: repeatId, from: '2031-01-20' },
      }),
    ).resolves.toBe(2);
    const left = await client.calendar.getAvailability({
      params: { start: '2031-01-01T00:00:00+01:00', end: '2031-02-01T00:00:00+01:00' },
    });
    expect(left).toHaveLength(2);
    expect(left[0]?.repeat).toMatchObject({ end: '2031-01-19', end_mode: RepeatEndMode.ON_DATE });
  });

  it('keeps the wall-clock time of a daily series across the change to summer time', async () => {
    const items = await client.calendar.addCalendarItem({
      params: {
        type: CalendarItemType.UNAVAILABLE,
        start: '2031-03-29T08:00:00+01:00',
        end: '2031-03-29T09:00:00+01:00',
        isAllDay: false,
        repeat: {
          type: RepeatType.DAILY,
          end_mode: RepeatEndMode.ON_DATE,
          end_date: '2031-03-31',
          amount: null,
        },
      },
    });
    expect(items.map((item) => item.start)).toEqual([
      '2031-03-29T08:00:00+01:00',
      '2031-03-30T08:00:00+02:00',
      '2031-03-31T08:00:00+02:00',
    ]);
  });

  it('replaces a whole series, keeping its id, and turns it into one item with repeat Never', async () => {
    const items = await client.calendar.addCalendarItem({
      params: {
        type: CalendarItemType.UNAVAILABLE,
        ...free,
        isAllDay: false,
        repeat: {
          type: RepeatType.DAILY,
          end_mode: RepeatEndMode.SET_AMOUNT,
          end_date: null,
          amount: 3,
        },
      },
    });
    const repeatId = items[0]?.repeat?.id ?? 0;
    const replaced = await client.calendar.updateCalendarItemRepeat({
      params: {
        repeat_id: repeatId,
        start: '2031-01-07T14:00:00+01:00',
        end: '2031-01-07T15:00:00+01:00',
        isAllDay: false,
        repeat: {
          type: RepeatType.WEEKLY,
          end_mode: RepeatEndMode.ON_DATE,
          end_date: '2031-01-21',
          amount: null,
        },
      },
    });
    expect(replaced.map((item) => item.start)).toEqual([
      '2031-01-07T14:00:00+01:00',
      '2031-01-14T14:00:00+01:00',
      '2031-01-21T14:00:00+01:00',
    ]);
    expect(replaced.every((item) => item.repeat?.id === repeatId)).toBe(true);
    await expect(client.calendar.getAvailability({ params: free })).resolves.toEqual([]);
    const single = await client.calendar.updateCalendarItemRepeat({
      params: {
        repeat_id: repeatId,
        ...free,
        isAllDay: false,
        repeat: {
          type: RepeatType.NEVER,
          end_mode: RepeatEndMode.ONE_YEAR,
          end_date: null,
          amount: null,
        },
      },
    });
    expect(single).toEqual([expect.objectContaining({ ...free, repeat: null })]);
  });

  it('moves an item, and refuses a shift', async () => {
    const [created] = await client.calendar.addCalendarItem({
      params: { type: CalendarItemType.UNAVAILABLE, ...free, isAllDay: false },
    });
    const moved = await client.calendar.updateCalendarItem({
      params: {
        id: created?.id ?? 0,
        type: CalendarItemType.UNAVAILABLE,
        start: free.end,
        end: '2031-01-06T12:00:00+01:00',
        isAllDay: false,
      },
    });
    expect(moved).toMatchObject({ start: free.end });
    const shift = (await client.calendar.getAvailability({ params: monthRange(1) })).find(
      (item) => item.type === CalendarItemType.SHIFT,
    );
    const error = await rpcFailure(
      client.calendar.removeAvailability({ params: { id: shift?.id ?? 0 } }),
    );
    expect(error.code).toBe(600);
  });

  it('lists upcoming shifts for the dashboard', async () => {
    const shifts = await client.calendar.getCalendarShifts();
    expect(shifts.length).toBeGreaterThan(0);
    expect(shifts.every((shift) => Date.parse(shift.end) > Date.now())).toBe(true);
  });
});
