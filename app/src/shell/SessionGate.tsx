import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { currentUserQuery } from '../entities/currentUser';
import { useNavigateExternally } from '../lib/externalNavigation';
import { loginAddress, sessionQuery, sessionStore } from '../lib/session';

/** The failure view is rare: it loads when needed, keeping its button out of the first load. */
const SessionFailed = lazy(async () => ({
  default: (await import('./SessionFailed')).SessionFailed,
}));

export interface SessionGateProps {
  /** The signed-in app. */
  children: ReactNode;
}

/**
 * Signs the app in: renders its children once the session check says signed in and the current
 * user has answered (the app's start-up has asked both, and the feature flags and banners, which
 * fill in later where they are shown). Until then it renders nothing: the static frame of
 * index.html stays on screen. Without a session, or when a token refresh is refused later, it
 * forgets every cached answer and sends the user to the login page with the way back to this page
 * (replacing it in the history, so the back button cannot show the data of the ended session;
 * unsaved form drafts stay, and the form shows them again after signing in). When the session
 * check or the user cannot be loaded (also when the network fails) it offers to try again (the
 * failure's toast has been shown), rather than sending the user to sign in. After 'Uitloggen' it
 * does the same, with the way back to the start page instead.
 */
export function SessionGate({ children }: SessionGateProps) {
  const { status } = useSnapshot(sessionStore);
  const queryClient = useQueryClient();
  const navigateExternally = useNavigateExternally();
  const session = useQuery(sessionQuery);
  const isSignedIn = status === 'signed-in';
  const user = useQuery({ ...currentUserQuery, enabled: isSignedIn });

  useEffect(() => {
    if (status !== 'signed-out' && status !== 'logged-out') return;
    queryClient.clear();
    const { href, origin } = window.location;
    navigateExternally(loginAddress(status === 'signed-out' ? href : `${origin}/`), {
      replace: true,
    });
  }, [status, queryClient, navigateExternally]);

  if (isSignedIn && user.isSuccess) return children;
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
