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
 * The group of the outcome of a write (docs/decisions/0024): a failed write's toast and every
 * success toast. A write's outcome replaces the previous one's, so that 'De factuur is verstuurd'
 * does not stand beside the refusal of the attempt before it ('Dit factuurnummer is al gebruikt').
 */
export const WRITE_OUTCOME = 'write-outcome';

/**
 * Shows a toast, or queues it while 3 are on screen. A success toast replaces the toast of the
 * previous write's outcome ({@link WRITE_OUTCOME}) unless it names another group.
 * @returns the toast's id, for {@link dismissToast}.
 */
export function showToast(input: ToastInput): string {
  lastToastNumber += 1;
  const group = input.group ?? (input.type === 'success' ? WRITE_OUTCOME : undefined);
  const toast = createToast({ ...input, group }, `toast-${lastToastNumber}`, Date.now());
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
