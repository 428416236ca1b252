import type { CalendarDate } from '@internationalized/date';
import { paths } from '../../paths';
import {
  periodSegments,
  resolveCalendarRoute,
  type CalendarLocation,
  type CalendarView,
  type Period,
} from './model/period';

/** The two calendar views and the base path of each (`/calendar/month`, `/calendar/week`). */
export type CalendarPeriod = CalendarView;

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

/** The path of a view with date segments and a child: `/calendar/week/2026/47/18/edit/501`. */
export function calendarChildPath(
  view: CalendarView,
  dateSegments: readonly string[],
  child: CalendarChild = { kind: 'overview' },
): string {
  const rest = child.kind === 'add' ? ['add'] : child.kind === 'edit' ? ['edit', child.id] : [];
  return [paths.calendar[view](), ...dateSegments, ...rest.map(encodeURIComponent)].join('/');
}

/**
 * The path of a period, with the chosen day when given (and inside the period) and a child:
 * `/calendar/month/2026/11`, `/calendar/week/2026/47/18/add`.
 */
export function calendarPeriodPath(
  period: Period,
  { day, child }: { day?: CalendarDate; child?: CalendarChild } = {},
): string {
  return calendarChildPath(period.view, periodSegments(period, day), child);
}

/** A calendar URL read completely: where it points, its child, and where to redirect if anywhere. */
export interface CalendarRoute {
  location: CalendarLocation;
  child: CalendarChild | undefined;
  /**
   * The canonical path to replace the URL with (date parameters without invalid or non-canonical
   * parts; an unknown child becomes the overview), or undefined when the URL is fine.
   */
  redirectTo: string | undefined;
}

/**
 * Reads the path below a calendar view against today (in Amsterdam): the period and day it
 * shows (missing parts mean today's), its child, and the canonical redirect when needed.
 */
export function readCalendarRoute(
  view: CalendarView,
  path: string,
  today: CalendarDate,
): CalendarRoute {
  const { dateSegments, child } = parseCalendarPath(path);
  const resolved = resolveCalendarRoute(view, dateSegments, today);
  const redirectTo =
    resolved.isCanonical && child !== undefined
      ? undefined
      : calendarChildPath(view, resolved.canonicalSegments, child);
  return { location: resolved.location, child, redirectTo };
}
