import { Suspense, use, useContext, useEffect, type ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useQueryClient } from '@tanstack/react-query';
import { Redirect, useLocation, useSearch } from 'wouter';
import { APP_LOCALE, FormDraftScope } from '@pidz/ui';
import { BootContext } from './boot/bootContext';
import { useCurrentUser } from './entities/currentUser';
import {
  featureEntries,
  featureRoutePaths,
  redirectedPath,
  type FeatureEntry,
} from './featureRoutes';
import { prefetchFeatureFlags } from './lib/platform/featureFlags';
import { afterFirstScreen, HoldsFirstScreen } from './lib/platform/firstScreen';
import { showToast } from './lib/platform/toasts';
import { routeElement, RouteSwitch } from './lib/routing/routeTable';
import type { OnDemandChunk } from './lib/screen/onDemandChunk';
import { LoadingState } from './lib/screen/states';
import type { Feature, RouteParams } from './paths';
import { takeAccountChangedNotice } from './shell/accountChangedNotice';
import { Layout } from './shell/Layout';
import { shellMessages } from './shell/messages';
import { NotFoundPage } from './shell/NotFoundPage';

/**
 * What the screens need around them, inside a wouter router: the one I18nProvider (nl-NL) that the
 * pickers, dropdowns and formatted inputs expect, and react-aria's client-side navigation (links
 * in menus and other react-aria components go through wouter).
 */
export function ScreenProviders({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <I18nProvider locale={APP_LOCALE}>
      <RouterProvider navigate={(path) => navigate(path)}>{children}</RouterProvider>
    </I18nProvider>
  );
}

/**
 * A route's screen from its feature's route table, in the feature's chunk: at once when the chunk
 * is there (the start-up loads the first screen's chunk beside the session check), else it
 * suspends until the chunk has loaded.
 */
function FeatureScreen({
  feature,
  name,
  params,
}: {
  feature: Feature;
  name: string;
  params: RouteParams<string>;
}) {
  const chunk: OnDemandChunk<FeatureEntry> = featureEntries[feature];
  const { routes } = use(chunk.preload());
  const route = routes[name];
  return route ? routeElement(route, params) : <NotFoundPage />;
}

/**
 * Every route of spec section 2, from the features' route tables: the redirects, then each route
 * at its address (app/src/paths.ts) with its screen, behind its guard, from its feature's chunk.
 * Anything else: 'Pagina niet gevonden'. (The routes are matched from the root, not below a
 * `<Route>` per feature base: a screen's links stay relative to the app's root.) On every change
 * of location the route's chunk and reads start through the start-up (runBoot.ts), as the
 * location changes, not when the screen mounts: the screen then finds its reads in flight.
 */
export function AppRoutes() {
  const [location] = useLocation();
  const search = useSearch();
  const boot = useContext(BootContext);
  useEffect(() => {
    boot?.startRoute(location, search && `?${search}`);
  }, [boot, location, search]);
  const redirect = redirectedPath(location);
  return (
    <Suspense
      fallback={
        <HoldsFirstScreen>
          <LoadingState />
        </HoldsFirstScreen>
      }
    >
      {redirect === location ? (
        <RouteSwitch
          routes={featureRoutePaths}
          render={({ feature, name }, params) => (
            <FeatureScreen feature={feature} name={name} params={params} />
          )}
          otherwise={<NotFoundPage />}
        />
      ) : (
        <Redirect to={redirect} replace />
      )}
    </Suspense>
  );
}

/**
 * The app a signed-in user sees: the layout around the current route's screen. The feature flags
 * are asked once its first screen has shown (lib/platform/firstScreen.ts). Its forms' unsaved-input
 * drafts belong to the signed-in user (an admin acting as a user apart from that user): restored
 * only for them, and another user's are forgotten as this one signs in.
 */
export function SignedInApp() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  useEffect(() => afterFirstScreen(() => prefetchFeatureFlags(queryClient)), [queryClient]);
  // A page started again because another account signed in says so (runBoot.ts).
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
