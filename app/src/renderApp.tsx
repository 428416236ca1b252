import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { RpcError } from '@pidz/contracts';
import { App } from './App';

/**
 * Renders the app into index.html's `#root`, beside the static frame. A chunk of its own (React
 * DOM, styled-components, the gates), which the entry module imports once it has started the
 * reads; index.html preloads it, so it downloads beside the entry.
 */
export function renderApp(queryClient: QueryClient): void {
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
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
