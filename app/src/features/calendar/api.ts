import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CalendarItem, CalendarItemInput, DateTimeRange } from '@pidz/contracts';
import { todayInAppZone } from '@pidz/ui';
import { afterFirstScreen, useHoldsFirstScreen } from '../../lib/platform/firstScreen';
import { rpcKey, rpcQuery } from '../../lib/platform/queries';
import { useRpcMutation } from '../../lib/platform/rpcMutation';
import { callRpcBatch } from '../../lib/platform/rpcBatch';
import { showToast } from '../../lib/platform/toasts';
import { readCalendarRoute } from './calendarPath';
import { calendarMessages } from './messages';
import { focusCalendarResult } from './returnFocus';
import { adjacentRanges, visibleRange, type CalendarView, type Period } from './model';

/**
 * The calendar's reads and writes: the query options its screens and its route loader read with,
 * and the mutations that write, each updating the cached items from its own answer (nothing is
 * asked again). Screens do not touch the cache themselves.
 */

const AVAILABILITY = 'calendar:getAvailability';

/** The items of a range (`calendar:getAvailability`), keyed by the range. */
export function availabilityQuery(range: DateTimeRange) {
  return rpcQuery(AVAILABILITY, { params: range });
}

/** The items of the period a view shows: its visible range, whole Amsterdam days. */
export function periodItemsQuery(period: Period) {
  return availabilityQuery(visibleRange(period));
}

/** The private webcal address of the calendar feed ('Agenda koppelen'). */
export const webCalUrlQuery = rpcQuery('calendar:getWebCalURL');

/** Starts loading the periods before and after `period`, so that 'Vorige' and 'Volgende' show at once. */
function prefetchAdjacentPeriods(queryClient: QueryClient, period: Period): void {
  const { previous, next } = adjacentRanges(period);
  for (const range of [previous, next]) {
    // A failure here is not the user's concern yet: it is reported when that period is shown.
    void queryClient.prefetchQuery({ ...availabilityQuery(range), meta: { toastOnError: false } });
  }
}

/**
 * The items of the period a view shows, and, once they show, the periods before and after it
 * loading in the background. The read never suspends or throws: a period whose items are cached
 * shows them in the same render; another one shows its grid without items (`data` undefined) and
 * fills it when they arrive; a failure is the cache's 'Oeps' toast and `isError`. So no render of
 * the calendar, urgent or in the background, can fail while another succeeds.
 */
export function usePeriodItems(period: Period) {
  const queryClient = useQueryClient();
  const query = useQuery(periodItemsQuery(period));
  const isShown = query.data !== undefined;
  // The grid without its items is a placeholder: the first screen is shown with them.
  useHoldsFirstScreen(query.isPending);
  useEffect(() => {
    // Once the first screen has shown: they are for the next step, not this one.
    if (isShown) afterFirstScreen(() => prefetchAdjacentPeriods(queryClient, period));
  }, [queryClient, period, isShown]);
  return query;
}

/**
 * The items of each loaded range. A range's array is the same one until its items change, so what
 * is derived from it can be kept per array.
 */
export function cachedRanges(queryClient: QueryClient): (readonly CalendarItem[])[] {
  return queryClient
    .getQueriesData<CalendarItem[]>({ queryKey: rpcKey(AVAILABILITY) })
    .flatMap(([, items]) => (items ? [items] : []));
}

/** The first item of any cached range that matches, or undefined when no loaded range holds one. */
export function findCachedItem(
  queryClient: QueryClient,
  matches: (item: CalendarItem) => boolean,
): CalendarItem | undefined {
  for (const items of cachedRanges(queryClient)) {
    const found = items.find(matches);
    if (found) return found;
  }
  return undefined;
}

function overlaps(item: DateTimeRange, range: DateTimeRange): boolean {
  return (
    Date.parse(item.start) < Date.parse(range.end) && Date.parse(item.end) > Date.parse(range.start)
  );
}

const byStart = (a: CalendarItem, b: CalendarItem) =>
  Date.parse(a.start) - Date.parse(b.start) || a.id - b.id;

/** What a save or delete changed: items gone (by predicate) and items added or replaced. */
interface CalendarChange {
  /** Items to take out of every cached range. */
  removes?: (item: CalendarItem) => boolean;
  /** Items from the answer, put into every cached range they overlap (replacing the same id). */
  adds?: readonly CalendarItem[];
}

/**
 * Applies a change to every cached range of `calendar:getAvailability`, from the answer of the
 * save: the views show it at once, without asking the server again.
 */
function storeCalendarChange(queryClient: QueryClient, { removes, adds = [] }: CalendarChange) {
  const addedIds = new Set(adds.map((item) => item.id));
  for (const [key, items] of queryClient.getQueriesData<CalendarItem[]>({
    queryKey: rpcKey(AVAILABILITY),
  })) {
    if (!items) continue;
    const range = (key[2] as { params: DateTimeRange } | undefined)?.params;
    if (!range) continue;
    const kept = items.filter((item) => !addedIds.has(item.id) && !removes?.(item));
    const added = adds.filter((item) => overlaps(item, range));
    queryClient.setQueryData<CalendarItem[]>(key, [...kept, ...added].sort(byStart));
  }
}

