import { Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './AppProviders';
import { lazyFromChunk, onDemandChunk } from './lib/screen/onDemandChunk';
import { MaintenanceGate } from './shell/MaintenanceGate';
import { SessionGate } from './shell/SessionGate';

/**
 * The layout, menus and routes load as their own chunk (index.html preloads it, so it downloads
 * while the session is checked), and the first-load bundle holds only what the gates need.
 */
const signedInApp = onDemandChunk(() => import('./SignedInApp'));
void signedInApp.preload().catch(() => undefined);
const SignedInApp = lazyFromChunk(signedInApp, 'SignedInApp');

export interface AppProps {
  /** The app's one server-state cache, which the start-up (startUp.ts) has begun to fill. */
  queryClient: QueryClient;
}

/**
 * The portal: the maintenance page, or the signed-in app in its layout. Until one of them (or the
 * session failure) renders, the static frame of index.html stays on screen.
 */
export function App({ queryClient }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <MaintenanceGate>
        <SessionGate>
          <Suspense fallback={null}>
            <SignedInApp />
          </Suspense>
        </SessionGate>
      </MaintenanceGate>
    </AppProviders>
  );
}
