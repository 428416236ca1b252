import { Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { dismissToast, toastStore } from '../lib/platform/toasts';
import { lazyFromChunk, onDemandChunk } from '../lib/screen/onDemandChunk';

/** The toast view (Radix Toast) loads with the first toast: the first screen does not need it. */
const Toaster = lazyFromChunk(
  onDemandChunk(() => import('./toaster')),
  'Toaster',
);

/** The app's toasts (lib/platform/toasts.ts) on screen, from the first toast on. */
export function AppToaster() {
  const { queue } = useSnapshot(toastStore);
  const [hasHadToasts, setHasHadToasts] = useState(false);
  if (!hasHadToasts && queue.active.length > 0) setHasHadToasts(true);
  return hasHadToasts ? (
    <Suspense fallback={null}>
      <Toaster toasts={queue.active} onDismiss={dismissToast} />
    </Suspense>
  ) : null;
}
