import type { CalendarDate } from '@internationalized/date';
import { parseIsoDate } from '../DatePicker/isoDate';

/** A period as two ISO `yyyy-MM-dd` dates, both inclusive. */
export interface IsoDateRange {
  /** First day, ISO `yyyy-MM-dd`. */
  start: string;
  /** Last day, ISO `yyyy-MM-dd`. */
  end: string;
}

/** The calendar range of an ISO range; `null` when absent or when either date does not parse. */
export function parseIsoDateRange(
  range: IsoDateRange | null | undefined,
): { start: CalendarDate; end: CalendarDate } | null {
  const start = parseIsoDate(range?.start);
  const end = parseIsoDate(range?.end);
  return start && end ? { start, end } : null;
}

/** The ISO range of a calendar range, or `null` for none. */
export function toIsoDateRange(
  range: { start: CalendarDate; end: CalendarDate } | null,
): IsoDateRange | null {
  return range ? { start: range.start.toString(), end: range.end.toString() } : null;
}
