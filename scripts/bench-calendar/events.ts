import { CalendarItemType, type CalendarItem } from '@pidz/contracts';

/** The month the bench shows first (November 2026: no DST change, 30 days, a 6-week grid). */
export const BENCH_MONTH = { year: 2026, month: 11 } as const;
/** Items in the bench month. */
export const BENCH_ITEM_COUNT = 1000;

const pad = (value: number) => String(value).padStart(2, '0');
/** An Amsterdam wall-clock time in November (CET, +01:00) as the server sends it. */
const november = (day: number, hour: number, minute = 0) =>
  `${BENCH_MONTH.year}-${pad(BENCH_MONTH.month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00+01:00`;
/** The day after a November day, at a time (a night shift's end; 30 November runs into December). */
const dayAfter = (day: number, hour: number) =>
  day < 30 ? november(day + 1, hour) : `${BENCH_MONTH.year}-12-01T${pad(hour)}:00:00+01:00`;

/** The types of the day items, in turn. */
const DAY_ITEM_TYPES = [
  CalendarItemType.SHIFT,
  CalendarItemType.UNAVAILABLE,
  CalendarItemType.FREELANCER_REQUEST,
] as const;

/**
 * The 1000 items both calendars show: spread over the 30 days of the month, the three item types,
 * day shifts of one to eight hours, a night shift across midnight every tenth item and an all-day
 * unavailable period every 25th. The same list every run (no randomness).
 */
export function benchItems(): CalendarItem[] {
  return Array.from({ length: BENCH_ITEM_COUNT }, (_, index): CalendarItem => {
    const day = 1 + (index % 30);
    const isNight = index % 10 === 0;
    const isAllDay = index % 25 === 1;
    const type = isAllDay
      ? CalendarItemType.UNAVAILABLE
      : isNight
        ? CalendarItemType.SHIFT
        : (DAY_ITEM_TYPES[index % DAY_ITEM_TYPES.length] ?? CalendarItemType.SHIFT);
    const startHour = isAllDay ? 0 : isNight ? 22 : 6 + ((index * 7) % 14);
    const start = november(day, startHour, isAllDay || isNight ? 0 : (index % 4) * 15);
    const end = isAllDay
      ? dayAfter(day, 0)
      : isNight
        ? dayAfter(day, 7)
        : november(day, startHour + 1 + (index % 8), (index % 4) * 15);
    const isShift = type !== CalendarItemType.UNAVAILABLE;
    return {
      id: 1 + index,
      type,
      start,
      end,
      isAllDay,
      repeat: null,
      shift_id: isShift ? 50_000 + index : null,
      organisation_name: isShift ? `Zorggroep ${1 + (index % 12)}` : null,
      department_city: isShift ? 'Utrecht' : null,
      department_street: isShift ? 'Biltstraat' : null,
      department_house_number: isShift ? '140a' : null,
    };
  });
}

/**
 * Answers the JSON-RPC requests the marking sends: each addCalendarItem with one item, made from
 * `item`.
 */
export function answerMarking(body: string, item: CalendarItem | undefined): Response {
  const calls = [JSON.parse(body)].flat() as {
    id: number;
    method: string;
    params: { params: { start: string; end: string; isAllDay: boolean } };
  }[];
  return Response.json(
    calls.map((call, index) => ({
      jsonrpc: '2.0',
      id: call.id,
      result: [{ ...item, id: 900_000 + index, type: 3, shift_id: null, ...call.params.params }],
    })),
  );
}
