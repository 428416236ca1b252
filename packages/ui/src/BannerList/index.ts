export {
  BANNER_CLOSE_LABEL,
  BANNER_MORE_LABEL,
  BannerList,
  type BannerListProps,
  type BannerMessage,
} from './BannerList';
export { MAX_VISIBLE_BANNERS, visibleBanners } from './visibleBanners';
