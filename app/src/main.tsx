import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyBackendQuery, usesMockWorker } from './lib/environment';
import { startMockWorker } from './mock-mode';

applyBackendQuery();
if (usesMockWorker()) await startMockWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
