import { useCallback, useMemo, useState } from 'react';
import { toCalendarDate, type CalendarDate } from '@internationalized/date';
import { useLocation } from 'wouter';
import { CalendarItemType, type CalendarItem } from '@pidz/contracts';
import { monthName, parseInstant } from '@pidz/ui';
import { errorToast } from '../../lib/platform/errors';
import { onDemandChunk } from '../../lib/screen/onDemandChunk';
import { shiftPath } from '../../entities/shifts';
import { showToast } from '../../lib/platform/toasts';
import { useStableHandler } from '../../lib/screen/useStableHandler';
import type { ControlBarProps, ViewChoice } from './ControlBar';
import { calendarMessages } from './messages';
import {
  Navigation,
  canNavigate,
  navigate,
  periodOf,
  rememberedItemsByDay,
  todayPeriod,
  visibleDays,
  type CalendarView,
  type Period,
} from './model';
import { rememberReturnTarget } from './returnFocus';
import { useDaySelection } from './selection/useDaySelection';
import { LIST_QUERY, type CalendarRouteApi } from './useCalendarRoute';
import { useSwipe } from './useSwipe';
import { preloadListView, preloadWeekView } from './viewChunks';

/** What the screen shows of its period's items. */
export type ShownItems =
  | { status: 'loading' }
  | { status: 'failed'; onRetry: () => void }
  | {
      status: 'loaded';
      items: readonly CalendarItem[];
      /**
       * The items are the last loaded ones and the back end cannot be reached: shown read-only
       * (the page says so, lib/screen/LastDataNotice).
       */
      isOffline: boolean;
    };

const NO_ITEMS: readonly CalendarItem[] = [];

/** The heading of a period: 'november 2026', 'Week 47, 2026'. */
function periodTitle(period: Period): string {
  return period.view === 'month'
    ? `${monthName(period.month)} ${period.year}`
    : calendarMessages.controls.weekHeading(period.week, period.weekYear);
}

/**
 * A day's drawer (react-aria's modal): loaded when the browser is idle after the first screen (the
 * calendar routes' `preloadWhenIdle`), or when the pointer or the focus reaches the calendar
 * first. Not on intent alone: the pointer reaches the calendar with a tap on anything in it, and
 * that tap then paid for starting the download (docs/decisions/0039).
 */
export const dayDrawerChunk = onDemandChunk(() => import('./month/DayDrawer'));
export const preloadDayDrawer = () => void dayDrawerChunk.preload().catch(() => undefined);

/**
 * What the calendar's screens share, whichever view shows (month, week, 'Lijst'): the period's days
 * and items per day, its heading, the steps to the previous, next and today's period (buttons and
 * swipes), the view choice, the day drawer (its on-demand chunk and the day it shows), opening an
 * item (an unavailable period's edit form, or a shift's or request's screen, remembering what
 * opened it).
 */
export function useCalendarScreen(view: CalendarView, route: CalendarRouteApi, shown: ShownItems) {
  const { period, day, today } = route;
  const [, setLocation] = useLocation();
  const [drawerDay, setDrawerDay] = useState<CalendarDate | null>(null);
  const selection = useDaySelection();
  const isLoaded = shown.status === 'loaded';
  const items = isLoaded ? shown.items : NO_ITEMS;
  const isOffline = isLoaded && shown.isOffline;
  const DayDrawer = dayDrawerChunk.useModule(drawerDay !== null, () => {
    setDrawerDay(null);
    showToast(errorToast(undefined));
  })?.DayDrawer;
  const days = useMemo(() => visibleDays(period, today), [period, today]);
  const byDay = useMemo(() => {
    const first = days[0]?.date;
    const last = days.at(-1)?.date;
    return rememberedItemsByDay(items, first && last ? { first, last } : undefined);
  }, [items, days]);

  const heading = periodTitle(period);
  const step = (direction: Navigation) => {
    if (canNavigate(period, direction)) route.showPeriod(navigate(period, direction));
  };
  const showPrevious = useStableHandler(() => step(Navigation.PREV));
  const showNext = useStableHandler(() => step(Navigation.NEXT));
  const showToday = useStableHandler(() => route.showPeriod(todayPeriod(view, today), today));
  const swipe = useSwipe((direction) =>
    step(direction === 'next' ? Navigation.NEXT : Navigation.PREV),
  );

  // Stable, so the grid's memoised days are not redrawn when only the focused day moves.
  const openItem = useStableHandler((id: string | number) => {
    const item = items.find((candidate) => candidate.id === Number(id));
    if (!item) return;
    if (item.type === CalendarItemType.UNAVAILABLE) {
      if (isOffline) return;
      route.openChild(
        { kind: 'edit', id: String(item.id) },
        toCalendarDate(parseInstant(item.start)),
      );
    } else if (item.shift_id !== null) {
      rememberReturnTarget({
        shiftId: item.shift_id,
        itemId: item.id,
        day: drawerDay ?? toCalendarDate(parseInstant(item.start)),
        path: `${route.pathOf(period, { day })}${route.isList ? LIST_QUERY : ''}`,
      });
      setLocation(`~${shiftPath(item.shift_id)}`);
    }
  });

  const openDay = useCallback((target: CalendarDate) => setDrawerDay(target), []);

  const views: ViewChoice[] = [
    ...(['month', 'week'] as const).map((id) => ({
      id,
      href: route.pathOf(periodOf(id, day), { day }),
      isCurrent: id === view && !route.isList,
      preload: id === 'week' ? preloadWeekView : undefined,
    })),
    {
      id: 'list' as const,
      href: `${route.pathOf(period, { day })}${LIST_QUERY}`,
      isCurrent: route.isList,
      preload: preloadListView,
    },
  ];

  return {
    items,
    days,
    isOffline,
    /** The control bar's period, steps and view choice (ControlBar's props). */
    controls: {
      heading,
      onPrevious: showPrevious,
      onToday: showToday,
      onNext: showNext,
      isPreviousDisabled: !canNavigate(period, Navigation.PREV),
      isNextDisabled: !canNavigate(period, Navigation.NEXT),
      views,
    } satisfies ControlBarProps,
    /** What each view shows and does (the month grid's, the week's and the list's props). */
    view: {
      byDay,
      isLoading: shown.status === 'loading',
      /** The view's name: 'Agenda november 2026'. */
      label: calendarMessages.grid.label(heading),
      onOpenDay: openDay,
      onOpenItem: openItem,
    },
    swipe,
    /** The month's selected days and its 'Dagen selecteren' mode (useDaySelection). */
    selection,
    /** The day drawer's day and its loaded component (both there while it shows). */
    drawer: drawerDay && DayDrawer ? { day: drawerDay, DayDrawer } : undefined,
    closeDrawer: () => setDrawerDay(null),
  };
}

/** What the calendar's screens share (useCalendarScreen). */
export type CalendarScreenState = ReturnType<typeof useCalendarScreen>;

/** The props of a view screen (month, week, 'Lijst'): the shared state and the route. */
export interface CalendarViewScreenProps {
  screen: CalendarScreenState;
  route: CalendarRouteApi;
}
