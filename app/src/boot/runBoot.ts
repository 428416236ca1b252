import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { proxy, subscribe } from 'valtio';
import type { CurrentUser } from '@pidz/contracts';
import { currentUserQuery } from '../entities/currentUser';
import {
  freelancerBannersQuery,
  inactiveTasksQuery,
  systemNotificationsQuery,
} from '../entities/freelancerBanners';
import { loadFeatureAt, redirectedPath, startRoute } from '../featureRoutes';
import type { NavigateExternally } from '../lib/platform/externalNavigation';
import { lacksImpersonationId } from '../lib/platform/impersonation';
import { hasOfflineCopy } from '../lib/platform/offlineCopy/storage';
import {
  HEALTH_RECHECK_INTERVAL_MS,
  healthQuery,
  maintenanceStore,
} from '../lib/platform/maintenance';
import { loadRpcClient } from '../lib/platform/queries';
import { isRetryable } from '../lib/platform/retry';
import {
  isSignedOut,
  loginAddress,
  recheckSession,
  sessionQuery,
  sessionStore,
} from '../lib/platform/session';
import { showToast } from '../lib/platform/toasts';
import type { OnDemandChunk } from '../lib/screen/onDemandChunk';
import {
  bootView,
  nextBootPhase,
  type BootEvent,
  type BootPhase,
  type BootState,
} from './bootMachine';

/** Where the page starts, and what differs between the app's page and a story's frame. */
export interface BootOptions {
  /** The address the page starts at: its path and query string (`?…` or empty). */
  path: string;
  search: string;
  /** How the page leaves for the login page or its start (a spy in stories). */
  navigateExternally: NavigateExternally;
  /** Shows a redirect's target in the address bar (the app's page; a story keeps its own). */
  replaceAddress?: (path: string) => void;
  /** The code of what shows once signed in, loaded beside the session check (the app's page). */
  preload?: readonly OnDemandChunk<unknown>[];
  /**
   * Whether to register the production build's service worker once the first screen is there
   * (the app's production page; not the mock build, development or a story).
   */
  startsServiceWorker?: boolean;
}

/** A running start-up: its state, for the view, and what the view and the routes ask of it. */
export interface Boot {
  /** The machine's state (a valtio proxy: `useSnapshot(boot.state)`). */
  readonly state: BootState;
  /** The server-state cache the start-up fills. */
  readonly queryClient: QueryClient;
  /**
   * Resolves (never rejects) once the page may render: the phase shows the app or the failure,
   * or leaves the page. Rendering earlier would only put React's work in the way of the answers
   * that start the next reads, and show nothing over the static frame.
   */
  readonly decided: Promise<void>;
  /** 'Opnieuw proberen': asks the failed read (the session check or the current user) again. */
  retry(): void;
  /** Starts the chunk and reads of the route at a location, once per location in a row. */
  startRoute(path: string, search: string): void;
  /** Stops following the session, the back end's health and the browser's other pages. */
  stop(): void;
}

/** The offline copy's code, not in the first load; a load that fails leaves the copy out. */
const loadOfflineCopy = () =>
  import('../lib/platform/offlineCopy/offlineCopy').catch(() => undefined);

/**
 * Runs the start-up (bootMachine.ts) in one sequence, before React renders, so that nothing waits
 * for a render: a redirect is followed at once (`/` is the month calendar, no redirect round);
 * `/health`, the session check, the JSON-RPC client, the route's feature chunk and, on a repeat
 * visit, the offline copy's code start together; as soon as the session says signed in, the
 * user's copy is put back, and the current user, the banners and the route's loader start side
 * by side. The view and the screens then find these reads in the cache, in flight or answered.
 * Without a network (the device says so, or the check could not reach the back end) the last
 * signed-in user's copy is shown. From then on it follows the session (an ended session, a
 * sign-out, another account: it leaves the page), the back end's health (maintenance, checked
 * again every 60 s), the browser's other pages and the back-forward cache. The app's page
 * (main.tsx) and the story frame (testing/AppDecorator.tsx) both start this way.
 */
