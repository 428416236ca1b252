import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, narrowScreenQuery, visuallyHiddenStyles } from '@pidz/ui';
import { errorToast } from '../../../lib/platform/errors';
import { onDemandChunk } from '../../../lib/screen/onDemandChunk';
import { showToast } from '../../../lib/platform/toasts';
import { useMediaQuery } from '../../../lib/screen/useMediaQuery';
import { MarkerLegend } from './MarkerLegend';
import { calendarMessages } from '../messages';
import { gridWeeks } from '../model';
import { MonthGrid } from './MonthGrid';
import type { CalendarViewScreenProps } from '../useCalendarScreen';
import { useIsPickingDays, useSelectedDays, type DaySelection } from '../selection/useDaySelection';
import { SwipeArea } from '../useSwipe';

const Announcement = styled.div`
  ${visuallyHiddenStyles}
`;

const PickDaysRow = styled.div`
  display: flex;
`;

/** The selection's bar: loaded with the first selection, not with the month. */
const selectionBarChunk = onDemandChunk(() => import('../selection/SelectionBar'));

/**
 * The month (`/calendar/month/:year?/:month?/:day?`): the grid of 6 weeks, whose focused day is the
 * URL's, and on a phone the legend of its markers. Days selected in the grid keep their selection
 * from month to month; its bar stands above the grid on a wide screen and under it on a phone (so
 * it never covers a day), but not while a pointer is still dragging over the days. A change of the
 * selection does not render this screen again: only the days it concerns, the bar and the
 * announcement read it.
 */
export function CalendarMonthScreen({ screen, route }: CalendarViewScreenProps) {
  const weeks = useMemo(() => gridWeeks(screen.days), [screen.days]);
  const { selection } = screen;
  // The selection and its mode belong to the month: leaving it (to the week, the list) ends them.
  useEffect(() => () => selection.setPicking(false), [selection]);
  useEffect(() => () => selection.clear(), [selection]);
  const isNarrow = useMediaQuery(narrowScreenQuery);
  const [isDragging, setDragging] = useState(false);
  const isPicking = useIsPickingDays(selection);
  const bar = (
    <SelectionBarSlot selection={selection} isOffline={screen.isOffline} isHidden={isDragging} />
  );
  return (
    <>
      {!isNarrow && bar}
      <SwipeArea {...screen.swipe}>
        <MonthGrid
          {...screen.view}
          weeks={weeks}
          focusedDay={route.day}
          onFocusDay={route.chooseDay}
          selection={selection}
          onDraggingChange={setDragging}
        />
      </SwipeArea>
      {isNarrow && bar}
      {isNarrow && !isPicking && (
        <PickDaysRow>
          <PickDaysButton selection={selection} />
        </PickDaysRow>
      )}
      <SelectionAnnouncement selection={selection} />
      <MarkerLegend isPhoneOnly />
    </>
  );
}

interface SelectionBarSlotProps {
  selection: DaySelection;
  isOffline: boolean;
  /** While a pointer drags over the days, the bar stays away (the grid does not move under it). */
  isHidden: boolean;
}

/** The selection's bar while days are selected, its chunk loaded with the first selection. */
function SelectionBarSlot({ selection, isOffline, isHidden }: SelectionBarSlotProps) {
  const count = useSelectedDays(selection).size;
  // In the 'Dagen selecteren' mode the bar shows from the start, with its way out.
  const isPicking = useIsPickingDays(selection);
  const isShown = count > 0 || isPicking;
  const SelectionBar = selectionBarChunk.useModule(isShown, () => {
    selection.setPicking(false);
    selection.clear();
    showToast(errorToast(undefined));
  })?.SelectionBar;
  return SelectionBar && isShown && !isHidden ? (
    <SelectionBar selection={selection} isOffline={isOffline} />
  ) : null;
}

/** Says how many days are selected ('5 dagen geselecteerd'), and 'Selectie gewist' after. */
function SelectionAnnouncement({ selection }: { selection: DaySelection }) {
  const count = useSelectedDays(selection).size;
  const [hasSelected, setHasSelected] = useState(false);
  if (count > 0 && !hasSelected) setHasSelected(true);
  return (
    <Announcement aria-live="polite" aria-atomic="true">
      {count > 0
        ? calendarMessages.selection.count(count)
        : hasSelected && calendarMessages.selection.cleared}
    </Announcement>
  );
}

/**
 * 'Dagen selecteren' (a toggle button, `aria-pressed`): the month's mode in which a tap, a click,
 * Enter or Space toggles a day, with the selection bar shown from the start (docs/decisions/0022):
 * selecting many days without a long press or a drag. In the control bar on a wide screen; on a
 * phone under the grid (the bar's rows are full there), until the mode's bar takes its place.
 */
export function PickDaysButton({ selection }: { selection: DaySelection }) {
  const isPicking = useIsPickingDays(selection);
  return (
    <Button
      variant={isPicking ? 'primary' : 'secondary'}
      isCompact
      aria-pressed={isPicking}
      onPress={() => selection.setPicking(!isPicking)}
    >
      {calendarMessages.selection.pick}
    </Button>
  );
}
