import { forgetFormDrafts } from '@pidz/ui';
import { unsavedChangesStore } from '../lib/forms/unsavedChanges';
import { maintenanceStore } from '../lib/platform/maintenance';
import { resetSession } from '../lib/platform/session';
import { clearToasts } from '../lib/platform/toasts';

/**
 * The app's page-wide state as a fresh page has it: nobody signed in, no maintenance, no toasts,
 * no form's unsaved input, no leave waiting for an answer. For what shares one page's modules
 * with what ran before it: the stories of a Storybook frame, the unit tests of a worker.
 */
export function resetPageState(): void {
  forgetFormDrafts();
  resetSession();
  maintenanceStore.isActive = false;
  unsavedChangesStore.pendingHref = null;
  clearToasts();
}
