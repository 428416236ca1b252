import { onDemandChunk } from '../../../lib/screen/onDemandChunk';
import type { WeekPeriod } from '../model';
import type { CalendarRouteApi } from '../useCalendarRoute';
import type { CalendarViewScreenProps } from '../useCalendarScreen';
import { SwipeArea } from '../useSwipe';
import { WeekView } from './WeekView';

/** The week (`/calendar/week/:year?/:week?/:day?`): its days beside the hour axis. */
export function CalendarWeekScreen({ screen }: CalendarViewScreenProps) {
  return (
    <SwipeArea {...screen.swipe}>
      <WeekView {...screen.view} days={screen.days} />
    </SwipeArea>
  );
}

/** The week's 'Week' dropdown (react-aria's select): a chunk of its own, loaded with the week. */
const weekDropdownChunk = onDemandChunk(() => import('./WeekDropdown'));

/**
 * The control bar's choice of a week of the shown week's year (in the week view and its 'Lijst'),
 * once its chunk is there; until then, and should it not load, the steps choose the week.
 */
export function WeekChoice({ period, route }: { period: WeekPeriod; route: CalendarRouteApi }) {
  const WeekDropdown = weekDropdownChunk.useModule(true, () => undefined)?.WeekDropdown;
  if (!WeekDropdown) return null;
  return (
    <WeekDropdown
      weekYear={period.weekYear}
      week={period.week}
      onChange={(week) => route.showPeriod({ view: 'week', weekYear: period.weekYear, week })}
    />
  );
}
