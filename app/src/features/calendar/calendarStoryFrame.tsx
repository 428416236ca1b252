import { CalendarItemType, type CalendarItem } from '@pidz/contracts';
import { TableRoutes } from '../../lib/routing/routeTable';
import { rpcAnswers } from '../../testing/rpcAnswers';
import { routes } from './routeTable';

/**
 * The calendar's routes as the app mounts them (its route table: month, week, the shift route), for stories that
 * move between them; `withApp` adds the toasts.
 */
export function CalendarStoryRoutes() {
  return <TableRoutes table={routes} />;
}

/** A calendar item for a story: a shift unless told otherwise. */
export function storyItem(
  id: number,
  start: string,
  end: string,
  overrides: Partial<CalendarItem> = {},
): CalendarItem {
  const type = overrides.type ?? CalendarItemType.SHIFT;
  const isShift = type !== CalendarItemType.UNAVAILABLE;
  return {
    id,
    type,
    start,
    end,
    isAllDay: false,
    repeat: null,
    shift_id: isShift ? id + 100_000 : null,
    organisation_name: isShift ? 'Zorggroep De Linde' : null,
    department_city: isShift ? 'Utrecht' : null,
    department_street: isShift ? 'Biltstraat' : null,
    department_house_number: isShift ? '140a' : null,
    ...overrides,
  };
}

/**
 * A story-level handler that answers `calendar:getAvailability` with the given items (those in
 * the asked range); every other call goes on to the mocked back end.
 */
export function availabilityHandler(items: readonly CalendarItem[]) {
  return rpcAnswers({
    'pidz.services.api.calendar:getAvailability': ({ params: { start, end } }) =>
      items.filter(
        (item) =>
          Date.parse(item.start) < Date.parse(end) && Date.parse(item.end) > Date.parse(start),
      ),
  });
}
