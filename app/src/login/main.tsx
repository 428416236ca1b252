// First: the SDK's `buffer` needs `global` when it loads.
import './globalShim';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GlobalStyle } from '@pidz/ui';
import { applyBackendQuery, usesMockWorker } from '../lib/platform/environment';
import { startMockWorker } from '../mock-mode';
import { cognitoSignIn } from './cognito';
import { userPoolSettings } from './config';
import { signInErrorText } from './errors';
import { handOverSession, requestPasswordReset, wayBack } from './handOver';
import { LoginPage, type LoginPageProps } from './LoginPage';

/** The sign-in at the configured pool, or why it cannot start (an invalid pool id, at once). */
function dependencies(): LoginPageProps['dependencies'] {
  try {
    const service = cognitoSignIn(userPoolSettings());
    return { service, handOver: handOverSession, requestPasswordReset };
  } catch (error) {
    return { unavailable: signInErrorText(error) };
  }
}

/**
 * The login page's entry (login/index.html, docs/decisions/0021): a chunk of its own beside the
 * portal's. In a mock build it starts the in-browser mock first, which answers the provider's
 * and the back end's calls.
 */
async function start(): Promise<void> {
  applyBackendQuery();
  if (usesMockWorker()) await startMockWorker();
  const container = document.getElementById('root');
  if (!container) throw new Error('login/index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <GlobalStyle />
      <LoginPage
        dependencies={dependencies()}
        onSignedIn={() => window.location.replace(wayBack())}
      />
    </StrictMode>,
  );
}

void start();
