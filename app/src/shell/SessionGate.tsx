import { Suspense, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@pidz/contracts';
import { useSnapshot } from 'valtio';
import { currentUserQuery } from '../entities/currentUser';
import { useNavigateExternally } from '../lib/platform/externalNavigation';
import { lacksImpersonationId } from '../lib/platform/impersonation';
import {
  isSignedOut,
  loginAddress,
  recheckSession,
  sessionQuery,
  sessionStore,
} from '../lib/platform/session';
import { showToast } from '../lib/platform/toasts';
import { lazyFromChunk, onDemandChunk } from '../lib/screen/onDemandChunk';

/** The failure view is rare: it loads when needed, keeping its button out of the first load. */
const SessionFailed = lazyFromChunk(
  onDemandChunk(() => import('./SessionFailed')),
  'SessionFailed',
);

export interface SessionGateProps {
  /** The signed-in app. */
  children: ReactNode;
}

/**
 * Signs the app in: renders its children once the session check says signed in and the current
 * user is known, answered or from the offline copy (the app's start-up has asked both, and the
 * feature flags and banners, which fill in later where they are shown); without a network, from
 * the last signed-in user's copy alone (decision 0026). Until then it renders nothing: the static
 * frame of index.html stays on screen. Without a session, or when a token refresh is refused
 * later, it forgets every cached answer and sends the user to the login page with the way back to
 * this page (replacing it in the history, so the back button cannot show the data of the ended session;
 * unsaved form drafts stay, and the form shows them again after signing in). When the session
 * check or the user cannot be loaded (also when the network fails) it offers to try again (the
 * failure's toast has been shown), rather than sending the user to sign in. After 'Uitloggen' it
 * does the same, with the way back to the start page instead. A page shown again from the
 * back-forward cache checks the session first, and leaves the same way when it has ended. When
 * the user says an admin impersonates but the page holds no impersonation id (the calls would act
 * as the admin), an error toast says so. It follows the browser's other pages (otherPages.ts): a
 * sign-out there leaves here too; when another account signs in, it forgets every cached answer
 * and starts the portal again (at its start page, as that account, or at the login page), whose
 * signed-in app then says so.
 */
export function SessionGate({ children }: SessionGateProps) {
  const { status } = useSnapshot(sessionStore);
  const queryClient = useQueryClient();
  const navigateExternally = useNavigateExternally();
  const session = useQuery(sessionQuery);
  // Signed in, or offline: then the last signed-in user's copy stands in until the session can be
  // checked.
  const mayShowApp = status === 'signed-in' || status === 'offline';
  const user = useQuery({ ...currentUserQuery, enabled: mayShowApp });

  const leave = useCallback(() => {
    queryClient.clear();
    const { href, origin } = window.location;
    navigateExternally(loginAddress(sessionStore.status === 'signed-out' ? href : `${origin}/`), {
      replace: true,
    });
  }, [queryClient, navigateExternally]);

  useEffect(() => {
    if (status === 'signed-out' || status === 'logged-out') leave();
  }, [status, leave]);

  useEffect(() => {
    // Loaded beside the first screen, not in the first load's chunks.
    let stop: (() => void) | undefined;
    let isUnmounted = false;
    void import('../lib/platform/otherPages').then(({ followOtherPages }) => {
      if (!isUnmounted) stop = followOtherPages();
    });
    return () => {
      isUnmounted = true;
      stop?.();
    };
  }, []);

  useEffect(() => {
    if (status !== 'account-changed') return;
    queryClient.clear();
    // Rare: the notice's module loads when needed, out of the first load.
    void import('./accountChangedNotice').then(({ noteAccountChanged }) => {
      noteAccountChanged();
      navigateExternally(`${window.location.origin}/`, { replace: true });
    });
  }, [status, queryClient, navigateExternally]);

  useEffect(() => {
    // A page shown again from the back-forward cache asks whether its session still lives.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const before = sessionStore.status;
      void recheckSession().then(() => {
        // A status that changed leaves through the effect above; an unchanged one leaves here.
        if (isSignedOut() && sessionStore.status === before) leave();
      });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [leave]);

  const warnedUser = useRef<CurrentUser>(undefined);
  useEffect(() => {
    if (!user.data || warnedUser.current === user.data || !lacksImpersonationId(user.data)) return;
    warnedUser.current = user.data;
    // Rare: the shell's texts load when needed, keeping them (and their plural rules) out of the
    // render chunk of the first load.
    void import('./messages').then(({ shellMessages }) =>
      showToast({ type: 'error', ...shellMessages.impersonationWithoutId }),
    );
  }, [user.data]);

  // A user whose refetch could not reach the back end is still shown from their last data.
  if (mayShowApp && user.data !== undefined) return children;
  if (session.isError || user.isError) {
    const retry = () => void (session.isError ? session.refetch() : user.refetch());
    return (
      <Suspense fallback={null}>
        <SessionFailed onRetry={retry} />
      </Suspense>
    );
  }
  return null;
}
