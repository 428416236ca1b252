import type { CalendarItem } from '@pidz/contracts';
import type { CalendarEventTileProps } from '@pidz/ui';
import { calendarItemTypeWord } from '../../lib/words/uiWords';

/** What a CalendarEventTile shows of a calendar item: the one mapping every view uses. */
export function itemTileProps(
  item: CalendarItem,
): Pick<
  CalendarEventTileProps,
  | 'id'
  | 'type'
  | 'start'
  | 'end'
  | 'isAllDay'
  | 'organisationName'
  | 'street'
  | 'houseNumber'
  | 'city'
> {
  return {
    id: item.id,
    type: calendarItemTypeWord(item.type),
    start: item.start,
    end: item.end,
    isAllDay: item.isAllDay,
    organisationName: item.organisation_name,
    street: item.department_street,
    houseNumber: item.department_house_number,
    city: item.department_city,
  };
}
