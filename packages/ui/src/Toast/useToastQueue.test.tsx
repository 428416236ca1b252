import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useToastQueue } from './useToastQueue';

describe('useToastQueue', () => {
  it('shows 3 toasts with distinct ids, queues the 4th and promotes it on dismiss', () => {
    const { result } = renderHook(() => useToastQueue());
    const ids: string[] = [];
    act(() => {
      for (const title of ['A', 'B', 'C', 'D'])
        ids.push(result.current.show({ type: 'info', title }));
    });
    expect(new Set(ids).size).toBe(4);
    expect(result.current.toasts.map((t) => t.title)).toEqual(['A', 'B', 'C']);
    expect(result.current.queued.map((t) => t.title)).toEqual(['D']);

    act(() => result.current.dismiss(ids[1] ?? ''));
    expect(result.current.toasts.map((t) => t.title)).toEqual(['A', 'C', 'D']);
    expect(result.current.queued).toEqual([]);
  });

  it('gives error toasts 7000 ms', () => {
    const { result } = renderHook(() => useToastQueue());
    act(() => {
      result.current.show({ type: 'error', title: 'Oeps' });
    });
    expect(result.current.toasts[0]?.duration).toBe(7000);
  });
});
