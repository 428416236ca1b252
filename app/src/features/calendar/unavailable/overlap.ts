import { RpcError, type CalendarItemOverlapData } from '@pidz/contracts';
import { formatWeekdayDate } from '@pidz/dates';
import { calendarMessages } from '../messages';

/** The catalogue code of a clash with an item already in the agenda. */
export const CALENDAR_ITEM_OVERLAP = 1702;

/** At most this many clashing days are named; the rest are counted. */
const NAMED_DAYS = 3;

function isOverlapData(data: unknown): data is CalendarItemOverlapData {
  if (typeof data !== 'object' || data === null || !('dates' in data)) return false;
  const { dates } = data;
  return Array.isArray(dates) && dates.every((date) => typeof date === 'string');
}

/**
 * What a 1702 refusal says in the dialog: the catalogue's text with the clashing days (its data,
 * contract `CalendarItemOverlapData`), e.g. 'Er bestaat al een agenda-item op dit tijdstip:
 * maandag 30 november 2026 en dinsdag 1 december 2026.'; undefined for any other failure.
 */
export function overlapMessage(error: unknown): string | undefined {
  if (!(error instanceof RpcError) || error.code !== CALENDAR_ITEM_OVERLAP) return undefined;
  const dates = isOverlapData(error.data) ? error.data.dates : [];
  const named = dates.slice(0, NAMED_DAYS).map((date) => formatWeekdayDate(date));
  const more = dates.length - named.length;
  if (more > 0) named.push(calendarMessages.edit.overlapMore(more));
  return calendarMessages.edit.overlap(
    new Intl.ListFormat('nl-NL', { type: 'conjunction' }).format(named),
  );
}
