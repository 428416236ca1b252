import { proxy } from 'valtio';
import { RpcError } from '@pidz/contracts';
import { restRequest } from './rest';
import { clientHeaders } from './session';

/** While in maintenance, the back end's health is checked again this often (spec section 4). */
export const HEALTH_RECHECK_INTERVAL_MS = 60_000;

/** The back-end status that replaces the app with the maintenance page. */
export const MAINTENANCE_STATUS = 'MAINTENANCE';

/** Whether the back end is in maintenance: the shell then shows only the maintenance page. */
export const maintenanceStore = proxy({ isActive: false });

/** Switches the app to the maintenance page (a health check or a failed call said MAINTENANCE). */
export function enterMaintenance(): void {
  maintenanceStore.isActive = true;
}

/**
 * Asks `/health` and sets the maintenance store from its status (in the answer, or in the body of a
 * failed answer). Other failures leave the store as it is.
 */
export async function checkHealth(): Promise<void> {
  try {
    const health = await restRequest('GET /health', { headers: clientHeaders() });
    maintenanceStore.isActive = health.status === MAINTENANCE_STATUS;
  } catch (error) {
    if (error instanceof RpcError && error.isMaintenance) maintenanceStore.isActive = true;
  }
}
