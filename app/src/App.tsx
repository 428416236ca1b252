import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import { Layout } from './shell/Layout';
import { MaintenanceGate } from './shell/MaintenanceGate';
import { SessionGate } from './shell/SessionGate';

/** The portal: maintenance page, or the signed-in app in its layout. */
export function App() {
  return (
    <AppProviders>
      <MaintenanceGate>
        <SessionGate>
          <Layout>
            <AppRoutes />
          </Layout>
        </SessionGate>
      </MaintenanceGate>
    </AppProviders>
  );
}
