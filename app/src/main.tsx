import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RpcError } from '@pidz/contracts';
import { App } from './App';
import { applyBackendQuery, usesMockWorker } from './lib/environment';
import { createQueryClient } from './lib/queryClient';
import { startMockWorker } from './mock-mode';
import { startUp } from './startUp';

applyBackendQuery();
if (usesMockWorker()) await startMockWorker();

/** The app's one server-state cache, created before the first render so the start-up can fill it. */
const queryClient = createQueryClient();
startUp(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container, {
  // A failed call that a QueryBoundary caught was reported already (its toast or the maintenance
  // page); React logs everything else a boundary caught, as it would by default.
  onCaughtError: (error, info) => {
    if (!(error instanceof RpcError)) console.error(error, info.componentStack);
  },
}).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
