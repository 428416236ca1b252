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
import { useDaySelection } from './useDaySelection';
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
 * it never covers a day), but not while a pointer is still dragging over the days.
 */
export function CalendarMonthScreen({ screen, route }: CalendarViewScreenProps) {
  const weeks = useMemo(() => gridWeeks(screen.days), [screen.days]);
  const selection = useDaySelection();
  const isNarrow = useMediaQuery(narrowScreenQuery);
  const [isDragging, setDragging] = useState(false);
  const [hasSelected, setHasSelected] = useState(false);
  const count = selection.days.size;
  if (count > 0 && !hasSelected) setHasSelected(true);
  const SelectionBar = selectionBarChunk.useModule(count > 0, () => {
    selection.clear();
    showToast(errorToast(undefined));
  })?.SelectionBar;
  const bar =
    SelectionBar && count > 0 && !isDragging ? (
      <SelectionBar selection={selection} isOffline={screen.isOffline} />
    ) : null;
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
      <Announcement aria-live="polite" aria-atomic="true">
        {count > 0
          ? calendarMessages.selection.count(count)
          : hasSelected && calendarMessages.selection.cleared}
      </Announcement>
      <MarkerLegend isPhoneOnly />
    </>
  );
}
