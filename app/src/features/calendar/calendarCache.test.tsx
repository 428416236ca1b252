import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_CACHE_KEY } from '../../lib/platform/keptData';
import { availabilityQuery } from './api';
import { useCalendarCache } from './calendarCache';
import { item } from './model/testArbitraries';

const range = { start: '2026-10-26T00:00:00+01:00', end: '2026-12-07T00:00:00+01:00' };
const kept = item('2026-11-23T09:00:00+01:00', '2026-11-23T12:00:00+01:00', { id: 7 });

/** The calendar's cache hook on a fresh query cache. */
function openCalendar() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return { queryClient, ...renderHook(() => useCalendarCache(), { wrapper }) };
}

describe('the calendar kept for reading offline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a loaded range, half a second after it changed', () => {
    const { queryClient } = openCalendar();
    queryClient.setQueryData(availabilityQuery(range).queryKey, [kept]);
    expect(localStorage.getItem(CALENDAR_CACHE_KEY)).toBeNull();
    vi.advanceTimersByTime(500);
    expect(localStorage.getItem(CALENDAR_CACHE_KEY)).toContain('"id":7');
  });

  it('drops a write still pending when the calendar closes, so it cannot put back what went since', () => {
    const { queryClient, unmount } = openCalendar();
    queryClient.setQueryData(availabilityQuery(range).queryKey, [kept]);
    unmount();
    // Meanwhile the next user's start, or the next story, set up its own.
    localStorage.setItem(CALENDAR_CACHE_KEY, 'the next one');
    vi.advanceTimersByTime(1_000);
    expect(localStorage.getItem(CALENDAR_CACHE_KEY)).toBe('the next one');
  });
});