export function runBoot(queryClient: QueryClient, options: BootOptions): Boot {
  const { navigateExternally, search } = options;
  const path = redirectedPath(options.path);
  if (path !== options.path) options.replaceAddress?.(path);

  const state = proxy<BootState>({ phase: 'starting', isMaintenance: maintenanceStore.isActive });
  const stops: (() => void)[] = [];
  /** Stopped (a story's frame unmounted): a step still under way starts nothing more. */
  let isStopped = false;
  let decide: () => void = () => undefined;
  const decided = new Promise<void>((resolve) => (decide = resolve));
  let startedLocation: string | undefined;
  const startRouteOnce = (routePath: string, routeSearch: string) => {
    const location = redirectedPath(routePath) + routeSearch;
    if (location === startedLocation || isStopped) return;
    startedLocation = location;
    startRoute({ queryClient, path: routePath, search: routeSearch });
  };

  const leave = (to: string) => {
    queryClient.clear();
    navigateExternally(to, { replace: true });
  };
  /** What each phase does as the start-up enters it. */
  const onEnter: Partial<Record<BootPhase, () => void>> = {
    'signed-out': () => leave(loginAddress(window.location.href)),
    'logged-out': () => leave(loginAddress(`${window.location.origin}/`)),
    'account-changed': () => {
      queryClient.clear();
      // Rare: the notice's module loads when needed; the next page's signed-in app says so.
      void import('../shell/accountChangedNotice').then(({ noteAccountChanged }) => {
        noteAccountChanged();
        navigateExternally(`${window.location.origin}/`, { replace: true });
      });
    },
  };
  let isServiceWorkerStarted = false;
  const dispatch = (event: BootEvent) => {
    const phase = nextBootPhase(state.phase, event);
    if (phase === state.phase) return;
    state.phase = phase;
    onEnter[phase]?.();
    if (phase !== 'starting' && phase !== 'signing-in') decide();
    const startsWorker = options.startsServiceWorker && 'serviceWorker' in navigator;
    if (startsWorker && bootView(state) === 'app' && !isServiceWorkerStarted) {
      isServiceWorkerStarted = true;
      startServiceWorker();
    }
  };

  // The back end's health: asked at once, and every 60 s while in maintenance.
  const healthOptions = { ...healthQuery, notifyOnChangeProps: [] };
  const health = new QueryObserver(queryClient, healthOptions);
  stops.push(health.subscribe(() => undefined));
  stops.push(
    subscribe(maintenanceStore, () => {
      state.isMaintenance = maintenanceStore.isActive;
      health.setOptions({
        ...healthOptions,
        refetchInterval: state.isMaintenance ? HEALTH_RECHECK_INTERVAL_MS : false,
      });
    }),
  );
  void loadRpcClient();
  // The route's chunk downloads while the session is checked; its loader waits for the session.
  loadFeatureAt(path).catch(() => undefined);
  for (const chunk of options.preload ?? []) chunk.preload().catch(() => undefined);
  // A kept copy's code downloads beside the session check, to be put back as soon as it answers.
  const copyCode = hasOfflineCopy() ? loadOfflineCopy() : undefined;

  // The current user, once signed in (or offline, from the copy): the gate of the app.
  let refetchUser: (() => void) | undefined;
  let warnedUser: CurrentUser | undefined;
  const onUser = ({ data, isError }: { data: CurrentUser | undefined; isError: boolean }) => {
    if (data === undefined) {
      if (isError) dispatch('user-failed');
      return;
    }
    dispatch('user-answered');
    if (warnedUser === data || !lacksImpersonationId(data)) return;
    warnedUser = data;
    // Rare: the shell's texts load when needed, out of the first load.
    void import('../shell/messages').then(({ shellMessages }) =>
      showToast({ type: 'error', ...shellMessages.impersonationWithoutId }),
    );
  };
  const followUser = () => {
    if (refetchUser) return;
    const user = new QueryObserver(queryClient, currentUserQuery);
    refetchUser = () => void user.refetch();
    stops.push(user.subscribe(onUser));
    onUser(user.getCurrentResult());
  };

  /**
   * Signed in: the user's own copy back into the cache when one is kept (the reads then find it;
   * they are asked again once the first screen has been painted from it, decision 0026), the
   * current user and what the banners are made of (the frame shows the screen below them once
   * they have answered), and the route's loader. What else the frame shows is asked where it is
   * shown, once the first screen has. Without a copy, the user's reads are kept once the user has
   * answered.
   */
  const startSignedIn = async () => {
    const copyModule = await copyCode;
    if (isStopped) return;
    const isFromCopy = copyModule?.putBackKeptCopy(queryClient) ?? false;
    if (isFromCopy) dispatch('copy-put-back');
    // A failure is reported by the query cache and followed by the user's observer, here as when
    // the copy stands in and nothing waits for this answer.
    const user = queryClient.fetchQuery(currentUserQuery).catch(() => undefined);
    void queryClient.prefetchQuery(freelancerBannersQuery);
    void queryClient.prefetchQuery(inactiveTasksQuery);
    void queryClient.prefetchQuery(systemNotificationsQuery);
    followUser();
    // In a task of its own: this task's requests must not wait for the route's chunk, whose
    // code the loader runs (a simulated network, as Lighthouse's, ties a task's requests to
    // every script it ran).
    setTimeout(() => startRouteOnce(path, search), 0);
    if (isFromCopy) return;
    const [offlineCopy, answered] = await Promise.all([copyModule ?? loadOfflineCopy(), user]);
    if (!offlineCopy || !answered || isStopped) return;
    stops.push(offlineCopy.keepOfflineCopy(queryClient, String(answered.id)));
  };

  /**
   * Without a network the session cannot be checked: the last signed-in user's copy is shown,
   * read-only, until it can (the next call checks it first; decision 0026). Resolves with whether
   * there was a copy to show.
   */
  const startOffline = async (): Promise<boolean> => {
    if (state.phase === 'offline-from-copy') return true;
    const copyModule = await copyCode;
    if (isStopped) return false;
    const isPutBack = copyModule?.putBackKeptCopy(queryClient, { offline: true }) ?? false;
    if (!isPutBack) return false;
    if (sessionStore.status === 'pending') sessionStore.status = 'offline';
    dispatch('offline-copy-put-back');
    followUser();
    return true;
  };

  // The session: what it says moves the machine; signed in, the signed-in reads start. (Its
  // tokens change too, at every refresh: a status the machine was told already is no news.)
  let toldStatus: string = sessionStore.status;
  stops.push(
    subscribe(sessionStore, () => {
      const { status } = sessionStore;
      if (status === toldStatus) return;
      toldStatus = status;
      if (status === 'pending' || status === 'offline') return;
      const before = state.phase;
      dispatch(status);
      if (status === 'signed-in' && state.phase !== before) void startSignedIn();
    }),
  );
  const checkSession = () =>
    queryClient.fetchQuery(sessionQuery).catch(async (error: unknown) => {
      if (!(copyCode && isRetryable(error) && (await startOffline()))) dispatch('session-failed');
    });
  void checkSession();
  if (copyCode && !navigator.onLine) void startOffline();

  // A page shown again from the back-forward cache asks whether its session still lives: a
  // status that changed leaves through the session's news above, an unchanged one here.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    const before = sessionStore.status;
    void recheckSession().then(() => {
      if (isSignedOut() && sessionStore.status === before) onEnter[state.phase]?.();
    });
  };
  window.addEventListener('pageshow', onPageShow);
  stops.push(() => window.removeEventListener('pageshow', onPageShow));

  // The browser's other pages (a sign-out there leaves here too): loaded beside the first screen.
  void import('../lib/platform/otherPages').then(({ followOtherPages }) => {
    if (!isStopped) stops.push(followOtherPages());
  });

  return {
    state,
    queryClient,
    decided,
    retry: () => {
      if (queryClient.getQueryState(sessionQuery.queryKey)?.status === 'error') void checkSession();
      else refetchUser?.();
    },
    startRoute: startRouteOnce,
    stop: () => {
      isStopped = true;
      for (const stop of stops.splice(0)) stop();
      // The copy kept from a copy put back (putBackKeptCopy keeps its owner's reads from then on).
      void copyCode?.then((offlineCopy) => offlineCopy?.stopKeepingOfflineCopy(queryClient));
    },
  };
}

/** The production build's service worker (lib/platform/serviceWorker.ts), once the first screen is there. */
function startServiceWorker(): void {
  void import('../lib/platform/firstScreen').then(({ afterFirstScreen }) =>
    afterFirstScreen(() => {
      void import('../lib/platform/serviceWorker').then((worker) => worker.startServiceWorker());
    }),
  );
}
