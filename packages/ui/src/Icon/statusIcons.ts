import type { IconColor } from './Icon';
import { alertTriangleIcon, checkCircleIcon, infoIcon, xCircleIcon, type IconGlyph } from './icons';

/** The four message kinds that toasts and banners share. */
export type StatusType = 'error' | 'warning' | 'success' | 'info';

/** Icon and colour of each message kind: error red, warning orange, success green, info blue. */
export const statusIcons: Record<StatusType, { icon: IconGlyph; color: IconColor }> = {
  error: { icon: xCircleIcon, color: 'red' },
  warning: { icon: alertTriangleIcon, color: 'orange' },
  success: { icon: checkCircleIcon, color: 'green' },
  info: { icon: infoIcon, color: 'blue' },
};