/** Adds an unavailable period (or a series): the answered items go into every cached range. */
export function useAddUnavailable() {
  const queryClient = useQueryClient();
  return useRpcMutation('calendar:addCalendarItem', {
    // The dialog shows its failures itself (a clash with its days: overlap.ts).
    meta: { toastOnError: false },
    onSuccess: (added) => storeCalendarChange(queryClient, { adds: added }),
  });
}

/** Saves one unavailable period (or one occurrence of a series, 'Alleen deze'). */
export function useUpdateUnavailable() {
  const queryClient = useQueryClient();
  return useRpcMutation('calendar:updateCalendarItem', {
    // The dialog shows its failures itself (a clash with its days: overlap.ts).
    meta: { toastOnError: false },
    onSuccess: (saved) => storeCalendarChange(queryClient, { adds: [saved] }),
  });
}

/** Saves a whole series ('Hele reeks'): its old occurrences make way for the answered ones. */
export function useUpdateUnavailableSeries() {
  const queryClient = useQueryClient();
  return useRpcMutation('calendar:updateCalendarItemRepeat', {
    // The dialog shows its failures itself (a clash with its days: overlap.ts).
    meta: { toastOnError: false },
    onSuccess: (saved, { params }) =>
      storeCalendarChange(queryClient, {
        removes: (item) => item.repeat?.id === params.repeat_id,
        adds: saved,
      }),
  });
}

/** Deletes one unavailable period (or one occurrence, 'Alleen deze'). */
export function useRemoveUnavailable() {
  const queryClient = useQueryClient();
  return useRpcMutation('calendar:removeAvailability', {
    onSuccess: (_answer, { params }) =>
      storeCalendarChange(queryClient, { removes: (item) => item.id === params.id }),
  });
}

/** Deletes a whole series ('Hele reeks'). It answers a count, so the series goes by its repeat id. */
export function useRemoveUnavailableSeries() {
  const queryClient = useQueryClient();
  return useRpcMutation('calendar:removeCalendarItemsByRepeat', {
    onSuccess: (_count, { params }) =>
      storeCalendarChange(queryClient, { removes: (item) => item.repeat?.id === params.repeat_id }),
  });
}

/**
 * 'Ongedaan maken' after a delete: adds the removed item or series again (`restoreParams`) and
 * says so. Its cache update and its toast belong to the mutation itself, so they also happen
 * when the toast's action is pressed after the modal that deleted has closed.
 */
export function useUndoRemove() {
  const queryClient = useQueryClient();
  const mutation = useRpcMutation('calendar:addCalendarItem', {
    onSuccess: (restored) => {
      storeCalendarChange(queryClient, { adds: restored });
      focusCalendarResult({ item: restored[0] });
      showToast({
        type: 'success',
        title: calendarMessages.edit.restored,
        message: calendarMessages.edit.restoredText,
      });
    },
  });
  return (params: CalendarItemInput) => mutation.mutate({ params });
}

/** The answers of the calls of a batch that succeeded, in the order of the calls (failed ones absent). */
function fulfilled<T>(settled: readonly PromiseSettledResult<T>[]): T[] {
  return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

/**
 * Adds several unavailable periods at once (the month's selection, or putting back what it freed):
 * one `calendar:addCalendarItem` per params, all in one JSON-RPC batch. Each call succeeds or fails
 * on its own (the answer says which, in the order of the params); what was added goes into every
 * cached range, and so into the offline copy.
 */
export function useAddUnavailableBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paramsList: readonly CalendarItemInput[]) =>
      callRpcBatch((call) =>
        paramsList.map((params) => call('calendar:addCalendarItem', { params })),
      ),
    onSuccess: (settled) => storeCalendarChange(queryClient, { adds: fulfilled(settled).flat() }),
  });
}

/**
 * Removes several unavailable items (or occurrences of a series) at once: one
 * `calendar:removeAvailability` per item, all in one JSON-RPC batch; each succeeds or fails on its
 * own, and those removed leave every cached range.
 */
export function useRemoveUnavailableBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: readonly CalendarItem[]) =>
      callRpcBatch((call) =>
        items.map((item) => call('calendar:removeAvailability', { params: { id: item.id } })),
      ),
    onSuccess: (settled, items) => {
      const removed = new Set(
        items.filter((_item, index) => settled[index]?.status === 'fulfilled').map(({ id }) => id),
      );
      storeCalendarChange(queryClient, { removes: (item) => removed.has(item.id) });
    },
  });
}

/** Every cached item (of any loaded range, once each) with a part in a range. */
export function cachedItemsBetween(queryClient: QueryClient, range: DateTimeRange): CalendarItem[] {
  const found = new Map<number, CalendarItem>();
  for (const items of cachedRanges(queryClient)) {
    for (const item of items) {
      if (!found.has(item.id) && overlaps(item, range)) found.set(item.id, item);
    }
  }
  return [...found.values()];
}

/**
 * Starts the reads of a calendar view's route: the items of the period that the path below the
 * view (`/2026/11`, `''` for today's) shows (with or without `?weergave=lijst`: the list shows the
 * same period), with the query options the view reads. The periods beside the shown one load once
 * it shows (`usePeriodItems`), not here, so that they do not hold up the first screen.
 */
export function prefetchView(queryClient: QueryClient, view: CalendarView, below: string): void {
  const { location } = readCalendarRoute(view, below, todayInAppZone());
  void queryClient.prefetchQuery(periodItemsQuery(location.period));
}
