import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { LOGIN_URL } from '../config';
import { currentUserQuery } from '../lib/currentUser';
import { useNavigateExternally } from '../lib/externalNavigation';
import { FEATURE_FLAG_NAMES, featureFlagQuery } from '../lib/featureFlags';
import { freelancerBannersQuery } from '../lib/freelancerBanners';
import { LoadingState } from '../lib/states';
import { sessionQuery, sessionStore } from '../lib/session';
import { CenteredPage } from './CenteredPage';

/** The failure view is rare: it loads when needed, keeping its button out of the first load. */
const SessionFailed = lazy(async () => ({
  default: (await import('./SessionFailed')).SessionFailed,
}));

export interface SessionGateProps {
  /** The signed-in app. */
  children: ReactNode;
}

/**
 * Signs the app in: asks the session, then (signed in) loads the current user, the feature flags
 * and the banner data side by side, and renders its children once they have answered (a flag or
 * the banners may fail: they are then off or empty). Without a session, or when a token refresh
 * is refused later, it forgets every cached answer and sends the user to the external login page.
 * When the session or the user cannot be loaded it offers to try again (the failure's toast has
 * been shown).
 */
export function SessionGate({ children }: SessionGateProps) {
  const { status } = useSnapshot(sessionStore);
  const queryClient = useQueryClient();
  const navigateExternally = useNavigateExternally();
  const session = useQuery(sessionQuery);
  const isSignedIn = status === 'signed-in';
  const [user, ...extras] = useQueries({
    queries: [
      currentUserQuery,
      ...FEATURE_FLAG_NAMES.map(featureFlagQuery),
      freelancerBannersQuery,
    ].map((query) => ({ ...query, enabled: isSignedIn })),
  });

  useEffect(() => {
    if (status !== 'signed-out') return;
    queryClient.clear();
    navigateExternally(LOGIN_URL);
  }, [status, queryClient, navigateExternally]);

  if (isSignedIn && user?.isSuccess && extras.every((extra) => extra.isFetched)) return children;
  const loading = (
    <CenteredPage>
      <LoadingState />
    </CenteredPage>
  );
  if (session.isError || user?.isError) {
    const retry = () => void (session.isError ? session.refetch() : user?.refetch());
    return (
      <Suspense fallback={loading}>
        <SessionFailed onRetry={retry} />
      </Suspense>
    );
  }
  return loading;
}
