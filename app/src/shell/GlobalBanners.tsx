import { BannerList, isBrowserOutsideAppTimeZone } from '@pidz/ui';
import { useFreelancerBanners } from '../lib/freelancerBanners';
import { globalBanners } from './globalBanners';
import { shellMessages } from './messages';

/** The banners above every page: global inactive reasons and the timezone warning (at most 3). */
export function GlobalBanners() {
  const banners = useFreelancerBanners();
  const messages = globalBanners(banners?.inactiveReasons ?? [], isBrowserOutsideAppTimeZone());
  return <BannerList banners={messages} aria-label={shellMessages.bannersLabel} />;
}
