import { memo } from 'react';
import { OnDemandMenu } from '../../../lib/screen/OnDemandMenu';
import { onDemandChunk } from '../../../lib/screen/onDemandChunk';
import { CalendarMenuLabel } from './CalendarMenuLabel';

/**
 * The menu with its items, its modal and react-aria's menu machinery: a chunk of its own, loaded
 * when the browser is idle on the calendar (its routes' `preloadWhenIdle`, routeTable.tsx).
 */
export const calendarMenuChunk = onDemandChunk(() => import('./CalendarMenuWithItems'));

/**
 * The calendar's 'Meer' menu (CalendarMenuWithItems), whose chunk loads when the user reaches for
 * its button: the calendar's first screen does not wait for it. Memoised: a change of period does
 * not render it again.
 */
export const CalendarMenu = memo(function CalendarMenu() {
  return (
    <OnDemandMenu chunk={calendarMenuChunk} label={<CalendarMenuLabel />}>
      {({ CalendarMenuWithItems }, start) => <CalendarMenuWithItems {...start} />}
    </OnDemandMenu>
  );
});
