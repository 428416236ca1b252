import { proxy } from 'valtio';
import { restRequest } from './rest';
import { authorizedHeaders, freshTokens } from './session';

/** The feature flags the portal asks for (spec section 7). */
export const FEATURE_FLAG_NAMES = ['ffe-cv', 'ffe-preferences', 'ffe-feedback'] as const;

/** A feature flag name. */
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

/** Every flag off: the state before `/api/feature-flag/{name}` answers. */
export const FEATURE_FLAGS_OFF: Readonly<Record<FeatureFlagName, boolean>> = {
  'ffe-cv': false,
  'ffe-preferences': false,
  'ffe-feedback': false,
};

/** The feature flags: off until `/api/feature-flag/{name}` says otherwise. */
export const featureFlagStore = proxy<{ flags: Record<FeatureFlagName, boolean> }>({
  flags: { ...FEATURE_FLAGS_OFF },
});

/** Fetches every flag; a flag whose call fails stays off. */
export async function loadFeatureFlags(): Promise<void> {
  const headers = authorizedHeaders(await freshTokens());
  await Promise.all(
    FEATURE_FLAG_NAMES.map(async (name) => {
      try {
        const answer = await restRequest('GET /api/feature-flag/{name}', {
          headers,
          pathParams: { name },
        });
        featureFlagStore.flags[name] = answer.enabled;
      } catch {
        featureFlagStore.flags[name] = false;
      }
    }),
  );
}
