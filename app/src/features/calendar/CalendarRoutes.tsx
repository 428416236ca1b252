import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { toCalendarDate, type CalendarDate } from '@internationalized/date';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Redirect, useLocation } from 'wouter';
import { CalendarItemType, type CalendarItem } from '@pidz/contracts';
import {
  Icon,
  LinkButton,
  monthName,
  narrowScreenQuery,
  parseInstant,
  visuallyHiddenStyles,
} from '@pidz/ui';
import { errorToast } from '../../lib/errors';
import { LoadFailed } from '../../lib/LoadFailed';
import { onDemandChunk } from '../../lib/onDemandChunk';
import { Page } from '../../lib/Page';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { QueryBoundary } from '../../lib/QueryBoundary';
import { showToast } from '../../lib/toasts';
import { useStableHandler } from '../../lib/useStableHandler';
import { shiftPath } from '../../entities/shifts';
import { findCachedItem, hasPeriodItems, usePeriodItems } from './api';
import { useCalendarCache } from './calendarCache';
import { OfflineNotice, type OfflineNoticeProps } from './OfflineNotice';
import { ControlBar } from './ControlBar';
import { calendarMessages } from './messages';
import type { UnavailableModalProps } from './UnavailableModal';
import {
  Navigation,
  canNavigate,
  gridWeeks,
  itemsByDay,
  navigate,
  periodOf,
  todayPeriod,
  visibleDays,
  type CalendarView,
  type Period,
} from './model';
import { MarkerLegend } from './MarkerLegend';
import { MonthGrid } from './MonthGrid';
import { rememberReturnTarget, restoreReturnFocus } from './returnFocus';
import { LIST_QUERY, useCalendarRoute, type CalendarRouteApi } from './useCalendarRoute';
import { ListView } from './ListView';
import { CalendarMenu } from './CalendarMenu';
import { useSwipe } from './useSwipe';
import { WeekView } from './WeekView';

export type { CalendarPeriod } from './calendarPath';

export interface CalendarRoutesProps {
  /** The view: `/calendar/month/...` or `/calendar/week/...`. */
  period: CalendarView;
}

const VisuallyHidden = styled.div`
  ${visuallyHiddenStyles}
`;

/** The bar, the notices and the view: closer together on a phone, so the grid starts high. */
const Body = styled.div`
  display: grid;
  gap: var(--pidz-space-lg);

  @media ${narrowScreenQuery} {
    gap: var(--pidz-space-sm);
  }
`;

const Swipeable = styled.div`
  touch-action: pan-y;
`;

/** The heading of a period: 'november 2026', 'Week 47, 2026'. */
export function periodTitle(period: Period): string {
  return period.view === 'month'
    ? `${monthName(period.month)} ${period.year}`
    : calendarMessages.controls.weekHeading(period.week, period.weekYear);
}

/**
 * The month or week calendar with its children (overview, `add`, `edit/:id`), mounted on a nested
 * route. The URL is the state: the period, the chosen day and the open child; missing parts mean
 * today, and an unknown child or invalid date is replaced by the canonical path. The period's items
 * are read under a `QueryBoundary` whose placeholder is the same screen without items, so the
 * layout stays while they load or after they failed.
 */
export function CalendarRoutes({ period: view }: CalendarRoutesProps) {
  useCalendarCache();
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
        offline: query.isError
          ? {
              updatedAt: query.dataUpdatedAt,
              isRetrying: query.isFetching,
              onRetry: () => void query.refetch(),
            }
          : undefined,
      }}
    />
  );
}

/** What the screen shows of its period's items. */
type ShownItems =
  | { status: 'loading' }
  | { status: 'failed'; onRetry: () => void }
  | {
      status: 'loaded';
      items: readonly CalendarItem[];
      /** Set when the items are the last loaded ones and the back end cannot be reached. */
      offline: OfflineNoticeProps | undefined;
    };

const NO_ITEMS: readonly CalendarItem[] = [];

/**
 * The add and edit dialog with its form, pickers and rules: a chunk of its own, which the
 * calendar's first screen does not load. It loads on intent (hovering, focusing or pressing
 * 'Niet beschikbaar toevoegen') or when the dialog's address opens.
 */
const unavailableModalChunk = onDemandChunk(() => import('./UnavailableModal'));
const preloadUnavailableModal = () => void unavailableModalChunk.preload().catch(() => undefined);

/** A day's drawer (react-aria's modal): loaded when the pointer or the focus reaches the calendar. */
const dayDrawerChunk = onDemandChunk(() => import('./DayDrawer'));
const preloadDayDrawer = () => void dayDrawerChunk.preload().catch(() => undefined);

/** The week view's 'Week' dropdown (react-aria's select), loaded with the week view. */
const weekDropdownChunk = onDemandChunk(() => import('./WeekDropdown'));

