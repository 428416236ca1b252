import { Redirect } from 'wouter';
import { isRetryable } from '../../lib/platform/retry';
import { usePeriodItems } from './api';
import { CalendarScreen } from './CalendarScreen';
import type { CalendarView } from './model';
import { useCalendarRoute, type CalendarRouteApi } from './useCalendarRoute';
import type { ShownItems } from './useCalendarScreen';

export type { CalendarPeriod } from './calendarPath';

export interface CalendarRoutesProps {
  /** The view: `/calendar/month/...` or `/calendar/week/...`. */
  period: CalendarView;
}

/**
 * The month or week calendar with its children (overview, `add`, `edit/:id`), mounted on a nested
 * route. The URL is the state: the period, the chosen day and the open child; missing parts mean
 * today, and an unknown child or invalid date is replaced by the canonical path.
 */
export function CalendarRoutes({ period: view }: CalendarRoutesProps) {
  const route = useCalendarRoute(view);
  if (route.redirectTo !== undefined) return <Redirect to={`~${route.redirectTo}`} replace />;
  return <LoadedCalendar view={view} route={route} />;
}

/**
 * The calendar with the items of its period. The layout stays whatever the read's state: a period
 * whose items are cached (prefetched beside the shown one, kept for offline use, or loaded by the
 * route loader) shows them in the same render; another one shows its grid without items (busy)
 * and fills that same grid when they arrive; a failed read shows the retry above the empty grid.
 */
function LoadedCalendar({ view, route }: { view: CalendarView; route: CalendarRouteApi }) {
  const query = usePeriodItems(route.period);
  let shown: ShownItems;
  if (query.data !== undefined) {
    // After a failed refresh the last loaded items stay, read-only, when the back end did not answer.
    shown = {
      status: 'loaded',
      items: query.data,
      isOffline: query.isError && isRetryable(query.error),
    };
  } else if (query.isError && !query.isFetching) {
    shown = { status: 'failed', onRetry: () => void query.refetch() };
  } else {
    shown = { status: 'loading' };
  }
  return <CalendarScreen view={view} route={route} shown={shown} />;
}
