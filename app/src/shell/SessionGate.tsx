import { useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Heading } from '@pidz/ui';
import { LOGIN_URL } from '../config';
import { useNavigateExternally } from '../lib/externalNavigation';
import { loadFeatureFlags } from '../lib/featureFlags';
import { loadFreelancerBanners } from '../lib/freelancerBanners';
import { LoadingState } from '../lib/Page';
import { reportCallError, rpc } from '../lib/rpc';
import { checkSession, sessionStore } from '../lib/session';
import { CenteredPage } from './CenteredPage';
import { shellMessages } from './messages';

/**
 * Signs the app in: asks the session, then loads the current user, the feature flags and the banner
 * data. Resolves to `signed-out` when there is no session.
 */
export async function startSession(): Promise<void> {
  await checkSession();
  if (sessionStore.status !== 'signed-in') return;
  const [user] = await Promise.all([
    rpc().user.getCurrentUser(),
    loadFeatureFlags(),
    loadFreelancerBanners(),
  ]);
  sessionStore.user = user;
}

export interface SessionGateProps {
  /** The signed-in app. */
  children: ReactNode;
}

/**
 * Renders its children once the user is known. Without a session it sends the user to the external
 * login page; when loading fails it offers to try again (the failure's toast has been shown).
 */
export function SessionGate({ children }: SessionGateProps) {
  const { status, user } = useSnapshot(sessionStore);
  const navigateExternally = useNavigateExternally();
  const [attempt, setAttempt] = useState(1);
  const [failedAttempt, setFailedAttempt] = useState(0);

  useEffect(() => {
    startSession().catch((error: unknown) => {
      reportCallError(error);
      setFailedAttempt(attempt);
    });
  }, [attempt]);

  useEffect(() => {
    if (status === 'signed-out') navigateExternally(LOGIN_URL);
  }, [status, navigateExternally]);

  if (user) return children;
  if (failedAttempt === attempt) {
    return (
      <CenteredPage>
        <Heading level={1}>{shellMessages.sessionFailedTitle}</Heading>
        <p>{shellMessages.sessionFailedText}</p>
        <Button onPress={() => setAttempt(attempt + 1)}>{shellMessages.retry}</Button>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage>
      <LoadingState />
    </CenteredPage>
  );
}
