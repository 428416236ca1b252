import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APP_TIME_ZONE,
  crossesMidnight,
  formatDate,
  formatShortDate,
  formatTime,
  formatTimeRange,
  instantMs,
  toAppZone,
} from './dates.ts';

/**
 * Property tests of the Amsterdam conversion: random instants in 2026 and 2027, many of them near
 * the four changes between winter and summer time, written with random offsets as the server may.
 * The oracle is the platform's own Intl.DateTimeFormat in Europe/Amsterdam on the same instant.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The moments the clocks change in 2026 and 2027 (01:00 UTC on the last Sunday of March/October). */
const dstChanges = [
  '2026-03-29T01:00:00Z',
  '2026-10-25T01:00:00Z',
  '2027-03-28T01:00:00Z',
  '2027-10-31T01:00:00Z',
].map((iso) => Date.parse(iso));

/** An instant (epoch ms) in 2026-2027: anywhere, near a DST change, or on a quarter hour near one. */
const instant = fc.oneof(
  fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T23:59:59Z') }),
  fc
    .tuple(fc.constantFrom(...dstChanges), fc.integer({ min: -26 * HOUR, max: 26 * HOUR }))
    .map(([change, shift]) => change + shift),
  fc
    .tuple(fc.constantFrom(...dstChanges), fc.integer({ min: -26 * 4, max: 26 * 4 }))
    .map(([change, quarters]) => change + quarters * 15 * MINUTE),
);

/** A UTC offset in minutes, on a quarter hour, as ISO allows (-12:00 to +14:00). */
const offsetMinutes = fc.integer({ min: -48, max: 56 }).map((quarters) => quarters * 15);

/** The instant as an ISO date-time with milliseconds at the given offset ('Z' for 0). */
function isoWithOffset(epochMs: number, offset: number): string {
  const wallClock = new Date(epochMs + offset * MINUTE).toISOString().slice(0, -1);
  if (offset === 0) return `${wallClock}Z`;
  const size = Math.abs(offset);
  const hh = String(Math.floor(size / 60)).padStart(2, '0');
  const mm = String(size % 60).padStart(2, '0');
  return `${wallClock}${offset < 0 ? '-' : '+'}${hh}:${mm}`;
}

const intl = {
  date: new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }),
  shortDate: new Intl.DateTimeFormat('nl-NL', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }),
  time: new Intl.DateTimeFormat('nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Amsterdam',
  }),
  wallClock: new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Amsterdam',
  }),
};

