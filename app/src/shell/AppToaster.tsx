import { Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { usePreloadWhenIdle } from '../lib/platform/preloadWhenIdle';
import { dismissToast, toastStore } from '../lib/platform/toasts';
import { lazyFromChunk, onDemandChunk } from '../lib/screen/onDemandChunk';

/**
 * The toast view (Radix Toast), a chunk of its own: the first screen does not need it. It loads
 * when the browser is idle after the first screen, so that a toast (a failed save's 'Oeps', being
 * offline) shows at once, with no download at the moment the network may be failing; or with the
 * first toast, when that comes first.
 */
export const toasterChunk = onDemandChunk(() => import('./toaster'));
const Toaster = lazyFromChunk(toasterChunk, 'Toaster');
const preloadedWhenIdle = [toasterChunk];

/** The app's toasts (lib/platform/toasts.ts) on screen, from the first toast on. */
export function AppToaster() {
  usePreloadWhenIdle(preloadedWhenIdle);
  const { queue } = useSnapshot(toastStore);
  const [hasHadToasts, setHasHadToasts] = useState(false);
  if (!hasHadToasts && queue.active.length > 0) setHasHadToasts(true);
  return hasHadToasts ? (
    <Suspense fallback={null}>
      <Toaster toasts={queue.active} onDismiss={dismissToast} />
    </Suspense>
  ) : null;
}
