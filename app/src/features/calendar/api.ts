import { todayInAppZone } from '@pidz/ui';
import type { RouteLoader } from '../../lib/routeLoader';
import { availabilityQuery } from './calendarItems';
import { readCalendarRoute } from './calendarPath';
import { visibleRange } from './model';

/** The calendar's views by the first path segment after `/calendar`. */
const VIEWS = { month: 'month', week: 'week' } as const;

/**
 * Starts the reads of a calendar route: the items of the period that `/calendar/month/...` or
 * `/calendar/week/...` shows. (The shift screen, `/calendar/shift/:id`, reads from its own query.)
 */
export const routeLoader: RouteLoader = ({ queryClient, path }) => {
  const [, , viewSegment = '', ...rest] = path.split('/');
  const view = VIEWS[viewSegment as keyof typeof VIEWS] as
    (typeof VIEWS)[keyof typeof VIEWS] | undefined;
  if (!view) return;
  const { location } = readCalendarRoute(view, `/${rest.join('/')}`, todayInAppZone());
  void queryClient.prefetchQuery(availabilityQuery(visibleRange(location.period)));
};
