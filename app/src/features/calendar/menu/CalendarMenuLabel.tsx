import { chevronDownIcon, Icon } from '@pidz/ui';
import { calendarMessages } from '../messages';

/**
 * What the 'Meer' menu's button shows, and is named after: 'Meer' and a chevron. Shared by the
 * stand-in (CalendarMenu) and the loaded menu (CalendarMenuWithItems), in a module of its own so
 * the loaded chunk does not import its loader back.
 */
export function CalendarMenuLabel() {
  return (
    <>
      {calendarMessages.controls.more}
      <Icon icon={chevronDownIcon} size="small" />
    </>
  );
}
