import { paths } from '../../paths';
import type { RouteTable } from '../../lib/routing/routeTable';
import { shiftsQuery } from '../../entities/shifts';
import { prefetchView } from './api';
import { CalendarRoutes } from './CalendarRoutes';
import { ShiftDetailScreen } from './ShiftDetailScreen';

/**
 * The calendar's routes: the month and the week view (each routes the period and its add and edit
 * pages below it: calendarPath.ts) and the shift screen.
 */
export const routes: RouteTable<typeof paths.calendar> = {
  month: {
    path: paths.calendar.month,
    screen: () => <CalendarRoutes period="month" />,
    loader: ({ queryClient, rest }) => prefetchView(queryClient, 'month', rest),
  },
  week: {
    path: paths.calendar.week,
    screen: () => <CalendarRoutes period="week" />,
    loader: ({ queryClient, rest }) => prefetchView(queryClient, 'week', rest),
  },
  shift: {
    path: paths.calendar.shift,
    screen: ({ id }) => <ShiftDetailScreen key={id} id={id} />,
    loader: ({ queryClient }) => void queryClient.prefetchQuery(shiftsQuery),
  },
};
