import { useMemo, useState } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { useLocation, useSearch } from 'wouter';
import { todayInAppZone } from '@pidz/ui';
import { readCalendarRoute, calendarPeriodPath, type CalendarChild } from './calendarPath';
import { isSamePeriod, periodContains, periodOf, type CalendarView, type Period } from './model';

/** 'Lijst' is a way of showing the period, kept in the URL: `/calendar/month/2026/11?weergave=lijst`. */
const LIST_PARAM = 'weergave';
const LIST_VALUE = 'lijst';
export const LIST_QUERY = `?${LIST_PARAM}=${LIST_VALUE}`;

/** Whether a query string (`?weergave=lijst`) asks for 'Lijst'. */
export function isListSearch(search: string): boolean {
  return new URLSearchParams(search).get(LIST_PARAM) === LIST_VALUE;
}

/**
 * The same period object for as long as the URL shows the same period (moving the chosen day
 * within it changes the URL), so that what the view derives from it (its days, its items per day)
 * is kept, and a focus move re-renders only the two days concerned.
 */
function useStablePeriod(period: Period): Period {
  const [stable, setStable] = useState(period);
  if (isSamePeriod(stable, period)) return stable;
  setStable(period);
  return period;
}

/**
 * The calendar's state, read from the URL (below `/calendar/month` or `/calendar/week`): the period
 * and day shown, the child (overview, add, edit/:id), and ways to go elsewhere. Paths are absolute
 * (`~/calendar/...`), so they work from inside the nested route.
 */
export function useCalendarRoute(view: CalendarView) {
  const [path, setLocation] = useLocation();
  const isList = isListSearch(useSearch());
  const today = useMemo(() => todayInAppZone(), []);
  const route = readCalendarRoute(view, path, today);
  const period = useStablePeriod(route.location.period);
  const { day } = route.location;

  /** Goes to a calendar path, staying in the list when it shows. */
  const go = (target: string, replace = false) =>
    setLocation(`~${target}${isList ? LIST_QUERY : ''}`, { replace });

  return {
    ...route,
    today,
    period,
    day,
    /** Whether 'Lijst' shows instead of the grid (`?weergave=lijst`). */
    isList,
    /** The path of a period (and day, and child). */
    pathOf: (target: Period, options: { day?: CalendarDate; child?: CalendarChild } = {}) =>
      calendarPeriodPath(target, options),
    /** Shows another period (pushes a history entry). */
    showPeriod: (target: Period, targetDay?: CalendarDate) =>
      go(calendarPeriodPath(target, { day: targetDay })),
    /**
     * Moves the chosen day: within the period the URL is replaced; into another period the view
     * moves there (a new history entry).
     */
    chooseDay: (target: CalendarDate) => {
      const samePeriod = periodContains(period, target);
      const targetPeriod = samePeriod ? period : periodOf(period.view, target);
      go(calendarPeriodPath(targetPeriod, { day: target }), samePeriod);
    },
    /** Opens a child (add, edit/:id) over the current period and day. */
    openChild: (child: CalendarChild, targetDay: CalendarDate = day) =>
      go(calendarPeriodPath(periodOf(period.view, targetDay), { day: targetDay, child })),
    /** Back to the overview of the current period and day (replacing the child's entry when asked). */
    closeChild: (replace = false) =>
      go(calendarPeriodPath(period, { day: route.location.hasDay ? day : undefined }), replace),
  };
}

export type CalendarRouteApi = ReturnType<typeof useCalendarRoute>;
