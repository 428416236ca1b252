import { useCallback, useEffect, useState } from 'react';

/** Where loading a screen's data stands. */
export type LoadState<T> =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T };

/** A screen's data as {@link useLoad} gives it. */
export type Loaded<T> = LoadState<T> & {
  /** Loads again (after a failure: the retry button). */
  reload: () => void;
};

/**
 * Loads a screen's data when the screen mounts and on {@link Loaded.reload}. `load` must keep its
 * identity (a module-level function or a memoised one): a new identity loads again. An answer that
 * arrives after the screen left, or after a newer load started, is ignored. Failures are expected
 * to be reported by `load` itself (callWithToast); here they only set the `failed` state.
 */
export function useLoad<T>(load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    load().then(
      (data) => {
        if (isCurrent) setState({ status: 'loaded', data });
      },
      () => {
        if (isCurrent) setState({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [load, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((previous) => previous + 1);
  }, []);

  return { ...state, reload };
}
