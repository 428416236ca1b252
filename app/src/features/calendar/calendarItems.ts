import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CalendarItem, DateTimeRange } from '@pidz/contracts';
import { rpcKey, rpcQuery } from '../../lib/queries';
import { adjacentRanges, visibleRange, type Period } from './model';

/** The items of a range (`calendar:getAvailability`), keyed by the range. */
export function availabilityQuery(range: DateTimeRange) {
  return rpcQuery('calendar:getAvailability', { params: range });
}

/**
 * The items of the period a view shows (its visible range, Amsterdam days), with the previous and
 * the next period prefetched so that 'Vorige' and 'Volgende' show at once. Not a suspense query:
 * the view keeps its grid while the items load.
 */
export function useCalendarItems(period: Period) {
  const queryClient = useQueryClient();
  const range = visibleRange(period);
  const query = useQuery(availabilityQuery(range));
  const isLoaded = query.isSuccess;
  const { previous, next } = adjacentRanges(period);
  const [previousStart, previousEnd, nextStart, nextEnd] = [
    previous.start,
    previous.end,
    next.start,
    next.end,
  ];
  useEffect(() => {
    if (!isLoaded) return;
    for (const adjacent of [
      { start: previousStart, end: previousEnd },
      { start: nextStart, end: nextEnd },
    ]) {
      void queryClient.prefetchQuery({
        ...availabilityQuery(adjacent),
        meta: { toastOnError: false },
      });
    }
  }, [isLoaded, queryClient, previousStart, previousEnd, nextStart, nextEnd]);
  return query;
}

function overlaps(item: DateTimeRange, range: DateTimeRange): boolean {
  return (
    Date.parse(item.start) < Date.parse(range.end) && Date.parse(item.end) > Date.parse(range.start)
  );
}

const byStart = (a: CalendarItem, b: CalendarItem) =>
  Date.parse(a.start) - Date.parse(b.start) || a.id - b.id;

/** What a save or delete changed: items gone (by predicate) and items added or replaced. */
export interface CalendarChange {
  /** Items to take out of every cached range. */
  removes?: (item: CalendarItem) => boolean;
  /** Items from the answer, put into every cached range they overlap (replacing the same id). */
  adds?: readonly CalendarItem[];
}

/**
 * Applies a change to every cached range of `calendar:getAvailability`, from the answer of the
 * save: the views show it at once, without asking the server again.
 */
export function storeCalendarChange(
  queryClient: QueryClient,
  { removes, adds = [] }: CalendarChange,
) {
  const addedIds = new Set(adds.map((item) => item.id));
  for (const [key, items] of queryClient.getQueriesData<CalendarItem[]>({
    queryKey: rpcKey('calendar:getAvailability'),
  })) {
    if (!items) continue;
    const range = (key[2] as { params: DateTimeRange } | undefined)?.params;
    if (!range) continue;
    const kept = items.filter((item) => !addedIds.has(item.id) && !removes?.(item));
    const added = adds.filter((item) => overlaps(item, range));
    queryClient.setQueryData<CalendarItem[]>(key, [...kept, ...added].sort(byStart));
  }
}

/** Asks every cached range again (when an answer does not carry what changed). */
export function refreshCalendar(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: rpcKey('calendar:getAvailability') });
}

/** The first item of any cached range that matches, or undefined when no loaded range holds one. */
export function findCachedItem(
  queryClient: QueryClient,
  matches: (item: CalendarItem) => boolean,
): CalendarItem | undefined {
  for (const [, items] of queryClient.getQueriesData<CalendarItem[]>({
    queryKey: rpcKey('calendar:getAvailability'),
  })) {
    const found = items?.find(matches);
    if (found) return found;
  }
  return undefined;
}
