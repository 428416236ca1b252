import { useCallback, useId, useRef, useState } from 'react';
import {
  createToast,
  dismissToast,
  emptyToastQueue,
  pushToast,
  type ToastInput,
  type ToastItem,
} from './toastQueue';

export interface ToastQueueApi {
  /** Toasts on screen: pass to `<Toaster toasts>`. */
  toasts: readonly ToastItem[];
  /** Toasts waiting for a free place. */
  queued: readonly ToastItem[];
  /** Shows a toast (or queues it when 3 are on screen) and returns its id. */
  show: (input: ToastInput) => string;
  /** Closes a toast by id: pass to `<Toaster onDismiss>`. */
  dismiss: (id: string) => void;
}

/** A self-contained toast queue in component state, for simple uses and stories. */
export function useToastQueue(): ToastQueueApi {
  const [state, setState] = useState(emptyToastQueue);
  const idPrefix = useId();
  const lastNumber = useRef(0);

  const show = useCallback(
    (input: ToastInput) => {
      lastNumber.current += 1;
      const id = `${idPrefix}${lastNumber.current}`;
      const toast = createToast(input, id, Date.now());
      setState((current) => pushToast(current, toast));
      return id;
    },
    [idPrefix],
  );

  const dismiss = useCallback((id: string) => {
    setState((current) => dismissToast(current, id));
  }, []);

  return { toasts: state.active, queued: state.queued, show, dismiss };
}
