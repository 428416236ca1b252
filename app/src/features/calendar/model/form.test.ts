import { CalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalendarItemType, RepeatEndMode, RepeatType, type CalendarRepeat } from '@pidz/contracts';
import { toIsoDateTime } from '@pidz/ui';
import { calendarMessages } from '../messages';
import {
  amountError,
  defaultFormValues,
  endAfterStartError,
  endDateError,
  endDateOrderError,
  formValuesFromItem,
  moveEndWithStart,
  nextFullHour,
  plannedOccurrences,
  repeatEndDateError,
  repeatEndDateOrderError,
  repeatIntervalError,
  startDateError,
  calendarYearsError,
  timeError,
  toAddParams,
  toSeriesUpdateParams,
  toUpdateParams,
  type CalendarFormRule,
  type CalendarFormValues,
} from '.';
import { dayArbitrary, formValues, item } from './testArbitraries';

const messages = calendarMessages.form;

const values = formValues;

/** What a rule of `field` answers for these values, called as the Form calls it. */
const check = <K extends keyof CalendarFormValues>(
  rule: CalendarFormRule<K>,
  field: K,
  entered: CalendarFormValues,
) => rule(entered[field], entered);

const series = (overrides: Partial<CalendarRepeat> = {}): CalendarRepeat => ({
  id: 310,
  type: RepeatType.WEEKLY,
  start: '2026-11-04',
  end: null,
  end_mode: RepeatEndMode.SET_AMOUNT,
  amount: 8,
  first_item: { start: '2026-11-04T18:00:00+01:00', end: '2026-11-04T22:00:00+01:00' },
  ...overrides,
});

describe('the defaults of a new item', () => {
  it('start today at the next full hour and last an hour', () => {
    expect(defaultFormValues({ now: new Date('2026-11-21T14:10:00+01:00') })).toEqual(
      values({
        startDate: '2026-11-21',
        endDate: '2026-11-21',
        time: { from: '15:00', to: '16:00' },
      }),
    );
    // On the hour, the next full hour is the one after.
    expect(defaultFormValues({ now: new Date('2026-11-21T14:00:00+01:00') }).time).toEqual({
      from: '15:00',
      to: '16:00',
    });
  });

  it('roll over to tomorrow late in the evening', () => {
    expect(defaultFormValues({ now: new Date('2026-11-21T23:10:00+01:00') })).toMatchObject({
      startDate: '2026-11-22',
      endDate: '2026-11-22',
      time: { from: '00:00', to: '01:00' },
    });
    expect(defaultFormValues({ now: new Date('2026-11-21T22:10:00+01:00') })).toMatchObject({
      startDate: '2026-11-21',
      endDate: '2026-11-22',
      time: { from: '23:00', to: '00:00' },
    });
  });

  it('use the chosen day at the next full hour', () => {
    expect(
      defaultFormValues({
        day: new CalendarDate(2026, 12, 24),
        now: new Date('2026-11-21T14:10:00+01:00'),
      }),
    ).toMatchObject({
      startDate: '2026-12-24',
      endDate: '2026-12-24',
      time: { from: '15:00', to: '16:00' },
    });
  });

  it('count the next full hour in Amsterdam on the days the clocks change', () => {
    expect(toIsoDateTime(nextFullHour(new Date('2026-03-29T01:30:00+01:00')))).toBe(
      '2026-03-29T03:00:00+02:00',
    );
    // The second 02:30 of the autumn night (winter time) is followed by 03:00.
    expect(toIsoDateTime(nextFullHour(new Date('2026-10-25T02:30:00+01:00')))).toBe(
      '2026-10-25T03:00:00+01:00',
    );
    expect(toIsoDateTime(nextFullHour(new Date('2026-10-25T02:30:00+02:00')))).toBe(
      '2026-10-25T02:00:00+01:00',
    );
  });
});

