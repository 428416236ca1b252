import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useIsFirstScreenShown } from './firstScreen';
import { restRequest } from './rest';
import { authorizedHeaders, freshTokens } from './session';

/** The feature flags the portal asks for (spec section 7). */
export const FEATURE_FLAG_NAMES = ['ffe-cv', 'ffe-preferences', 'ffe-feedback'] as const;

/** A feature flag name. */
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

/**
 * One feature flag (`GET /api/feature-flag/{name}`), asked once per session. A failure is neither
 * retried nor shown: the flag is then off, and the app starts without waiting longer. Kept in the
 * user's offline copy, so that a repeat visit draws the menus as they were at once.
 */
export function featureFlagQuery(name: FeatureFlagName) {
  return queryOptions({
    queryKey: ['rest', 'GET /api/feature-flag/{name}', name] as const,
    queryFn: async () => {
      const answer = await restRequest('GET /api/feature-flag/{name}', {
        headers: authorizedHeaders(await freshTokens()),
        pathParams: { name },
      });
      return answer.enabled;
    },
    staleTime: Infinity,
    retry: false,
    retryOnMount: false,
    meta: { toastOnError: false, keptOffline: true },
  });
}

/**
 * Asks the three feature flags, once per session. The signed-in app does so once its first screen
 * has shown: only menus use them, and the first screen does not wait for them.
 */
export function prefetchFeatureFlags(queryClient: QueryClient): void {
  for (const name of FEATURE_FLAG_NAMES) void queryClient.prefetchQuery(featureFlagQuery(name));
}

/**
 * Whether a feature flag is on: off until its answer arrives (asked once the first screen has
 * shown, lib/platform/firstScreen.ts), and when asking failed.
 */
export function useFeatureFlag(name: FeatureFlagName): boolean {
  return useFeatureFlagAnswer(name) ?? false;
}

/**
 * A feature flag's answer: true or false once it has answered, undefined until then and when
 * asking failed (for what stays as it is unless the flag says otherwise: the app's own CV).
 */
export function useFeatureFlagAnswer(name: FeatureFlagName): boolean | undefined {
  const isFirstScreenShown = useIsFirstScreenShown();
  return useQuery({ ...featureFlagQuery(name), enabled: isFirstScreenShown }).data;
}
