import { memo } from 'react';
import { Icon } from '@pidz/ui';
import { OnDemandMenu } from '../../lib/OnDemandMenu';
import { onDemandChunk } from '../../lib/onDemandChunk';
import { calendarMessages } from './messages';

/** What the menu's button shows, and is named after: 'Meer' and a chevron. */
export function CalendarMenuLabel() {
  return (
    <>
      {calendarMessages.controls.more}
      <Icon name="chevron-down" size="small" />
    </>
  );
}

/** The menu with its items, its modal and react-aria's menu machinery: a chunk of its own. */
const calendarMenuChunk = onDemandChunk(() => import('./CalendarMenuWithItems'));

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
