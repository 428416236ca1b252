import { proxy } from 'valtio';
import type { RestResponse } from '@pidz/contracts';
import { restRequest } from './rest';
import { authorizedHeaders, freshTokens } from './session';

/** What `/api/freelancer/freelancer-banners` answers. */
export type FreelancerBanners = RestResponse<'GET /api/freelancer/freelancer-banners'>;

/** The user's banner data, once loaded (the shell's global banners, the CV badge, the dashboard). */
export const freelancerBannersStore = proxy<{ banners: FreelancerBanners | undefined }>({
  banners: undefined,
});

/** Fetches the banner data into the store; a failure leaves it empty (no banners shown). */
export async function loadFreelancerBanners(): Promise<void> {
  try {
    freelancerBannersStore.banners = await restRequest('GET /api/freelancer/freelancer-banners', {
      headers: authorizedHeaders(await freshTokens()),
    });
  } catch {
    freelancerBannersStore.banners = undefined;
  }
}

/** Whether the CV has banners (the side menu then puts a warning badge on CV). */
export function hasResumeBanners(banners: { readonly resume: readonly string[] }): boolean {
  return banners.resume.length > 0;
}
