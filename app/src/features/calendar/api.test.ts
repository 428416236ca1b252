import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { periodItemsQuery, routeLoader, shiftsQuery } from './api';

/** The query keys the route loader starts for a path (nothing is sent: the calls are stubbed). */
function keysStartedFor(path: string) {
  const queryClient = new QueryClient();
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  routeLoader({ queryClient, path, search: '' });
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
