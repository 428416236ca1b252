import { startTransition, StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { RpcError } from '@pidz/contracts';
import { GlobalStyle } from '@pidz/ui';
import { lazyFromChunk, onDemandChunk } from '../lib/screen/onDemandChunk';
import { BootContext } from './bootContext';
import { bootView } from './bootMachine';
import type { Boot } from './runBoot';
import { signedInApp } from './signedInApp';

/** The maintenance page and the session failure are rare: each loads when needed. */
const MaintenancePage = lazyFromChunk(
  onDemandChunk(() => import('../shell/MaintenancePage')),
  'MaintenancePage',
);
const SessionFailed = lazyFromChunk(
  onDemandChunk(() => import('../shell/SessionFailed')),
  'SessionFailed',
);
const SignedInApp = lazyFromChunk(signedInApp, 'SignedInApp');

export interface AppProvidersProps {
  /** The server-state cache: the start-up's, or a fresh one for a page of its own (a bench). */
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * What every part of the app needs around it, from the first render on: the server-state cache
 * and the design tokens. The screens need more (SignedInApp.tsx's ScreenProviders).
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      {children}
    </QueryClientProvider>
  );
}

export interface BootViewProps {
  /** The running start-up (runBoot.ts). */
  boot: Boot;
  /** What shows once signed in: the signed-in app, or the screen a story shows. */
  children: ReactNode;
}

/**
 * Shows what the start-up's state says (bootMachine.ts): the maintenance page, the failure with
 * 'Opnieuw proberen', the app, or nothing (the static frame of index.html stays on screen).
 */
export function BootView({ boot, children }: BootViewProps) {
  const view = bootView(useSnapshot(boot.state));
  return (
    <AppProviders queryClient={boot.queryClient}>
      <BootContext.Provider value={boot}>
        <Suspense fallback={null}>
          {view === 'maintenance' ? (
            <MaintenancePage />
          ) : view === 'failure' ? (
            <SessionFailed onRetry={boot.retry} />
          ) : (
            view === 'app' && children
          )}
        </Suspense>
      </BootContext.Provider>
    </AppProviders>
  );
}

/**
 * Renders the start-up's view with the signed-in app into index.html's `#root`, beside the
 * static frame. A chunk of its own (React DOM, styled-components, the view), which the entry
 * imports once the start-up runs; index.html preloads it, so it downloads beside the entry.
 */
export function renderBoot(boot: Boot): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container, {
    // A failed call that a QueryBoundary caught was reported already (its toast or the maintenance
    // page); React logs everything else a boundary caught, as it would by default.
    onCaughtError: (error, info) => {
      if (!(error instanceof RpcError)) console.error(error, info.componentStack);
    },
  });
  // Rendered as a transition, which React renders in slices that yield to the browser: the first
  // screen (the frame, the banners and the screen with its data, all there at once) would
  // otherwise be one long task that blocks input.
  startTransition(() => {
    root.render(
      <StrictMode>
        <BootView boot={boot}>
          <SignedInApp />
        </BootView>
      </StrictMode>,
    );
  });
}