function CalendarScreen({
  view,
  route,
  shown,
}: {
  view: CalendarView;
  route: CalendarRouteApi;
  shown: ShownItems;
}) {
  const { period, day, today, child } = route;
  const [, setLocation] = useLocation();
  const queryClient = useQueryClient();
  const [drawerDay, setDrawerDay] = useState<CalendarDate | null>(null);
  const isNarrow = useMediaQuery(narrowScreenQuery);
  const isLoaded = shown.status === 'loaded';
  const items = isLoaded ? shown.items : NO_ITEMS;
  const isLoading = shown.status === 'loading';
  const isOffline = isLoaded && shown.offline !== undefined;
  const UnavailableModal = unavailableModalChunk.useModule(
    !isOffline && (child?.kind === 'add' || child?.kind === 'edit'),
    () => {
      showToast(errorToast(undefined));
      route.closeChild();
    },
  )?.UnavailableModal;
  const DayDrawer = dayDrawerChunk.useModule(drawerDay !== null, () => {
    setDrawerDay(null);
    showToast(errorToast(undefined));
  })?.DayDrawer;
  const WeekDropdown = weekDropdownChunk.useModule(
    period.view === 'week',
    () => undefined,
  )?.WeekDropdown;
  const days = useMemo(() => visibleDays(period, today), [period, today]);
  const weeks = useMemo(() => gridWeeks(days), [days]);
  const byDay = useMemo(() => {
    const first = days[0]?.date;
    const last = days.at(-1)?.date;
    return itemsByDay(items, first && last ? { first, last } : undefined);
  }, [items, days]);

  const heading = periodTitle(period);
  const label = calendarMessages.grid.label(heading);
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

  // Back from a shift or request opened here: the focus returns to the tile (or day) that opened it.
  const bodyRef = useRef<HTMLDivElement>(null);
  // (Once the items are there: the screen without them is replaced by the one with them.)
  useEffect(() => {
    if (isLoaded) restoreReturnFocus(bodyRef.current);
  }, [isLoaded]);

  const openDay = useCallback((target: CalendarDate) => setDrawerDay(target), []);

  const views = [
    ...(['month', 'week'] as const).map((id) => ({
      id,
      href: route.pathOf(periodOf(id, day), { day }),
      isCurrent: id === view && !route.isList,
    })),
    {
      id: 'list' as const,
      href: `${route.pathOf(period, { day })}${LIST_QUERY}`,
      isCurrent: route.isList,
    },
  ];

  let modalProps: UnavailableModalProps | undefined;
  if (isOffline) {
    modalProps = undefined;
  } else if (child?.kind === 'add') {
    modalProps = { mode: 'add', day, onClose: () => route.closeChild() };
  } else if (child?.kind === 'edit') {
    const id = Number(child.id);
    const item: CalendarItem | undefined =
      items.find((candidate) => candidate.id === id) ??
      findCachedItem(queryClient, (candidate) => candidate.id === id);
    if (item && item.type === CalendarItemType.UNAVAILABLE) {
      modalProps = { mode: 'edit', day, item, onClose: () => route.closeChild() };
    } else if (item?.shift_id != null) {
      return <Redirect to={`~${shiftPath(item.shift_id)}`} replace />;
    } else if (!isLoading) {
      // An unknown id (or one that is not an unavailable period) returns to the view.
      return (
        <Redirect
          to={`~${route.pathOf(period, { day: route.location.hasDay ? day : undefined })}`}
          replace
        />
      );
    }
  }

  const listQuery = route.isList ? LIST_QUERY : '';
  // Adding: beside the title on a wide screen (the control bar stays one row), floating over the
  // calendar on a phone (ControlBar's action).
  const addAction = isOffline ? null : (
    <LinkButton
      href={`${route.pathOf(period, { day, child: { kind: 'add' } })}${listQuery}`}
      isCompact
      onHoverStart={preloadUnavailableModal}
      onFocus={preloadUnavailableModal}
      onPressStart={preloadUnavailableModal}
    >
      <Icon name="plus" size="small" />
      {calendarMessages.controls.addUnavailable}
    </LinkButton>
  );

  return (
    <Page title={calendarMessages.title} action={isNarrow ? null : addAction}>
      <Body ref={bodyRef} onPointerEnter={preloadDayDrawer} onFocus={preloadDayDrawer}>
        <ControlBar
          heading={heading}
          onPrevious={showPrevious}
          onToday={showToday}
          onNext={showNext}
          isPreviousDisabled={!canNavigate(period, Navigation.PREV)}
          isNextDisabled={!canNavigate(period, Navigation.NEXT)}
          views={views}
          action={isNarrow ? addAction : null}
        >
          {period.view === 'week' && WeekDropdown && (
            <WeekDropdown
              weekYear={period.weekYear}
              week={period.week}
              onChange={(week) =>
                route.showPeriod({ view: 'week', weekYear: period.weekYear, week })
              }
            />
          )}
          <CalendarMenu />
        </ControlBar>
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {heading}
        </VisuallyHidden>
        {shown.status === 'failed' && <LoadFailed onRetry={shown.onRetry} />}
        {isLoaded && shown.offline && <OfflineNotice {...shown.offline} />}
        <Swipeable {...swipe}>
          {route.isList ? (
            <ListView
              days={days}
              byDay={byDay}
              isLoading={isLoading}
              label={label}
              onOpenItem={openItem}
            />
          ) : view === 'month' ? (
            <MonthGrid
              weeks={weeks}
              byDay={byDay}
              focusedDay={day}
              isLoading={isLoading}
              label={label}
              onFocusDay={route.chooseDay}
              onOpenDay={openDay}
              onOpenItem={openItem}
            />
          ) : (
            <WeekView
              days={days}
              byDay={byDay}
              isLoading={isLoading}
              label={label}
              onOpenDay={openDay}
              onOpenItem={openItem}
            />
          )}
        </Swipeable>
        {view === 'month' && !route.isList && <MarkerLegend isPhoneOnly />}
      </Body>
      {drawerDay && DayDrawer && (
        <DayDrawer
          day={drawerDay}
          segments={byDay.get(drawerDay.toString()) ?? []}
          addHref={route.pathOf(periodOf(view, drawerDay), {
            day: drawerDay,
            child: { kind: 'add' },
          })}
          onOpenItem={(id) => {
            setDrawerDay(null);
            openItem(id);
          }}
          onClose={() => setDrawerDay(null)}
        />
      )}
      {UnavailableModal && modalProps && (
        <UnavailableModal key={modalProps.item?.id} {...modalProps} />
      )}
    </Page>
  );
}
