import { queryOptions } from '@tanstack/react-query';
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
 * Asks `/health` and sets the maintenance store from its status (in the answer, or in the body of
 * a failed answer); resolves with that status. Other failures reject and leave the store as it is.
 */
async function checkHealth(): Promise<string> {
  let status: string;
  try {
    status = (await restRequest('GET /health', { headers: clientHeaders() })).status;
  } catch (error) {
    if (!(error instanceof RpcError && error.isMaintenance)) throw error;
    status = MAINTENANCE_STATUS;
  }
  maintenanceStore.isActive = status === MAINTENANCE_STATUS;
  return status;
}

/**
 * The back end's health (`GET /health`), which sets {@link maintenanceStore}. The shell asks it on
 * start and, while in maintenance, every 60 s. A failed check shows no toast: the app goes on.
 */
export const healthQuery = queryOptions({
  queryKey: ['rest', 'GET /health'] as const,
  queryFn: checkHealth,
  meta: { toastOnError: false },
});
