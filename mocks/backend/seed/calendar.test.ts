import { CalendarDate } from '@internationalized/date';
import { CalendarItemType } from '@pidz/contracts';
import { describe, expect, it } from 'vitest';
import { seedFreelancer } from './freelancer.ts';

/** `2027-03-17 09:00–12:00`: a period by its Amsterdam wall clock, as the seed writes it. */
const wallClock = (item: { start: string; end: string }) =>
  `${item.start.slice(0, 10)} ${item.start.slice(11, 16)}–${item.end.slice(11, 16)}`;

/** Every day from the first of January 2026 to the last of December 2028 (a leap year). */
const everyDay = Array.from({ length: 3 * 365 + 1 }, (_, index) =>
  new CalendarDate(2026, 1, 1).add({ days: index }),
);

/** What the seed misses with `today`: the 17th's morning, or a shift of the week ahead. */
function missing(today: CalendarDate): string[] {
  const { calendarItems, shifts } = seedFreelancer(today);
  const unavailable = calendarItems
    .filter((item) => item.type === CalendarItemType.UNAVAILABLE && !item.repeat)
    .map(wallClock);
  // The 17th's morning, which the tests and stories open by its times.
  const seventeenth = `${new CalendarDate(today.year, today.month, 17).toString()} 09:00–12:00`;
  // The two shifts relative to today, in the week ahead (a day later where one of the month's
  // periods is).
  const weekAhead = shifts.filter((shift) => {
    const day = shift.start.slice(0, 10);
    return day > today.toString() && day <= today.add({ days: 7 }).toString();
  });
  return [
    ...(unavailable.includes(seventeenth) ? [] : [`${today.toString()}: ${seventeenth}`]),
    ...(weekAhead.length >= 2 ? [] : [`${today.toString()}: the shifts of the week ahead`]),
  ];
}

describe("the freelancer's calendar seed", () => {
  it("holds the month's own unavailable periods and the shifts of the days ahead, whatever today is", () => {
    expect(everyDay.flatMap(missing)).toEqual([]);
    // 1096 whole seeds: about 4 s alone, more beside the other tests on two cores.
  }, 30_000);
});
