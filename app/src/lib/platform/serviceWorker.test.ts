import { describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_URL, UPDATE_CHECK_INTERVAL_MS, watchForNewRelease } from './serviceWorker';

/** A registration whose `update()` finds a new worker when `nextRelease` is set. */
function fakeRegistration() {
  const registration = Object.assign(new EventTarget(), {
    installing: null as (EventTarget & { state: string }) | null,
    nextRelease: false,
    update: vi.fn(async () => {
      if (!registration.nextRelease) return registration;
      registration.nextRelease = false;
      const worker = Object.assign(new EventTarget(), { state: 'installing' });
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      // Installs in a later task.
      setTimeout(() => {
        worker.state = 'installed';
        registration.installing = null;
        worker.dispatchEvent(new Event('statechange'));
      }, 0);
      return registration;
    }),
  });
  return registration;
}

async function watched(registration: ReturnType<typeof fakeRegistration>) {
  const onNewRelease = vi.fn();
  const checks: (() => void)[] = [];
  const register = vi.fn(async () => registration as unknown as ServiceWorkerRegistration);
  await watchForNewRelease(onNewRelease, {
    container: { register },
    onVisible: (check) => checks.push(check),
    setInterval: (check, ms) => {
      expect(ms).toBe(UPDATE_CHECK_INTERVAL_MS);
      checks.push(check);
    },
  });
  expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  return {
    onNewRelease,
    /** A check every 30 minutes or on coming back in view: lets its update settle. */
    check: async () => {
      checks[0]?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe("the service worker's release watch", () => {
  it("says nothing of the page's own release, installed while the page loads", async () => {
    const registration = fakeRegistration();
    registration.nextRelease = true;
    const { onNewRelease, check } = await watched(registration);
    await check();
    expect(onNewRelease).not.toHaveBeenCalled();
  });

  it('tells once of a newer release, however often it is checked', async () => {
    const registration = fakeRegistration();
    const { onNewRelease, check } = await watched(registration);
    await check();
    expect(onNewRelease).not.toHaveBeenCalled();
    registration.nextRelease = true;
    await check();
    expect(onNewRelease).toHaveBeenCalledTimes(1);
    registration.nextRelease = true;
    await check();
    expect(onNewRelease).toHaveBeenCalledTimes(1);
  });
});
