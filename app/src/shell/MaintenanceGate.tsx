import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { checkHealth, maintenanceStore } from '../lib/maintenance';
import { MaintenancePage } from './MaintenancePage';

export interface MaintenanceGateProps {
  /** The app, shown while the back end is not in maintenance. */
  children: ReactNode;
}

/** Checks `/health` once on start; while the back end is in maintenance, shows only the maintenance page. */
export function MaintenanceGate({ children }: MaintenanceGateProps) {
  const { isActive } = useSnapshot(maintenanceStore);
  useEffect(() => {
    void checkHealth();
  }, []);
  return isActive ? <MaintenancePage /> : children;
}
