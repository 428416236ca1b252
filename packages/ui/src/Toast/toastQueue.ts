import type { StatusType } from '../Icon';

/** Toast kinds: error (red), warning (orange), success (green), info (blue). */
export type ToastType = StatusType;

/** What a caller asks to show. */
export interface ToastInput {
  type: ToastType;
  title: string;
  /** Body text under the title. Default none. */
  message?: string;
  /** Milliseconds before the toast closes itself. Default by type: 7000 for errors, else 5000. */
  duration?: number;
  /** A button in the toast, e.g. 'Ongedaan maken'; pressing it runs `onAction` and closes the toast. Default none. */
  action?: ToastAction;
  /**
   * Toasts of one group replace each other: a new one closes the group's toast on screen or in
   * the queue (a form's 'Verstuurd' replaces its earlier refusal). Default none.
   */
  group?: string;
}

/** A toast's button. */
export interface ToastAction {
  /** The button's text. */
  label: string;
  /** What the button does. */
  onAction: () => void;
}

/** A toast in the queue, with everything the Toaster needs to render it. */
export interface ToastItem {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  /** Milliseconds before the toast closes itself. */
  duration: number;
  /** The toast's button, if any. */
  action?: ToastAction;
  /** The group whose earlier toast it replaces, if any. */
  group?: string;
  /** When it was asked for, in epoch milliseconds. */
  timestamp: number;
}

/** Active toasts are on screen (oldest first); queued ones wait for a free place. */
export interface ToastQueueState {
  active: readonly ToastItem[];
  queued: readonly ToastItem[];
}

/** At most this many toasts are on screen at once. */
export const MAX_ACTIVE_TOASTS = 3;

/** How long a toast stays by default, in milliseconds. */
export const TOAST_DEFAULT_DURATION = 5000;

/** How long an error toast stays by default, in milliseconds. */
export const TOAST_ERROR_DURATION = 7000;

export const emptyToastQueue: ToastQueueState = { active: [], queued: [] };

/** The default duration of a toast of this type: 7000 ms for errors, 5000 ms otherwise. */
export function defaultToastDuration(type: ToastType): number {
  return type === 'error' ? TOAST_ERROR_DURATION : TOAST_DEFAULT_DURATION;
}

/** Completes a toast request with its id, timestamp and (default) duration. */
export function createToast(input: ToastInput, id: string, timestamp: number): ToastItem {
  return {
    ...input,
    id,
    timestamp,
    duration: input.duration ?? defaultToastDuration(input.type),
  };
}

/**
 * Adds a toast: active when fewer than {@link MAX_ACTIVE_TOASTS} are on screen, otherwise queued.
 * It first closes the toasts of its group, if it has one.
 */
export function pushToast(given: ToastQueueState, toast: ToastItem): ToastQueueState {
  const state = [...given.active, ...given.queued]
    .filter((other) => toast.group !== undefined && other.group === toast.group)
    .reduce((left, other) => dismissToast(left, other.id), given);
  if (state.active.length < MAX_ACTIVE_TOASTS) {
    return { ...state, active: [...state.active, toast] };
  }
  return { ...state, queued: [...state.queued, toast] };
}

/**
 * Removes a toast, active or queued. When an active one goes, the oldest queued toast takes its
 * place. An unknown id leaves the state as it is.
 */
export function dismissToast(state: ToastQueueState, id: string): ToastQueueState {
  if (state.queued.some((toast) => toast.id === id)) {
    return { ...state, queued: state.queued.filter((toast) => toast.id !== id) };
  }
  if (!state.active.some((toast) => toast.id === id)) return state;
  const remaining = state.active.filter((toast) => toast.id !== id);
  const [next, ...stillQueued] = state.queued;
  return next === undefined
    ? { active: remaining, queued: [] }
    : { active: [...remaining, next], queued: stillQueued };
}
