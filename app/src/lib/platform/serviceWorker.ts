import { libMessages } from '../words/messages';
import { showToast } from './toasts';

/**
 * The production build's service worker (docs/decisions/0026; written by vite-plugin-pwa at build
 * time, `app/pwa.ts`): it keeps the app's files on the device, so that the next visit loads them
 * from there, and the page itself comes from the network first, so that a new release is taken
 * on the next visit. Registered once the first screen has been shown (main.tsx), so that it never
 * shares the network with the first screen.
 */

/** Where the build writes the worker. */
export const SERVICE_WORKER_URL = '/sw.js';

/** How often an open portal asks whether a new release is out (and when it comes back in view). */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;

/** What {@link watchForNewRelease} needs of the browser. */
export interface ReleaseWatchEnvironment {
  container: Pick<ServiceWorkerContainer, 'register'>;
  /** Calls `check` whenever the page comes back in view; returns nothing to undo (page-long). */
  onVisible: (check: () => void) => void;
  setInterval: (check: () => void, ms: number) => unknown;
}

function browserEnvironment(): ReleaseWatchEnvironment {
  return {
    container: navigator.serviceWorker,
    onVisible: (check) =>
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      }),
    setInterval: (check, ms) => window.setInterval(check, ms),
  };
}

/** Resolves once the registration has no worker installing (installed, activated or failed). */
function installSettled(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'installing') return;
      worker.removeEventListener('statechange', settle);
      resolve();
    };
    worker.addEventListener('statechange', settle);
  });
}

/**
 * Registers the worker and tells `onNewRelease` once when a release newer than the page is out.
 * The page's own release is the one the worker installs while the page loads (the page came from
 * the network): only a worker found after that, by the checks every 30 minutes or when the page
 * comes back in view, is newer. The user is told, not interrupted: the new release loads on the
 * next visit, never in the middle of a form.
 */
export async function watchForNewRelease(
  onNewRelease: () => void,
  { container, onVisible, setInterval }: ReleaseWatchEnvironment = browserEnvironment(),
): Promise<void> {
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  // The worker of the page's own release, if the browser found it while the page loaded.
  await registration.update().catch(() => undefined);
  await installSettled(registration);
  let isTold = false;
  registration.addEventListener('updatefound', () => {
    if (isTold) return;
    isTold = true;
    onNewRelease();
  });
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  onVisible(check);
}

/** Starts {@link watchForNewRelease} with the portal's toast: 'Er is een nieuwe versie'. */
export function startServiceWorker(): void {
  void watchForNewRelease(() =>
    showToast({
      type: 'info',
      title: libMessages.newRelease,
      message: libMessages.newReleaseText,
      duration: 10_000,
    }),
  ).catch(() => undefined);
}
