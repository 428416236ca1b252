import { beforeEach, vi } from 'vitest';
import { maintenanceStore } from '../app/src/lib/platform/maintenance';
import { resetSession } from '../app/src/lib/platform/session';
import { clearToasts } from '../app/src/lib/platform/toasts';

/**
 * The unit test files of a worker share their modules (`isolate: false`, docs/decisions/0035), so
 * each test starts from the app's fresh page-wide state, whatever the file before it left: nobody
 * signed in, no maintenance, no toasts. A test that needs more sets it up itself.
 */
beforeEach(() => {
  resetSession();
  maintenanceStore.isActive = false;
  clearToasts();
  vi.useRealTimers();
});
