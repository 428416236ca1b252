import { paths } from '../../paths';
import type { RouteTable } from '../../lib/routing/routeTable';
import { shiftsQuery } from '../../entities/shifts';
import { prefetchView } from './api';
import { CalendarRoutes } from './CalendarRoutes';
import { calendarMenuChunk } from './menu/CalendarMenu';
import { ShiftDetailScreen } from './shift/ShiftDetailScreen';
import { unavailableModalChunk } from './unavailable/useUnavailableModal';
import { isListSearch } from './useCalendarRoute';
import { dayDrawerChunk } from './useCalendarScreen';
import { preloadListView, preloadWeekView } from './viewChunks';

/**
 * The calendar's routes: the month and the week view (each routes the period and its add and edit
 * pages below it: calendarPath.ts) and the shift screen. The week view's and the list's chunks load
 * beside their items (viewChunks.ts); the add dialog, the 'Meer' menu and a day's drawer when the
 * browser is idle.
 */
/** What the month and the week view can open: the add and edit dialog, the 'Meer' menu, a day's drawer. */
const calendarPreloads = [unavailableModalChunk, calendarMenuChunk, dayDrawerChunk];

export const routes: RouteTable<typeof paths.calendar> = {
  month: {
    path: paths.calendar.month,
    screen: () => <CalendarRoutes period="month" />,
    loader: ({ queryClient, rest, search }) => {
      prefetchView(queryClient, 'month', rest);
      if (isListSearch(search)) preloadListView();
    },
    preloadWhenIdle: calendarPreloads,
  },
  week: {
    path: paths.calendar.week,
    screen: () => <CalendarRoutes period="week" />,
    loader: ({ queryClient, rest, search }) => {
      prefetchView(queryClient, 'week', rest);
      if (isListSearch(search)) preloadListView();
      else preloadWeekView();
    },
    preloadWhenIdle: calendarPreloads,
  },
  shift: {
    path: paths.calendar.shift,
    screen: ({ id }) => <ShiftDetailScreen key={id} id={id} />,
    loader: ({ queryClient }) => void queryClient.prefetchQuery(shiftsQuery),
  },
};
