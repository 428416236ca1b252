import { paths } from '../../paths';
import type { RouteTable } from '../../lib/routing/routeTable';
import { prefetchDashboard } from './api';
import { DashboardScreen } from './DashboardScreen';

/** The dashboard's route. */
export const routes: RouteTable<typeof paths.dashboard> = {
  overview: {
    path: paths.dashboard.overview,
    screen: () => <DashboardScreen />,
    loader: ({ queryClient }) => prefetchDashboard(queryClient),
  },
};
