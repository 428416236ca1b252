import { useEffect, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders, BootView } from '../boot/renderBoot';
import { runBoot } from '../boot/runBoot';
import { ScreenProviders } from '../SignedInApp';
import { ExternalNavigationContext } from '../lib/platform/externalNavigation';
import { markFirstScreenShown } from '../lib/platform/firstScreen';
import { forgetOfflineCopy } from '../lib/platform/offlineCopy/storage';
import { createQueryClient } from '../lib/platform/queryClient';
import { AppToaster } from '../shell/AppToaster';
import { resetPageState } from './resetPageState';

// A story shows one part of the portal, often without the layout that marks the first screen
// shown: the reads that wait for it (lib/platform/firstScreen.ts) go at once.
markFirstScreenShown();

/**
 * Records where the app tried to go outside itself (login page, main site) in a story, instead of
 * leaving the story: `await expect(externalNavigation).toHaveBeenCalledWith(LOGIN_URL)`.
 */
export const externalNavigation = fn().mockName('navigateExternally');

/** Story parameters the app decorator reads. */
export interface AppStoryParameters {
  /** The path the story starts on (a memory location). Default `/`. */
  route?: string;
  /**
   * Whether the story starts as the app does (boot/runBoot.ts) on the mocked back end: `/health`,
   * the session check, the offline copy a story wrote (testing/offlineCopy.ts), the current user,
   * the banners and the route's loader, and it shows the story where the app shows the signed-in
   * app (or the maintenance page, or the failure). `false` for what shows without a session (the
   * login page's pieces). Default `true`.
   */
  isSignedIn?: boolean;
  /**
   * The base path of the feature's nested route, as the app mounts it (`'/cv'`,
   * `'/calendar/month'`), so that the feature's relative paths resolve. Default: not nested.
   */
  nest?: string;
  /**
   * Whether the frame shows the app's toasts (off for stories that render the layout, which has
   * its own). Default `true`.
   */
  hasToaster?: boolean;
}

let shownQueryClient: QueryClient | undefined;

/**
 * The server-state cache of the story on screen, for a play that waits until the app has taken
 * in an answer that shows nothing (`await waitFor(() => expect(storyQueryClient().isFetching()).toBe(0))`).
 */
export function storyQueryClient(): QueryClient {
  if (!shownQueryClient) throw new Error('No story with the app decorator is on screen');
  return shownQueryClient;
}

export interface AppStoryFrameProps extends AppStoryParameters {
  /** The screen or shell piece under test. */
  children: ReactNode;
}

/**
 * The app's providers for a story or test: a wouter router on a memory location, a fresh
 * server-state cache (retrying failed reads without backoff), the design tokens, the screens'
 * providers (locale, react-aria's router), a spy for external navigation, fresh stores and (unless
 * `isSignedIn` is false) the session loaded from the mocked back end that the story's
 * `parameters.scenario` selects.
 */
export function AppStoryFrame({
  route = '/',
  isSignedIn = true,
  nest,
  hasToaster = true,
  children,
}: AppStoryFrameProps) {
  const [{ location, queryClient, boot }] = useState(() => {
    // Every app store and form draft back to its start: a story does not see the one before it.
    resetPageState();
    externalNavigation.mockClear();
    // Failed reads are retried at once: stories check that a read recovers, not the backoff's
    // seconds (which queryClient.test.ts checks).
    const client = createQueryClient({ retryDelay: () => 0 });
    const [path = '/', search] = route.split('?');
    return {
      location: memoryLocation({ path: route, record: true }),
      queryClient: client,
      boot: isSignedIn
        ? runBoot(client, {
            path,
            search: search ? `?${search}` : '',
            navigateExternally: externalNavigation,
          })
        : undefined,
    };
  });
  useEffect(() => {
    shownQueryClient = queryClient;
    return () => {
      boot?.stop();
      // The start-up kept the story's reads as the user's offline copy: the next story starts in
      // a browser without it (one that wants a copy writes its own).
      forgetOfflineCopy();
      if (shownQueryClient === queryClient) shownQueryClient = undefined;
    };
  }, [queryClient, boot]);
  const screen = nest ? (
    <Route path={nest} nest>
      {children}
    </Route>
  ) : (
    children
  );
  const content = (
    <>
      <ScreenProviders>{screen}</ScreenProviders>
      {hasToaster && <AppToaster />}
    </>
  );
  return (
    <ExternalNavigationContext.Provider value={externalNavigation}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {boot ? (
          <BootView boot={boot}>{content}</BootView>
        ) : (
          <AppProviders queryClient={queryClient}>{content}</AppProviders>
        )}
      </Router>
    </ExternalNavigationContext.Provider>
  );
}

/**
 * Storybook decorator for app screens and shell pieces: wraps the story in {@link AppStoryFrame},
 * configured by `parameters.route`, `isSignedIn`, `nest` and `hasToaster`.
 *
 * @example
 * const meta = {
 *   title: 'Screens/Cv/Overview',
 *   component: TableRoutes,
 *   args: { table: routes },
 *   decorators: [withApp],
 *   parameters: { route: paths.cv.overview(), scenario: 'freelancer' },
 * } satisfies Meta<typeof TableRoutes>;
 */
export const withApp: Decorator = (Story, context) => {
  const { route, isSignedIn, nest, hasToaster } = context.parameters as AppStoryParameters;
  return (
    <AppStoryFrame route={route} isSignedIn={isSignedIn} nest={nest} hasToaster={hasToaster}>
      <Story />
    </AppStoryFrame>
  );
};
