export { Toaster, type ToasterProps } from './Toaster';
export { TOAST_CLOSE_LABEL, TOAST_REGION_LABEL, TOAST_VIEWPORT_SELECTOR } from './toastNames';
export { useToastQueue, type ToastQueueApi } from './useToastQueue';
export {
  MAX_ACTIVE_TOASTS,
  TOAST_DEFAULT_DURATION,
  TOAST_ERROR_DURATION,
  createToast,
  defaultToastDuration,
  dismissToast,
  emptyToastQueue,
  pushToast,
  type ToastAction,
  type ToastInput,
  type ToastItem,
  type ToastQueueState,
  type ToastType,
} from './toastQueue';
