import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestResponse } from '@pidz/contracts';
import { restRequest } from './rest';
import { authorizedHeaders, freshTokens } from './session';

/** What `/api/freelancer/freelancer-banners` answers. */
export type FreelancerBanners = RestResponse<'GET /api/freelancer/freelancer-banners'>;

/**
 * The user's banner data (the shell's global banners, the CV badge, the dashboard). A failure is
 * neither retried nor shown: there are then no banners, and the app starts without waiting longer.
 */
export const freelancerBannersQuery = queryOptions({
  queryKey: ['rest', 'GET /api/freelancer/freelancer-banners'] as const,
  queryFn: async () =>
    restRequest('GET /api/freelancer/freelancer-banners', {
      headers: authorizedHeaders(await freshTokens()),
    }),
  retry: false,
  retryOnMount: false,
  meta: { toastOnError: false },
});

/** The user's banner data, or undefined until it is known (or when it failed). */
export function useFreelancerBanners(): FreelancerBanners | undefined {
  return useQuery(freelancerBannersQuery).data;
}

/** Whether the CV has banners (the side menu then puts a warning badge on CV). */
export function hasResumeBanners(banners: { readonly resume: readonly string[] }): boolean {
  return banners.resume.length > 0;
}