describe('the params for the back end', () => {
  it('adds a single timed period', () => {
    expect(toAddParams(values())).toEqual({
      type: CalendarItemType.UNAVAILABLE,
      start: '2026-11-23T09:00:00+01:00',
      end: '2026-11-23T10:00:00+01:00',
      isAllDay: false,
    });
  });

  it('makes an all-day period 00:00 of Van to 24:00 of Tot, in Amsterdam', () => {
    expect(
      toAddParams(values({ startDate: '2026-10-24', endDate: '2026-10-25', isAllDay: true })),
    ).toMatchObject({
      start: '2026-10-24T00:00:00+02:00',
      end: '2026-10-26T00:00:00+01:00',
      isAllDay: true,
    });
  });

  it('adds a repeating period with each end mode', () => {
    // 'Na een jaar' sends the end date the spec names: the start plus one year (section 4).
    expect(toAddParams(values({ repeat: 'daily', endMode: 'oneYear' })).repeat).toEqual({
      type: RepeatType.DAILY,
      end_mode: RepeatEndMode.ONE_YEAR,
      end_date: '2027-11-23',
      amount: null,
    });
    expect(
      toAddParams(values({ repeat: 'weekly', endMode: 'setAmount', amount: ' 3 ' })).repeat,
    ).toEqual({
      type: RepeatType.WEEKLY,
      end_mode: RepeatEndMode.SET_AMOUNT,
      end_date: null,
      amount: 3,
    });
    expect(
      toAddParams(values({ repeat: 'weekly', endMode: 'onDate', repeatEndDate: '2027-01-31' }))
        .repeat,
    ).toEqual({
      type: RepeatType.WEEKLY,
      end_mode: RepeatEndMode.ON_DATE,
      end_date: '2027-01-31',
      amount: null,
    });
  });

  it('updates one item', () => {
    const existing = item('2026-11-23T09:00:00+01:00', '2026-11-23T10:00:00+01:00', { id: 42 });
    expect(toUpdateParams(values({ time: { from: '08:30', to: '12:00' } }), existing)).toEqual({
      id: 42,
      type: CalendarItemType.UNAVAILABLE,
      start: '2026-11-23T08:30:00+01:00',
      end: '2026-11-23T12:00:00+01:00',
      isAllDay: false,
    });
  });

  it('updates a whole series from its first occurrence, moved as the edited one was', () => {
    // The third occurrence (18 November) moves a day later and gets new times.
    const third = item('2026-11-18T18:00:00+01:00', '2026-11-18T22:00:00+01:00', {
      repeat: series(),
    });
    const edited = formValuesFromItem(third);
    expect(
      toSeriesUpdateParams(
        {
          ...edited,
          startDate: '2026-11-19',
          endDate: '2026-11-19',
          time: { from: '19:00', to: '23:00' },
        },
        { ...third, repeat: series() },
      ),
    ).toEqual({
      repeat_id: 310,
      start: '2026-11-05T19:00:00+01:00',
      end: '2026-11-05T23:00:00+01:00',
      isAllDay: false,
      repeat: {
        type: RepeatType.WEEKLY,
        end_mode: RepeatEndMode.SET_AMOUNT,
        end_date: null,
        amount: 8,
      },
    });
  });

  it("counts 'Na een jaar' of a whole series from its first day", () => {
    const third = item('2026-11-18T18:00:00+01:00', '2026-11-18T22:00:00+01:00', {
      repeat: series(),
    });
    const edited = { ...formValuesFromItem(third), endMode: 'oneYear' as const };
    expect(toSeriesUpdateParams(edited, { ...third, repeat: series() }).repeat).toMatchObject({
      end_mode: RepeatEndMode.ONE_YEAR,
      end_date: '2027-11-04',
    });
  });

  it('turns a series into one item with Nooit', () => {
    const first = item('2026-11-04T18:00:00+01:00', '2026-11-04T22:00:00+01:00', {
      repeat: series(),
    });
    expect(
      toSeriesUpdateParams(
        { ...formValuesFromItem(first), repeat: 'never' },
        { ...first, repeat: series() },
      ).repeat,
    ).toEqual({
      type: RepeatType.NEVER,
      end_mode: RepeatEndMode.ONE_YEAR,
      end_date: null,
      amount: null,
    });
  });

  it('refuses incomplete values', () => {
    expect(() => toAddParams(values({ time: { from: null, to: '10:00' } }))).toThrow();
  });
});

