import { proxy } from 'valtio';
import {
  createToast,
  dismissToast as withoutToast,
  emptyToastQueue,
  pushToast,
  type ToastInput,
  type ToastQueueState,
} from '@pidz/ui';

/**
 * The app's toasts: a valtio store around @pidz/ui's queue model (at most 3 on screen, the others
 * queued; 5000 ms by default, 7000 ms for errors). The shell's Toaster renders `queue.active`;
 * features call {@link showToast}.
 */
export const toastStore = proxy<{ queue: ToastQueueState }>({ queue: emptyToastQueue });

let lastToastNumber = 0;

/**
 * Shows a toast, or queues it while 3 are on screen.
 * @returns the toast's id, for {@link dismissToast}.
 */
export function showToast(input: ToastInput): string {
  lastToastNumber += 1;
  const toast = createToast(input, `toast-${lastToastNumber}`, Date.now());
  toastStore.queue = pushToast(toastStore.queue, toast);
  return toast.id;
}

/** Closes a toast (after its duration or on its close control); the oldest queued one moves up. */
export function dismissToast(id: string): void {
  toastStore.queue = withoutToast(toastStore.queue, id);
}

/** Removes every toast (between stories and tests). */
export function clearToasts(): void {
  toastStore.queue = emptyToastQueue;
}
