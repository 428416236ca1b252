import { useDeferredValue } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import { isRetryable } from '../../lib/platform/retry';
import { QueryBoundary } from '../../lib/screen/QueryBoundary';
import { hasPeriodItems, usePeriodItems } from './api';
import { CalendarScreen } from './CalendarScreen';
import type { CalendarView, Period } from './model';
import { useCalendarRoute, type CalendarRouteApi } from './useCalendarRoute';

export type { CalendarPeriod } from './calendarPath';

export interface CalendarRoutesProps {
  /** The view: `/calendar/month/...` or `/calendar/week/...`. */
  period: CalendarView;
}

/**
 * The month or week calendar with its children (overview, `add`, `edit/:id`), mounted on a nested
 * route. The URL is the state: the period, the chosen day and the open child; missing parts mean
 * today, and an unknown child or invalid date is replaced by the canonical path. The period's items
 * are read under a `QueryBoundary` whose placeholder is the same screen without items, so the
 * layout stays while they load or after they failed.
 */
export function CalendarRoutes({ period: view }: CalendarRoutesProps) {
  const route = useCalendarRoute(view);
  if (route.redirectTo !== undefined) return <Redirect to={`~${route.redirectTo}`} replace />;
  return (
    <QueryBoundary
      placeholder={(failure) => (
        <CalendarScreen
          view={view}
          route={route}
          shown={failure ? { status: 'failed', onRetry: failure.onRetry } : { status: 'loading' }}
        />
      )}
    >
      <LoadedCalendar view={view} route={route} />
    </QueryBoundary>
  );
}

/**
 * The calendar with the items of its period. A period whose items are in the cache (prefetched
 * beside the shown one, kept for offline use, or loaded by the route loader) shows in the same
 * render, without a loading state; another one shows its grid without items (busy) at once and
 * fills that same grid when they arrive: the read that waits for them runs in the background
 * (`useDeferredValue`), so it never swaps the screen for the boundary's placeholder.
 */
function LoadedCalendar({ view, route }: { view: CalendarView; route: CalendarRouteApi }) {
  const queryClient = useQueryClient();
  const isCached = hasPeriodItems(queryClient, route.period);
  const deferredPeriod = useDeferredValue<Period | null>(
    route.period,
    isCached ? route.period : null,
  );
  const query = usePeriodItems(isCached ? route.period : deferredPeriod);
  if (!isCached || !query) {
    return <CalendarScreen view={view} route={route} shown={{ status: 'loading' }} />;
  }
  return (
    <CalendarScreen
      view={view}
      route={route}
      shown={{
        status: 'loaded',
        items: query.data,
        // The back end did not answer, but the last loaded items are there: shown read-only.
        isOffline: query.isError && isRetryable(query.error),
      }}
    />
  );
}
