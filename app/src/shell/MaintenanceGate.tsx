import { Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import {
  HEALTH_RECHECK_INTERVAL_MS,
  healthQuery,
  maintenanceStore,
} from '../lib/platform/maintenance';
import { lazyFromChunk, onDemandChunk } from '../lib/screen/onDemandChunk';

/** The maintenance page is rare: it loads when needed, keeping its heading out of the first load. */
const MaintenancePage = lazyFromChunk(
  onDemandChunk(() => import('./MaintenancePage')),
  'MaintenancePage',
);

export interface MaintenanceGateProps {
  /** The app, shown while the back end is not in maintenance. */
  children: ReactNode;
}

/**
 * Checks `/health` on start; while the back end is in maintenance (said by the health check or by
 * any failed call), shows only the maintenance page and checks again every 60 s, until the app
 * returns by itself.
 */
export function MaintenanceGate({ children }: MaintenanceGateProps) {
  const { isActive } = useSnapshot(maintenanceStore);
  // Asked for its effect alone (a failure or a MAINTENANCE answer sets the store): no change of
  // the read renders the gate again.
  useQuery({
    ...healthQuery,
    refetchInterval: isActive ? HEALTH_RECHECK_INTERVAL_MS : false,
    notifyOnChangeProps: [],
  });
  return isActive ? (
    <Suspense fallback={null}>
      <MaintenancePage />
    </Suspense>
  ) : (
    children
  );
}
