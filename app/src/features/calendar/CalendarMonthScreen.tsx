import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { narrowScreenQuery, visuallyHiddenStyles } from '@pidz/ui';
import { errorToast } from '../../lib/platform/errors';
import { onDemandChunk } from '../../lib/screen/onDemandChunk';
import { showToast } from '../../lib/platform/toasts';
import { useMediaQuery } from '../../lib/screen/useMediaQuery';
import { MarkerLegend } from './MarkerLegend';
import { calendarMessages } from './messages';
import { gridWeeks } from './model';
import { MonthGrid } from './MonthGrid';
import type { CalendarViewScreenProps } from './useCalendarScreen';
import { useDaySelection, useSelectedDays, type DaySelection } from './useDaySelection';
import { SwipeArea } from './useSwipe';

const Announcement = styled.div`
  ${visuallyHiddenStyles}
`;

/** The selection's bar: loaded with the first selection, not with the month. */
const selectionBarChunk = onDemandChunk(() => import('./SelectionBar'));

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
  const selection = useDaySelection();
  const isNarrow = useMediaQuery(narrowScreenQuery);
  const [isDragging, setDragging] = useState(false);
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
  const SelectionBar = selectionBarChunk.useModule(count > 0, () => {
    selection.clear();
    showToast(errorToast(undefined));
  })?.SelectionBar;
  return SelectionBar && count > 0 && !isHidden ? (
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
