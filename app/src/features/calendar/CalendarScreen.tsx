import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Redirect } from 'wouter';
import { Icon, LinkButton, narrowScreenQuery, plusIcon, visuallyHiddenStyles } from '@pidz/ui';
import { errorToast } from '../../lib/platform/errors';
import { showToast } from '../../lib/platform/toasts';
import { ProfileStepsCard } from '../../entities/profileSteps/ProfileStepsCard';
import { LoadFailed } from '../../lib/screen/LoadFailed';
import { Page } from '../../lib/screen/Page';
import { useMediaQuery } from '../../lib/screen/useMediaQuery';
import { CalendarMenu } from './menu/CalendarMenu';
import { CalendarMonthScreen, PickDaysButton } from './month/CalendarMonthScreen';
import { ControlBar } from './ControlBar';
import { calendarMessages } from './messages';
import { periodOf, type CalendarView } from './model';
import { restoreReturnFocus } from './returnFocus';
import { preloadDayDrawer, useCalendarScreen, type ShownItems } from './useCalendarScreen';
import { LIST_QUERY, type CalendarRouteApi } from './useCalendarRoute';
import { useIsPickingDays } from './selection/useDaySelection';
import { preloadUnavailableModal, useUnavailableModal } from './unavailable/useUnavailableModal';
import { listViewChunk, weekViewChunk } from './viewChunks';

const VisuallyHidden = styled.div`
  ${visuallyHiddenStyles}
`;

/** The bar, the notices and the view: closer together on a phone, so the grid starts high. */
const Body = styled.div`
  display: grid;
  /* No wider than the page: the week's seven days scroll within it (docs/decisions/0024). */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--pidz-space-lg);

  /* On a phone the add button floats at the bottom (ControlBar): room below the last control
     (the selection bar under the grid), so that it can be scrolled out from under the button. */
  @media ${narrowScreenQuery} {
    gap: var(--pidz-space-sm);
    padding-bottom: calc(3rem + 2 * var(--pidz-space-md));
  }
`;

export interface CalendarScreenProps {
  view: CalendarView;
  route: CalendarRouteApi;
  shown: ShownItems;
}

/**
 * The calendar's page around its view screen (month, week or 'Lijst'): the title with the add
 * action, the control bar, the notices, the day drawer and the add/edit dialog. The same page for
 * every view, so a change of view or period keeps the bar (and the focus in it).
 */
export function CalendarScreen({ view, route, shown }: CalendarScreenProps) {
  const { period, day } = route;
  const screen = useCalendarScreen(view, route, shown);
  const child = useUnavailableModal(route, screen.items, {
    isOffline: screen.isOffline,
    isLoading: screen.view.isLoading,
  });
  const isNarrow = useMediaQuery(narrowScreenQuery);
  // Nothing floats over the selection bar while days are picked: adding waits (docs/decisions/0022).
  const isPicking = useIsPickingDays(screen.selection);
  // The week view and the list are chunks of their own; until one is there, its place stays empty.
  const reportLoadFailure = () => showToast(errorToast(undefined));
  const weekModule = weekViewChunk.useModule(view === 'week', reportLoadFailure);
  const listModule = listViewChunk.useModule(route.isList, reportLoadFailure);
  // Back from a shift or request opened here: the focus returns to the tile (or day) that opened
  // it, once the items are there (the screen without them is replaced by the one with them).
  const bodyRef = useRef<HTMLDivElement>(null);
  const isLoaded = shown.status === 'loaded';
  useEffect(() => {
    if (isLoaded) restoreReturnFocus(bodyRef.current);
  }, [isLoaded]);
  const ViewScreen = route.isList
    ? listModule?.CalendarListScreen
    : view === 'month'
      ? CalendarMonthScreen
      : weekModule?.CalendarWeekScreen;
  // Adding: beside the title on a wide screen (the control bar stays one row), floating over the
  // calendar on a phone (ControlBar's action).
  const addAction = screen.isOffline ? null : (
    <LinkButton
      href={`${route.pathOf(period, { day, child: { kind: 'add' } })}${route.isList ? LIST_QUERY : ''}`}
      isCompact
      onHoverStart={preloadUnavailableModal}
      onFocus={preloadUnavailableModal}
      onPressStart={preloadUnavailableModal}
    >
      <Icon icon={plusIcon} size="small" />
      {calendarMessages.controls.addUnavailable}
    </LinkButton>
  );
  const { drawer } = screen;
  const { modal } = child;

  return (
    <Page title={calendarMessages.title} action={isNarrow ? null : addAction}>
      {/* Until the profile is active: what to do first (an empty agenda says nothing of it). */}
      <ProfileStepsCard />
      <Body ref={bodyRef} onPointerEnter={preloadDayDrawer} onFocus={preloadDayDrawer}>
        <ControlBar {...screen.controls} action={isNarrow && !isPicking ? addAction : null}>
          {period.view === 'week' && weekModule && (
            <weekModule.WeekChoice period={period} route={route} />
          )}
          {view === 'month' && !route.isList && !isNarrow && (
            <PickDaysButton selection={screen.selection} />
          )}
          <CalendarMenu />
        </ControlBar>
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {screen.controls.heading}
        </VisuallyHidden>
        {shown.status === 'failed' && <LoadFailed onRetry={shown.onRetry} />}
        {ViewScreen && <ViewScreen screen={screen} route={route} />}
      </Body>
      {drawer && (
        <drawer.DayDrawer
          day={drawer.day}
          segments={screen.view.byDay.get(drawer.day.toString()) ?? []}
          addHref={route.pathOf(periodOf(view, drawer.day), {
            day: drawer.day,
            child: { kind: 'add' },
          })}
          onOpenItem={(id) => {
            screen.closeDrawer();
            screen.view.onOpenItem(id);
          }}
          onClose={screen.closeDrawer}
        />
      )}
      {modal && <modal.UnavailableModal key={modal.props.item?.id} {...modal.props} />}
      {/* The screen stays while the address changes: back to the view from an unknown id keeps it. */}
      {child.redirectTo !== undefined && <Redirect to={`~${child.redirectTo}`} replace />}
    </Page>
  );
}
