import type { BannerMessage } from '@pidz/ui';
import { shellMessages } from './messages';

/** The inactive reasons that give a global banner (spec section 4). */
export const GLOBAL_INACTIVE_REASONS = ['unsubscribed', 'manual_inactive', 'invoice'] as const;

type GlobalBannerKey = (typeof GLOBAL_INACTIVE_REASONS)[number] | 'timezone';

/** Highest priority first: the spec's task order puts the timezone after the two inactive states. */
const PRIORITY: readonly GlobalBannerKey[] = [
  'unsubscribed',
  'manual_inactive',
  'timezone',
  'invoice',
];

const bannerTypes: Record<GlobalBannerKey, BannerMessage['type']> = {
  unsubscribed: 'error',
  manual_inactive: 'error',
  timezone: 'warning',
  invoice: 'warning',
};

/**
 * The banners above every page, in priority order: one per global inactive reason of the user
 * (unsubscribed, manual_inactive, invoice) and the timezone banner when the browser is not in
 * Europe/Amsterdam. The BannerList shows the first 3.
 */
export function globalBanners(
  inactiveReasons: readonly string[],
  isOutsideAppTimeZone: boolean,
): BannerMessage[] {
  const present = new Set<string>(inactiveReasons);
  if (isOutsideAppTimeZone) present.add('timezone');
  return PRIORITY.filter((key) => present.has(key)).map((key) => ({
    id: key,
    type: bannerTypes[key],
    ...shellMessages.banners[key],
  }));
}
