export { BannerList, type BannerListProps, type BannerMessage } from './BannerList';
export { MAX_VISIBLE_BANNERS, visibleBanners } from './visibleBanners';
