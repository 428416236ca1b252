import { AppRoutes } from './routes';
import { ScreenProviders } from './ScreenProviders';
import { Layout } from './shell/Layout';

/** The app a signed-in user sees: the layout around the current route's screen. */
export function SignedInApp() {
  return (
    <ScreenProviders>
      <Layout>
        <AppRoutes />
      </Layout>
    </ScreenProviders>
  );
}
