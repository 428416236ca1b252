import type { IconColor } from './Icon';
import type { IconName } from './iconMap';

/** The four message kinds that toasts and banners share. */
export type StatusType = 'error' | 'warning' | 'success' | 'info';

/** Icon and colour of each message kind: error red, warning orange, success green, info blue. */
export const statusIcons: Record<StatusType, { name: IconName; color: IconColor }> = {
  error: { name: 'x-circle', color: 'red' },
  warning: { name: 'alert-triangle', color: 'orange' },
  success: { name: 'check-circle', color: 'green' },
  info: { name: 'info', color: 'blue' },
};
