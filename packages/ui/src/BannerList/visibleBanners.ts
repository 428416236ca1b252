/** The banner list shows at most this many banners. */
export const MAX_VISIBLE_BANNERS = 3;

/** The banners that are shown: the first {@link MAX_VISIBLE_BANNERS}, in the given order. */
export function visibleBanners<T>(banners: readonly T[]): T[] {
  return banners.slice(0, MAX_VISIBLE_BANNERS);
}
