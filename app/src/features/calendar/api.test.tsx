import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalendarItemType, RepeatEndMode, RepeatType, type CalendarItem } from '@pidz/contracts';
import { clearToasts, toastStore } from '../../lib/platform/toasts';
import { shiftsQuery } from '../../entities/shifts';
import { startLoaderAt } from '../../lib/routing/routeMatch';
import {
  availabilityQuery,
  periodItemsQuery,
  useAddUnavailable,
  useRemoveUnavailable,
  useRemoveUnavailableSeries,
  useUndoRemove,
  useUpdateUnavailableSeries,
} from './api';
import { routes } from './routeTable';
import { item } from './model/testArbitraries';

/** What the back end answers, per method (the JSON-RPC client is stubbed). */
const answers = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../../lib/platform/rpc', () => ({
  rpc: () => ({
    call: (method: string) => Promise.resolve(answers.get(method.split('.').at(-1) ?? '')),
  }),
}));

const november = { start: '2026-10-26T00:00:00+01:00', end: '2026-12-07T00:00:00+01:00' };
const december = { start: '2026-11-30T00:00:00+01:00', end: '2027-01-11T00:00:00+01:00' };

const repeat = (id: number) => ({
  id,
  type: RepeatType.WEEKLY,
  start: '2026-11-24',
  end: null,
  end_mode: RepeatEndMode.SET_AMOUNT,
  amount: 3,
  first_item: { start: '2026-11-24T09:00:00+01:00', end: '2026-11-24T12:00:00+01:00' },
});
const single = item('2026-11-10T09:00:00+01:00', '2026-11-10T12:00:00+01:00', { id: 1 });
const series = [
  item('2026-11-24T09:00:00+01:00', '2026-11-24T12:00:00+01:00', { id: 2, repeat: repeat(5) }),
  item('2026-12-01T09:00:00+01:00', '2026-12-01T12:00:00+01:00', { id: 3, repeat: repeat(5) }),
  item('2026-12-08T09:00:00+01:00', '2026-12-08T12:00:00+01:00', { id: 4, repeat: repeat(5) }),
];

/** A query cache holding November's and December's ranges, and a hook rendered against it. */
function withCache<Result>(hook: () => Result) {
  const queryClient = new QueryClient();
  const overlapping = (range: typeof november) =>
    [single, ...series].filter(
      ({ start, end }) =>
        Date.parse(start) < Date.parse(range.end) && Date.parse(end) > Date.parse(range.start),
    );
  queryClient.setQueryData(availabilityQuery(november).queryKey, overlapping(november));
  queryClient.setQueryData(availabilityQuery(december).queryKey, overlapping(december));
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  const { result } = renderHook(hook, { wrapper });
  const ids = (range: typeof november) =>
    queryClient.getQueryData<CalendarItem[]>(availabilityQuery(range).queryKey)?.map((i) => i.id);
  return { result, ids };
}

describe("the calendar's writes update the cached ranges from their answers", () => {
  beforeEach(() => {
    answers.clear();
    clearToasts();
  });

  it('puts an added item into every range it overlaps, in order', async () => {
    const added = item('2026-12-02T08:00:00+01:00', '2026-12-02T10:00:00+01:00', { id: 9 });
    answers.set('calendar:addCalendarItem', [added]);
    const { result, ids } = withCache(() => useAddUnavailable());
    await result.current.mutateAsync({
      params: {
        type: CalendarItemType.UNAVAILABLE,
        start: added.start,
        end: added.end,
        isAllDay: false,
      },
    });
    expect(ids(november)).toEqual([1, 2, 3, 9]);
    expect(ids(december)).toEqual([3, 9, 4]);
  });

  it('takes a removed item out, and a removed series out of every range', async () => {
    answers.set('calendar:removeAvailability', true);
    answers.set('calendar:removeCalendarItemsByRepeat', 3);
    const one = withCache(() => useRemoveUnavailable());
    await one.result.current.mutateAsync({ params: { id: 1 } });
    expect(one.ids(november)).toEqual([2, 3]);
    const whole = withCache(() => useRemoveUnavailableSeries());
    await whole.result.current.mutateAsync({ params: { repeat_id: 5 } });
    expect(whole.ids(november)).toEqual([1]);
    expect(whole.ids(december)).toEqual([]);
  });

  it("replaces a saved series' occurrences by the answered ones", async () => {
    const moved = item('2026-12-03T09:00:00+01:00', '2026-12-03T12:00:00+01:00', {
      id: 12,
      repeat: repeat(6),
    });
    answers.set('calendar:updateCalendarItemRepeat', [moved]);
    const { result, ids } = withCache(() => useUpdateUnavailableSeries());
    await result.current.mutateAsync({
      params: {
        repeat_id: 5,
        start: moved.start,
        end: moved.end,
        isAllDay: false,
        repeat: {
          type: RepeatType.WEEKLY,
          end_mode: RepeatEndMode.SET_AMOUNT,
          end_date: null,
          amount: 3,
        },
      },
    });
    expect(ids(november)).toEqual([1, 12]);
    expect(ids(december)).toEqual([12]);
  });

  it("undoes a delete: the items come back and 'Teruggezet' shows", async () => {
    const back = item(single.start, single.end, { id: 20 });
    answers.set('calendar:addCalendarItem', [back]);
    const { result, ids } = withCache(() => useUndoRemove());
    result.current({
      type: CalendarItemType.UNAVAILABLE,
      start: single.start,
      end: single.end,
      isAllDay: false,
    });
    await vi.waitFor(() => expect(ids(november)).toEqual([1, 20, 2, 3]));
    expect(toastStore.queue.active.map((toast) => toast.title)).toEqual(['Teruggezet']);
  });
});

/** The query keys the route loader starts for a path (nothing is sent: the calls are stubbed). */
function keysStartedFor(path: string) {
  const queryClient = new QueryClient();
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  startLoaderAt(routes, { queryClient, path, search: '' });
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

describe('the calendar route loader', () => {
  afterEach(() => vi.useRealTimers());

  it("starts the shown month's items, with the view's own query", () => {
    expect(keysStartedFor('/calendar/month/2026/11/21')).toEqual([
      periodItemsQuery({ view: 'month', year: 2026, month: 11 }).queryKey,
    ]);
  });

  it("starts the shown week's items", () => {
    expect(keysStartedFor('/calendar/week/2026/47')).toEqual([
      periodItemsQuery({ view: 'week', weekYear: 2026, week: 47 }).queryKey,
    ]);
  });

  it("takes a path without a period as today's, in Amsterdam", () => {
    // 23:30 UTC on 30 November is 1 December in Amsterdam.
    vi.useFakeTimers({ now: new Date('2026-11-30T23:30:00Z') });
    expect(keysStartedFor('/calendar/month')).toEqual([
      periodItemsQuery({ view: 'month', year: 2026, month: 12 }).queryKey,
    ]);
  });

  it('starts the shifts for the shift screen, and nothing for another path', () => {
    expect(keysStartedFor('/calendar/shift/9042')).toEqual([shiftsQuery.queryKey]);
    expect(keysStartedFor('/calendar/elders')).toEqual([]);
  });
});
