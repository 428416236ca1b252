import { APP_TIME_ZONE } from '@pidz/ui';
import { CalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { CalendarItemType, type CalendarItem } from '@pidz/contracts';
import type { CalendarFormValues } from './formValues';

/** Test helpers for the calendar model's tests (not used by the app). */

const EPOCH_DAY = new CalendarDate(1970, 1, 1);

/** Any day from `from` to `to` (both included). */
export function dayArbitrary(
  from = new CalendarDate(1971, 1, 1),
  to = new CalendarDate(2098, 12, 31),
): fc.Arbitrary<CalendarDate> {
  return fc
    .integer({ min: from.compare(EPOCH_DAY), max: to.compare(EPOCH_DAY) })
    .map((days) => EPOCH_DAY.add({ days }));
}

/** The moments the clocks change in Amsterdam in 2026 and 2027 (01:00 UTC). */
export const DST_CHANGES = [
  Date.UTC(2026, 2, 29, 1),
  Date.UTC(2026, 9, 25, 1),
  Date.UTC(2027, 2, 28, 1),
  Date.UTC(2027, 9, 31, 1),
] as const;

const MS_PER_MINUTE = 60_000;

/** An instant (whole minutes) up to 3 days either side of one of the 2026 and 2027 clock changes. */
export const instantNearDstChange: fc.Arbitrary<number> = fc
  .tuple(fc.constantFrom(...DST_CHANGES), fc.integer({ min: -3 * 1440, max: 3 * 1440 }))
  .map(([change, minutes]) => change + minutes * MS_PER_MINUTE);

/** An ISO date-time with a given offset in minutes (`+02:00`), as a server might send it. */
export function isoWithOffset(epochMs: number, offsetMinutes: number): string {
  const local = new Date(epochMs + offsetMinutes * MS_PER_MINUTE).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const minutes = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

/** A calendar item with the given times and defaults for the rest. */
export function item(
  start: string,
  end: string,
  overrides: Partial<CalendarItem> = {},
): CalendarItem {
  return {
    id: 1,
    type: CalendarItemType.UNAVAILABLE,
    start,
    end,
    isAllDay: false,
    repeat: null,
    shift_id: null,
    organisation_name: null,
    department_city: null,
    department_street: null,
    department_house_number: null,
    ...overrides,
  };
}

/**
 * Random items around the 2026 and 2027 clock changes: a start near a change, 0 to 72 hours long,
 * written with any offset (UTC, Amsterdam's, New York's, Tokyo's), sometimes all day.
 */
export const itemNearDstChange: fc.Arbitrary<CalendarItem> = fc
  .record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    start: instantNearDstChange,
    minutes: fc.integer({ min: 0, max: 72 * 60 }),
    startOffset: fc.constantFrom(0, 60, 120, -300, 540),
    endOffset: fc.constantFrom(0, 60, 120, -240, 540),
    type: fc.constantFrom(
      CalendarItemType.SHIFT,
      CalendarItemType.UNAVAILABLE,
      CalendarItemType.FREELANCER_REQUEST,
    ),
  })
  .map(({ id, start, minutes, startOffset, endOffset, type }) =>
    item(
      isoWithOffset(start, startOffset),
      isoWithOffset(start + minutes * MS_PER_MINUTE, endOffset),
      { id, type },
    ),
  );

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The Amsterdam date (`yyyy-MM-dd`) and time (`HH:mm`) of an instant, straight from Intl: an
 * oracle for the model that uses none of its code.
 */
export function amsterdamWallClock(epochMs: number): { date: string; time: string } {
  const parts = Object.fromEntries(
    wallClockFormat.formatToParts(new Date(epochMs)).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** Valid form values of a one-hour unavailable period on 23 November 2026, with `overrides`. */
export function formValues(overrides: Partial<CalendarFormValues> = {}): CalendarFormValues {
  return {
    startDate: '2026-11-23',
    endDate: '2026-11-23',
    isAllDay: false,
    time: { from: '09:00', to: '10:00' },
    repeat: 'never',
    endMode: 'oneYear',
    amount: '',
    repeatEndDate: null,
    ...overrides,
  };
}
