import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * An event handler that keeps its identity across renders and calls the latest `handler`: for
 * memoised children (buttons that should not render again when only their handler's closure
 * changed). Only for events, not for rendering: it sees the latest props once they are committed.
 */
export function useStableHandler<Args extends unknown[]>(
  handler: (...args: Args) => void,
): (...args: Args) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
