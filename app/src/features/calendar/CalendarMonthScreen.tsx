import { useMemo } from 'react';
import { MarkerLegend } from './MarkerLegend';
import { gridWeeks } from './model';
import { MonthGrid } from './MonthGrid';
import type { CalendarViewScreenProps } from './useCalendarScreen';
import { SwipeArea } from './useSwipe';

/**
 * The month (`/calendar/month/:year?/:month?/:day?`): the grid of 6 weeks, whose focused day is the
 * URL's, and on a phone the legend of its markers.
 */
export function CalendarMonthScreen({ screen, route }: CalendarViewScreenProps) {
  const weeks = useMemo(() => gridWeeks(screen.days), [screen.days]);
  return (
    <>
      <SwipeArea {...screen.swipe}>
        <MonthGrid
          {...screen.view}
          weeks={weeks}
          focusedDay={route.day}
          onFocusDay={route.chooseDay}
        />
      </SwipeArea>
      <MarkerLegend isPhoneOnly />
    </>
  );
}
