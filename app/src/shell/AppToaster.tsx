import { useSnapshot } from 'valtio';
import { Toaster } from '@pidz/ui';
import { dismissToast, toastStore } from '../lib/toasts';

/** The app's toasts (lib/toasts.ts) on screen. */
export function AppToaster() {
  const { queue } = useSnapshot(toastStore);
  return <Toaster toasts={queue.active} onDismiss={dismissToast} />;
}
