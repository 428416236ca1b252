/** The two calendar views and the base path of each. */
export type CalendarPeriod = 'month' | 'week';

/** What a calendar route shows beneath its view (spec section 2: overview, edit/:id, add). */
export type CalendarChild = { kind: 'overview' } | { kind: 'add' } | { kind: 'edit'; id: string };

/** A calendar path after `/calendar/month` or `/calendar/week`, split into its parts. */
export interface CalendarPath {
  /** The optional year, month-or-week and day, as given (up to three numeric segments). */
  dateSegments: string[];
  /** The child route, or undefined when the rest of the path names no known child. */
  child: CalendarChild | undefined;
}

const MAX_DATE_SEGMENTS = 3;

/**
 * Splits the path below a calendar view (`/2026/11/21/edit/5`, `/add`, `''`) into the optional
 * date parameters `:year?/:month?/:day?` (or `:year?/:week?/:day?`) and the child route.
 */
export function parseCalendarPath(path: string): CalendarPath {
  const segments = path.split('/').filter(Boolean);
  let dateCount = 0;
  while (dateCount < MAX_DATE_SEGMENTS && /^\d+$/.test(segments[dateCount] ?? '')) dateCount += 1;
  const dateSegments = segments.slice(0, dateCount);
  const [first, second, ...extra] = segments.slice(dateCount);
  let child: CalendarChild | undefined;
  if (first === undefined) child = { kind: 'overview' };
  else if (first === 'add' && second === undefined) child = { kind: 'add' };
  else if (first === 'edit' && second !== undefined && extra.length === 0)
    child = { kind: 'edit', id: second };
  return { dateSegments, child };
}

/** The overview path of a view for the given date segments: `/calendar/month/2026/11`. */
export function calendarOverviewPath(period: CalendarPeriod, dateSegments: string[]): string {
  return ['', 'calendar', period, ...dateSegments].join('/');
}