describe('the values of an existing item', () => {
  it('reads its Amsterdam days and times', () => {
    expect(formValuesFromItem(item('2026-11-23T21:00:00Z', '2026-11-24T06:00:00Z'))).toEqual(
      values({
        startDate: '2026-11-23',
        endDate: '2026-11-24',
        time: { from: '22:00', to: '07:00' },
      }),
    );
  });

  it("reads an all-day item's last day, and the series it is part of", () => {
    const holiday = item('2026-12-24T00:00:00+01:00', '2026-12-27T00:00:00+01:00', {
      isAllDay: true,
      repeat: series({
        type: RepeatType.DAILY,
        end_mode: RepeatEndMode.ON_DATE,
        end: '2027-01-31',
        amount: null,
      }),
    });
    expect(formValuesFromItem(holiday)).toEqual(
      values({
        startDate: '2026-12-24',
        endDate: '2026-12-26',
        isAllDay: true,
        time: { from: '09:00', to: '17:00' },
        repeat: 'daily',
        endMode: 'onDate',
        repeatEndDate: '2027-01-31',
      }),
    );
  });

  it('gives back the same item when saved unchanged', () => {
    const minutes = fc.integer({ min: 0, max: 24 * 60 - 1 });
    const time = (minute: number) =>
      `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        dayArbitrary(new CalendarDate(2025, 1, 1), new CalendarDate(2028, 12, 31)),
        fc.integer({ min: 0, max: 3 }),
        minutes,
        minutes,
        fc.boolean(),
        (day, days, from, to, isAllDay) => {
          const startDate = day.toString();
          const endDate = day.add({ days }).toString();
          const entered = values({
            startDate,
            endDate,
            isAllDay,
            time: { from: time(from), to: time(to) },
          });
          if (
            check(endDateOrderError, 'endDate', entered) ||
            check(endAfterStartError, 'time', entered)
          ) {
            return;
          }
          const params = toAddParams(entered);
          const read = formValuesFromItem(item(params.start, params.end, { isAllDay }));
          expect(toAddParams(read)).toEqual(params);
          expect([read.startDate, read.endDate]).toEqual([startDate, endDate]);
        },
      ),
    );
  });
});

describe('series', () => {
  it('counts the planned occurrences as the server does', () => {
    expect(plannedOccurrences(series())).toBe(8);
    expect(
      plannedOccurrences(
        series({ end_mode: RepeatEndMode.ON_DATE, end: '2026-11-25', amount: null }),
      ),
    ).toBe(4);
    expect(
      plannedOccurrences(
        series({
          type: RepeatType.DAILY,
          end_mode: RepeatEndMode.ONE_YEAR,
          end: '2027-11-04',
          amount: null,
        }),
      ),
    ).toBe(366);
  });
});

describe('the rules', () => {
  it('refuse a date outside the years the calendar shows (an item in 2999 could never be seen)', () => {
    expect(calendarYearsError('2999-06-01')).toBe(messages.dateOutsideCalendar);
    expect(calendarYearsError('1969-12-31')).toBe(messages.dateOutsideCalendar);
    expect(calendarYearsError('2099-12-31')).toBeNull();
    expect(calendarYearsError('1970-01-01')).toBeNull();
    expect(calendarYearsError(null)).toBeNull();
  });

  it('ask for Van, Tot and both times', () => {
    expect(check(startDateError, 'startDate', values({ startDate: null }))).toBe(
      messages.startDateRequired,
    );
    expect(check(startDateError, 'startDate', values({ startDate: '2026-02-30' }))).toBe(
      messages.startDateRequired,
    );
    expect(check(endDateError, 'endDate', values({ endDate: '' }))).toBe(messages.endDateRequired);
    expect(check(timeError, 'time', values({ time: { from: '9:00', to: '10:00' } }))).toBe(
      messages.timeRequired,
    );
    expect(
      check(timeError, 'time', values({ isAllDay: true, time: { from: null, to: null } })),
    ).toBeNull();
  });

  it('want Tot on or after Van', () => {
    expect(check(endDateOrderError, 'endDate', values({ endDate: '2026-11-22' }))).toBe(
      messages.endDateBeforeStartDate,
    );
    expect(check(endDateOrderError, 'endDate', values({ endDate: '2026-11-23' }))).toBeNull();
    // The time rule leaves the dates to the date rule.
    expect(check(endAfterStartError, 'time', values({ endDate: '2026-11-22' }))).toBeNull();
  });

  it('want the end after the start (the server answers 1703 otherwise)', () => {
    expect(
      check(endAfterStartError, 'time', values({ time: { from: '10:00', to: '10:00' } })),
    ).toBe(messages.endNotAfterStart);
    expect(
      check(endAfterStartError, 'time', values({ time: { from: '10:00', to: '09:59' } })),
    ).toBe(messages.endNotAfterStart);
    expect(
      check(endAfterStartError, 'time', values({ time: { from: '10:00', to: '10:01' } })),
    ).toBeNull();
    expect(
      check(
        endAfterStartError,
        'time',
        values({ endDate: '2026-11-24', time: { from: '22:00', to: '07:00' } }),
      ),
    ).toBeNull();
    // An all-day item on one day is fine.
    expect(check(endAfterStartError, 'time', values({ isAllDay: true }))).toBeNull();
  });

  it('agree with the instants for any times', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1 }),
        (from, to, days) => {
          const hm = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const entered = values({
            endDate: new CalendarDate(2026, 11, 23).add({ days }).toString(),
            time: { from: hm(from), to: hm(to) },
          });
          const params = toAddParams(entered);
          const isAfter = Date.parse(params.end) > Date.parse(params.start);
          expect(check(endAfterStartError, 'time', entered) === null).toBe(isAfter);
        },
      ),
    );
  });

  it('want an amount from 1 to 367 after Na aantal keer', () => {
    const withAmount = (amount: string) =>
      values({ repeat: 'daily', endMode: 'setAmount', amount });
    expect(check(amountError, 'amount', withAmount(''))).toBe(messages.amountRequired);
    expect(check(amountError, 'amount', withAmount('2.5'))).toBe(messages.amountOutOfRange);
    expect(check(amountError, 'amount', withAmount('-1'))).toBe(messages.amountOutOfRange);
    expect(check(amountError, 'amount', values({ amount: '0' }))).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1000 }), (amount) => {
        const valid = amount >= 1 && amount <= 367;
        expect(check(amountError, 'amount', withAmount(String(amount))) === null).toBe(valid);
      }),
    );
    expect(
      [0, 1, 367, 368].map((amount) => check(amountError, 'amount', withAmount(String(amount)))),
    ).toEqual([messages.amountOutOfRange, null, null, messages.amountOutOfRange]);
  });

  it('want an end date not before Van after Op datum', () => {
    const onDate = (repeatEndDate: string | null) =>
      values({ repeat: 'weekly', endMode: 'onDate', repeatEndDate });
    expect(check(repeatEndDateError, 'repeatEndDate', onDate(null))).toBe(
      messages.repeatEndDateRequired,
    );
    expect(check(repeatEndDateOrderError, 'repeatEndDate', onDate('2026-11-22'))).toBe(
      messages.repeatEndDateBeforeStart,
    );
    expect(check(repeatEndDateOrderError, 'repeatEndDate', onDate('2026-11-23'))).toBeNull();
    expect(check(repeatEndDateError, 'repeatEndDate', values({ repeatEndDate: null }))).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
        const end = new CalendarDate(2026, 11, 23).add({ days: offset }).toString();
        expect(check(repeatEndDateOrderError, 'repeatEndDate', onDate(end)) === null).toBe(
          offset >= 0,
        );
      }),
    );
  });

  it('keep a repeating item within its interval', () => {
    expect(
      check(
        repeatIntervalError,
        'repeat',
        values({ repeat: 'daily', endDate: '2026-11-24', time: { from: '09:00', to: '09:00' } }),
      ),
    ).toBeNull();
    expect(
      check(
        repeatIntervalError,
        'repeat',
        values({ repeat: 'daily', endDate: '2026-11-24', time: { from: '09:00', to: '09:01' } }),
      ),
    ).toBe(messages.dailyTooLong);
    expect(
      check(
        repeatIntervalError,
        'repeat',
        values({ repeat: 'weekly', isAllDay: true, endDate: '2026-11-29' }),
      ),
    ).toBeNull();
    expect(
      check(
        repeatIntervalError,
        'repeat',
        values({ repeat: 'weekly', isAllDay: true, endDate: '2026-11-30' }),
      ),
    ).toBe(messages.weeklyTooLong);
    expect(check(repeatIntervalError, 'repeat', values({ endDate: '2026-12-30' }))).toBeNull();
  });
});

describe("moving 'Van'", () => {
  const values = (startDate: string | null, endDate: string | null): CalendarFormValues => ({
    ...defaultFormValues({ day: new CalendarDate(2027, 3, 1) }),
    startDate,
    endDate,
  });

  it("moves 'Tot' along, keeping the period's length", () => {
    fc.assert(
      fc.property(
        dayArbitrary(),
        fc.integer({ min: 0, max: 60 }),
        dayArbitrary(),
        (from, length, to) => {
          const previous = values(from.toString(), from.add({ days: length }).toString());
          const moved = moveEndWithStart({ ...previous, startDate: to.toString() }, previous);
          expect(moved.endDate).toBe(to.add({ days: length }).toString());
          expect(endDateOrderError(moved.endDate, moved)).toBeNull();
        },
      ),
    );
  });

  it('leaves an end set before the start, and dates not filled in, where they are', () => {
    const wrong = values('2027-03-10', '2027-03-05');
    expect(moveEndWithStart({ ...wrong, startDate: '2027-03-12' }, wrong).endDate).toBe(
      '2027-03-05',
    );
    const noEnd = values('2027-03-10', null);
    expect(moveEndWithStart({ ...noEnd, startDate: '2027-03-12' }, noEnd).endDate).toBeNull();
    const noStart = values(null, '2027-03-10');
    expect(moveEndWithStart({ ...noStart, startDate: '2027-03-12' }, noStart).endDate).toBe(
      '2027-03-10',
    );
  });
});
