import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { FormDraftScope } from '@pidz/ui';
import { useCurrentUser } from './entities/currentUser';
import { startRoute } from './featureRoutes';
import { prefetchFeatureFlags } from './lib/platform/featureFlags';
import { afterFirstScreen } from './lib/platform/firstScreen';
import { showToast } from './lib/platform/toasts';
import { AppRoutes } from './routes';
import { ScreenProviders } from './ScreenProviders';
import { takeAccountChangedNotice } from './shell/accountChangedNotice';
import { Layout } from './shell/Layout';
import { shellMessages } from './shell/messages';

/**
 * Starts the route's feature chunk and reads (featureRoutes.ts) on every change of location, as the
 * location changes, not when the screen mounts: the screen then finds its reads in flight. (The
 * start-up module has started the first location already; `startRoute` does not start it twice.)
 */
function useRouteLoading(): void {
  const [path] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  useEffect(() => {
    startRoute({ queryClient, path, search: search && `?${search}` });
  }, [queryClient, path, search]);
}

/**
 * The app a signed-in user sees: the layout around the current route's screen. The feature flags
 * are asked once its first screen has shown (lib/platform/firstScreen.ts). Its forms' unsaved-input drafts
 * belong to the signed-in user (an admin acting as a user apart from that user): restored only for
 * them, and another user's are forgotten as this one signs in.
 */
export function SignedInApp() {
  useRouteLoading();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  useEffect(() => afterFirstScreen(() => prefetchFeatureFlags(queryClient)), [queryClient]);
  // A page started again because another account signed in says so (SessionGate).
  useEffect(() => {
    if (takeAccountChangedNotice()) showToast({ type: 'info', ...shellMessages.accountChanged });
  }, []);
  return (
    <FormDraftScope owner={`${user.isImpersonated ? 'impersonated:' : 'user:'}${user.id}`}>
      <ScreenProviders>
        <Layout>
          <AppRoutes />
        </Layout>
      </ScreenProviders>
    </FormDraftScope>
  );
}
