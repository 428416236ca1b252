import { beforeEach, vi } from 'vitest';
import { resetPageState } from '../app/src/testing/resetPageState';

/**
 * The unit test files of a worker share their modules (`isolate: false`, docs/decisions/0035), so
 * each test starts from the app's fresh page-wide state, whatever the file before it left
 * (testing/resetPageState.ts: nobody signed in, no maintenance, no toasts, no drafts), with real
 * timers. A test that needs more sets it up itself.
 */
beforeEach(() => {
  resetPageState();
  vi.useRealTimers();
});
