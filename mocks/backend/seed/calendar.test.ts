import fc from 'fast-check';
import { CalendarDate } from '@internationalized/date';
import { CalendarItemType } from '@pidz/contracts';
import { describe, expect, it } from 'vitest';
import { seedFreelancer } from './freelancer.ts';

const amsterdamDay = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2027-03-17 09:00`: the Amsterdam wall clock of an ISO instant. */
const wallClock = (iso: string) => amsterdamDay.format(new Date(iso));

describe("the freelancer's calendar seed", () => {
  it("holds the month's own unavailable periods on every day of the month, and the shifts of the days ahead", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2026, max: 2030 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, dayOfMonth) => {
          const today = new CalendarDate(year, month, 1).add({ days: dayOfMonth - 1 });
          if (today.month !== month) return;
          const { calendarItems, shifts } = seedFreelancer(today);
          const unavailable = calendarItems
            .filter((item) => item.type === CalendarItemType.UNAVAILABLE && !item.repeat)
            .map((item) => `${wallClock(item.start)}–${wallClock(item.end).slice(11)}`);
          // The 17th's morning, which the tests and stories open by its times.
          const seventeenth = new CalendarDate(year, month, 17).toString();
          expect(unavailable).toContain(`${seventeenth} 09:00–12:00`);
          // The two shifts relative to today are there, in the week ahead (a day later where one
          // of the month's periods is).
          const weekAhead = shifts.filter((shift) => {
            const day = shift.start.slice(0, 10);
            return day > today.toString() && day <= today.add({ days: 7 }).toString();
          });
          expect(weekAhead.length).toBeGreaterThanOrEqual(2);
        },
      ),
    );
  });
});