/** The Amsterdam wall clock of an instant as `yyyy-MM-ddTHH:mm:ss.sss` (no offset). */
function amsterdamWallClock(epochMs: number): string {
  const parts = Object.fromEntries(
    intl.wallClock.formatToParts(epochMs).map((part) => [part.type, part.value]),
  );
  const millis = String(((epochMs % 1000) + 1000) % 1000).padStart(3, '0');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}.${millis}`;
}

/** The Amsterdam calendar day of an instant, `yyyy-MM-dd`. */
function amsterdamDay(epochMs: number): string {
  return amsterdamWallClock(epochMs).slice(0, 10);
}

const runs = { numRuns: 500 };

describe('the Amsterdam conversion (property)', () => {
  it('uses Europe/Amsterdam', () => {
    expect(APP_TIME_ZONE).toBe('Europe/Amsterdam');
  });

  it('formats an instant written at any offset as Intl does in Europe/Amsterdam', () => {
    fc.assert(
      fc.property(instant, offsetMinutes, (epochMs, offset) => {
        const iso = isoWithOffset(epochMs, offset);
        expect(formatDate(iso)).toBe(intl.date.format(epochMs));
        expect(formatShortDate(iso)).toBe(intl.shortDate.format(epochMs));
        expect(formatTime(iso)).toBe(intl.time.format(epochMs));
        expect(formatTime(new Date(epochMs))).toBe(intl.time.format(epochMs));
      }),
      runs,
    );
  });

  it('formats a time range as the two Amsterdam times', () => {
    fc.assert(
      fc.property(instant, instant, offsetMinutes, (start, end, offset) => {
        expect(formatTimeRange(isoWithOffset(start, offset), isoWithOffset(end, 0))).toBe(
          `${intl.time.format(start)}–${intl.time.format(end)}`,
        );
      }),
      runs,
    );
  });

  it('reads a date-time without offset as that Amsterdam wall clock', () => {
    fc.assert(
      fc.property(instant, (epochMs) => {
        const wallClock = amsterdamWallClock(epochMs);
        expect(formatTime(wallClock)).toBe(intl.time.format(epochMs));
        expect(formatShortDate(wallClock)).toBe(intl.shortDate.format(epochMs));
        // In the hour repeated in October the wall clock is ambiguous: the earlier one is taken.
        const back = toAppZone(wallClock)?.toDate().getTime();
        expect([epochMs, epochMs - HOUR]).toContain(back);
      }),
      runs,
    );
  });

  it('says a period crosses midnight exactly when its start and last moment are on different Amsterdam days', () => {
    const duration = fc.oneof(
      fc.integer({ min: 1, max: 30 * HOUR }),
      fc.integer({ min: 1, max: 30 * 4 }).map((quarters) => quarters * 15 * MINUTE),
    );
    fc.assert(
      fc.property(
        instant,
        duration,
        offsetMinutes,
        offsetMinutes,
        (start, length, startOffset, endOffset) => {
          const end = start + length;
          expect(
            crossesMidnight(isoWithOffset(start, startOffset), isoWithOffset(end, endOffset)),
          ).toBe(amsterdamDay(start) !== amsterdamDay(end - 1));
        },
      ),
      runs,
    );
  });

  it('reads an ISO date-time as toAppZone does, its fields in range or not, remembered or not', () => {
    const twoDigits = (max: number) =>
      fc.integer({ min: 0, max }).map((value) => String(value).padStart(2, '0'));
    const isoText = fc
      .tuple(
        fc.integer({ min: 990, max: 2100 }).map((year) => String(year).padStart(4, '0')),
        twoDigits(13),
        twoDigits(32),
        twoDigits(24),
        twoDigits(60),
        fc.option(twoDigits(60), { nil: '' }).map((second) => (second ? `:${second}` : '')),
        fc.constantFrom('', '.5', '.12', '.123', '.123456'),
        fc.constantFrom('Z', '+01:00', '-03:30', '+0545', '+02', '-00:15', '+01:75', ''),
      )
      .map(
        ([year, month, day, hour, minute, second, fraction, offset]) =>
          `${year}-${month}-${day}T${hour}:${minute}${second}${second ? fraction : ''}${offset}`,
      );
    fc.assert(
      fc.property(isoText, (iso) => {
        const instant = toAppZone(iso)?.toDate().getTime() ?? null;
        expect(instantMs(iso)).toBe(instant);
        expect(instantMs(iso)).toBe(instant);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads an ISO date as its Amsterdam midnight, remembered or not', () => {
    const isoDate = fc
      .tuple(
        fc.integer({ min: 2026, max: 2027 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
      )
      .map(
        ([year, month, day]) =>
          `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      );
    fc.assert(
      fc.property(isoDate, (iso) => {
        const midnight = toAppZone(iso)?.toDate().getTime() ?? null;
        expect(instantMs(iso)).toBe(midnight);
        expect(instantMs(iso)).toBe(midnight);
      }),
      runs,
    );
  });

  it('reads a text as before once more texts than it keeps have been read', () => {
    const nightShiftStart = '2026-11-23T22:00:00+01:00';
    const instant = Date.UTC(2026, 10, 23, 21);
    expect(instantMs(nightShiftStart)).toBe(instant);
    for (let minute = 0; minute <= 10_000; minute += 1) {
      instantMs(new Date(Date.UTC(2030, 0, 1, 0, minute)).toISOString());
    }
    expect(instantMs(nightShiftStart)).toBe(instant);
  });
});
