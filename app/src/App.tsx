import { lazy, Suspense } from 'react';
import { AppProviders } from './AppProviders';
import { LoadingState } from './lib/states';
import { loadRpcClient } from './lib/queries';
import { createQueryClient } from './lib/queryClient';
import { MaintenanceGate } from './shell/MaintenanceGate';
import { SessionGate } from './shell/SessionGate';

/**
 * The layout, menus and routes load as their own chunk, and so does the JSON-RPC client. Both
 * imports start as soon as this module runs, so they download while the session is checked
 * instead of after it, and the first-load bundle holds only what the loading, sign-in and
 * maintenance states need.
 */
const signedInAppModule = import('./SignedInApp');
void loadRpcClient();
const SignedInApp = lazy(async () => ({ default: (await signedInAppModule).SignedInApp }));

/** The app's one server-state cache. */
const queryClient = createQueryClient();

/** The portal: the maintenance page, or the signed-in app in its layout. */
export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <MaintenanceGate>
        <SessionGate>
          <Suspense fallback={<LoadingState />}>
            <SignedInApp />
          </Suspense>
        </SessionGate>
      </MaintenanceGate>
    </AppProviders>
  );
}
