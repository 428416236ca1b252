import type { Shift } from '@pidz/contracts';
import { ShiftStatus } from '@pidz/contracts';
import { toAppZone } from '@pidz/ui';

/** The statuses the list filters on (spec section 3: shiftStatuses reserved, filled). */
export const FILTER_STATUSES = { reserved: ShiftStatus.RESERVED, filled: ShiftStatus.FILLED };
export type FilterStatus = keyof typeof FILTER_STATUSES;

/** The parts of the day, by the hours of the Amsterdam clock (see {@link dayPartOf}). */
export const DAY_PARTS = {
  night: [0, 6],
  morning: [6, 12],
  afternoon: [12, 18],
  evening: [18, 24],
} as const satisfies Record<string, readonly [number, number]>;
export type DayPart = keyof typeof DAY_PARTS;

/** The travel times (minutes) the list can be limited to. */
export const TRAVEL_TIMES = [15, 30, 45, 60, 90] as const;

/** The filters of the shift lists (spec section 3, 'Shift filters'), as kept in the URL. */
export interface ShiftFilters {
  /** First day, ISO `yyyy-MM-dd`, inclusive. */
  start?: string;
  /** Last day, ISO `yyyy-MM-dd`, inclusive. */
  end?: string;
  statuses: FilterStatus[];
  functions: string[];
  dayParts: DayPart[];
  /** At most this many minutes of travel to the department. */
  travelTime?: number;
  /** Only departments the user has worked at before. */
  alreadyWorkedAt: boolean;
}

/** The URL's names of the filters. */
const PARAMS = {
  start: 'van',
  end: 'tot',
  statuses: 'status',
  functions: 'functie',
  dayParts: 'dagdeel',
  travelTime: 'reistijd',
  alreadyWorkedAt: 'eerder-gewerkt',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function listOf<T extends string>(params: URLSearchParams, name: string, allowed?: readonly T[]) {
  const values = params.getAll(name).filter((value) => value !== '');
  return (allowed ? values.filter((value) => allowed.includes(value as T)) : values) as T[];
}

/** The filters a query string holds; what it does not hold (or holds wrongly) is not filtered on. */
export function readShiftFilters(search: string): ShiftFilters {
  const params = new URLSearchParams(search);
  const date = (name: string) => {
    const value = params.get(name);
    return value && ISO_DATE.test(value) ? value : undefined;
  };
  const travel = Number(params.get(PARAMS.travelTime));
  return {
    start: date(PARAMS.start),
    end: date(PARAMS.end),
    statuses: listOf(params, PARAMS.statuses, Object.keys(FILTER_STATUSES) as FilterStatus[]),
    functions: listOf(params, PARAMS.functions),
    dayParts: listOf(params, PARAMS.dayParts, Object.keys(DAY_PARTS) as DayPart[]),
    travelTime: (TRAVEL_TIMES as readonly number[]).includes(travel) ? travel : undefined,
    alreadyWorkedAt: params.get(PARAMS.alreadyWorkedAt) === 'ja',
  };
}

/** The query string of the filters (with its `?`, or empty when nothing is filtered). */
export function writeShiftFilters(filters: ShiftFilters): string {
  const params = new URLSearchParams();
  if (filters.start && filters.end) {
    params.set(PARAMS.start, filters.start);
    params.set(PARAMS.end, filters.end);
  }
  for (const status of filters.statuses) params.append(PARAMS.statuses, status);
  for (const name of filters.functions) params.append(PARAMS.functions, name);
  for (const part of filters.dayParts) params.append(PARAMS.dayParts, part);
  if (filters.travelTime) params.set(PARAMS.travelTime, String(filters.travelTime));
  if (filters.alreadyWorkedAt) params.set(PARAMS.alreadyWorkedAt, 'ja');
  const search = params.toString();
  return search ? `?${search}` : '';
}

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_PART = 6 * 60;
/** The day parts in the order of the clock, each {@link MINUTES_PER_PART} long. */
const PARTS_BY_CLOCK: readonly DayPart[] = ['night', 'morning', 'afternoon', 'evening'];
/** A shift longer than this (a week) is counted over its first week only. */
const LONGEST_COUNTED = 7 * MINUTES_PER_DAY;

/**
 * The part of the day a shift belongs to (docs/decisions/0024): the part in which most of its
 * minutes fall, on the Amsterdam clock from its start on (night 00–06, morning 06–12, afternoon
 * 12–18, evening 18–24); on a tie, the part it reaches first. A night shift 23:00–07:30 is 'night'
 * (6 hours), not 'evening' (1 hour) though it starts there; a shift without length, the part of
 * its start.
 */
export function dayPartOf(shift: Pick<Shift, 'start' | 'end'>): DayPart {
  const start = toAppZone(shift.start);
  const end = toAppZone(shift.end);
  if (!start) return 'night';
  const from = start.hour * 60 + start.minute;
  const length = end ? Math.round((end.toDate().getTime() - start.toDate().getTime()) / 60_000) : 0;
  const until = from + Math.min(Math.max(length, 0), LONGEST_COUNTED);
  const minutes = new Map<DayPart, number>();
  let best = PARTS_BY_CLOCK[Math.floor(from / MINUTES_PER_PART)] ?? 'night';
  for (let at = from; at < until;) {
    const next = Math.min((Math.floor(at / MINUTES_PER_PART) + 1) * MINUTES_PER_PART, until);
    const part = PARTS_BY_CLOCK[Math.floor((at % MINUTES_PER_DAY) / MINUTES_PER_PART)] ?? 'night';
    const total = (minutes.get(part) ?? 0) + next - at;
    minutes.set(part, total);
    if (total > (minutes.get(best) ?? 0)) best = part;
    at = next;
  }
  return best;
}

/** What the filters need to know beyond the shift itself. */
export interface FilterFacts {
  /** Travel minutes per department id (linked departments); absent when not set. */
  travelTimes: ReadonlyMap<number, number>;
  /** The departments the user has worked at ('organisation|department' names). */
  workedAt: ReadonlySet<string>;
}

/** The key of a shift's department in {@link FilterFacts.workedAt}. */
export function departmentKey(organisation: string, department: string): string {
  return `${organisation}|${department}`;
}

/** The shifts that pass every filter, in their order (upcoming first). */
export function filterShifts(
  shifts: readonly Shift[],
  filters: ShiftFilters,
  facts: FilterFacts,
): Shift[] {
  const statuses: ShiftStatus[] = filters.statuses.map((status) => FILTER_STATUSES[status]);
  return shifts.filter((shift) => {
    const day = toAppZone(shift.start)?.toString().slice(0, 10) ?? '';
    if (filters.start && filters.end && (day < filters.start || day > filters.end)) return false;
    if (statuses.length > 0 && !statuses.includes(shift.status)) return false;
    if (filters.functions.length > 0 && !filters.functions.includes(shift.function_name)) {
      return false;
    }
    if (filters.dayParts.length > 0 && !filters.dayParts.includes(dayPartOf(shift))) return false;
    if (filters.travelTime !== undefined) {
      const minutes = facts.travelTimes.get(shift.department_id);
      if (minutes === undefined || minutes > filters.travelTime) return false;
    }
    if (
      filters.alreadyWorkedAt &&
      !facts.workedAt.has(departmentKey(shift.organisation_name, shift.department_name))
    ) {
      return false;
    }
    return true;
  });
}
