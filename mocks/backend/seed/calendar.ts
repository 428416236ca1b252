import { getDayOfWeek, startOfMonth, type CalendarDate } from '@internationalized/date';
import {
  CalendarItemType,
  RepeatEndMode,
  RepeatType,
  type CalendarItem,
  type DateTimeRange,
  type Shift,
  type ShiftStatus,
} from '@pidz/contracts';
import { atTime, overlaps } from '../periods.ts';
import { seedDepartment, seedOrganisation } from './organisations.ts';

interface SeedShift {
  /** Day relative to the first of the current month, or to today when `fromToday`. */
  day: number;
  fromToday?: boolean;
  from: [number, number];
  to: [number, number];
  departmentId: number;
  functionName: string;
  status: ShiftStatus;
  /** A freelancer request (type 4) instead of a shift (type 2). */
  isRequest?: boolean;
  isPeriodical?: boolean;
}

interface SeedUnavailable {
  day: number;
  fromToday?: boolean;
  /** Absent for an all-day item. */
  from?: [number, number];
  to?: [number, number];
}

/** What the calendar seed needs to know about a persona. */
export interface CalendarSeed {
  shifts: SeedShift[];
  unavailable: SeedUnavailable[];
  /** A weekly series of unavailable evenings, starting on the first Wednesday of the month. */
  weeklySeries?: {
    repeatId: number;
    occurrences: number;
    from: [number, number];
    to: [number, number];
  };
}

function dayOf(today: CalendarDate, day: number, fromToday = false): CalendarDate {
  return (fromToday ? today : startOfMonth(today)).add({ days: day });
}

/** Times of a period on a day; an end before the start falls on the next day (night shifts). */
function period(day: CalendarDate, from: [number, number], to: [number, number]) {
  const overnight = to[0] * 60 + to[1] <= from[0] * 60 + from[1];
  return {
    start: atTime(day, from[0], from[1]),
    end: atTime(overnight ? day.add({ days: 1 }) : day, to[0], to[1]),
  };
}

/**
 * Builds calendar items and shifts relative to today, so the current and the next month always
 * have items. Shifts win over unavailable periods that would overlap them (those are skipped);
 * a shift relative to today gives way to the month's own unavailable periods instead, a day later
 * for as long as it would overlap one, so that those (which tests and stories open by their times)
 * are there on every day of the month. Ids count up from `firstId`, unavailable periods first, so
 * that the contract's example ids (e.g. 9010) name an unavailable period.
 */
export function seedCalendar(
  today: CalendarDate,
  seed: CalendarSeed,
  firstId: number,
): { calendarItems: CalendarItem[]; shifts: Shift[] } {
  const taken: DateTimeRange[] = [];
  const claim = (times: DateTimeRange) => {
    if (taken.some((other) => overlaps(other, times))) return false;
    taken.push(times);
    return true;
  };
  const unavailablePeriods = seed.unavailable.map((unavailable) => {
    const day = dayOf(today, unavailable.day, unavailable.fromToday);
    const isAllDay = !unavailable.from || !unavailable.to;
    const times =
      unavailable.from && unavailable.to
        ? period(day, unavailable.from, unavailable.to)
        : { start: atTime(day, 0), end: atTime(day.add({ days: 1 }), 0) };
    return { times, isAllDay, fromToday: unavailable.fromToday };
  });
  const monthsOwnUnavailable = unavailablePeriods
    .filter(({ fromToday }) => !fromToday)
    .map(({ times }) => times);
  const shiftTimes = seed.shifts
    .map((shiftSeed) => {
      let day = dayOf(today, shiftSeed.day, shiftSeed.fromToday);
      let times = period(day, shiftSeed.from, shiftSeed.to);
      while (shiftSeed.fromToday && monthsOwnUnavailable.some((other) => overlaps(other, times))) {
        day = day.add({ days: 1 });
        times = period(day, shiftSeed.from, shiftSeed.to);
      }
      return { shiftSeed, times };
    })
    .filter(({ times }) => claim(times));
  const unavailableTimes = unavailablePeriods.filter(({ times }) => claim(times));

  let lastId = firstId - 1;
  const calendarItems: CalendarItem[] = unavailableTimes.map(({ times, isAllDay }) =>
    unavailableItem((lastId += 1), times, isAllDay),
  );

  if (seed.weeklySeries) {
    const { repeatId, occurrences, from, to } = seed.weeklySeries;
    const monthStart = startOfMonth(today);
    // In nl-NL weeks start on Monday (0), so Wednesday is 2.
    const weekday = getDayOfWeek(monthStart, 'nl-NL');
    const firstWednesday = monthStart.add({ days: (2 - weekday + 7) % 7 });
    const first = period(firstWednesday, from, to);
    for (let index = 0; index < occurrences; index += 1) {
      const times = period(firstWednesday.add({ weeks: index }), from, to);
      if (!claim(times)) continue;
      calendarItems.push({
        ...unavailableItem((lastId += 1), times, false),
        repeat: {
          id: repeatId,
          type: RepeatType.WEEKLY,
          start: firstWednesday.toString(),
          end: null,
          end_mode: RepeatEndMode.SET_AMOUNT,
          amount: occurrences,
          first_item: first,
        },
      });
    }
  }

  const shifts: Shift[] = [];
  for (const { shiftSeed, times } of shiftTimes) {
    const department = seedDepartment(shiftSeed.departmentId);
    const organisationName = seedOrganisation(department.organisation_id).organisation_name;
    const shift: Shift = {
      id: (lastId += 1),
      status: shiftSeed.status,
      ...times,
      organisation_id: department.organisation_id,
      organisation_name: organisationName,
      department_id: department.department_id,
      department_name: department.department_name,
      department_street: department.street,
      department_house_number: department.house_number,
      department_city: department.city,
      function_name: shiftSeed.functionName,
      is_periodical: shiftSeed.isPeriodical ?? false,
    };
    shifts.push(shift);
    calendarItems.push({
      id: (lastId += 1),
      type: shiftSeed.isRequest ? CalendarItemType.FREELANCER_REQUEST : CalendarItemType.SHIFT,
      ...times,
      isAllDay: false,
      repeat: null,
      shift_id: shift.id,
      organisation_name: organisationName,
      department_city: department.city,
      department_street: department.street,
      department_house_number: department.house_number,
    });
  }

  calendarItems.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return { calendarItems, shifts };
}

/** An unavailable period (type 3) without a series. */
export function unavailableItem(
  id: number,
  times: { start: string; end: string },
  isAllDay: boolean,
): CalendarItem {
  return {
    id,
    type: CalendarItemType.UNAVAILABLE,
    start: times.start,
    end: times.end,
    isAllDay,
    repeat: null,
    shift_id: null,
    organisation_name: null,
    department_city: null,
    department_street: null,
    department_house_number: null,
  };
}
