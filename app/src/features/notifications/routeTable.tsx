import { paths } from '../../paths';
import type { RouteTable } from '../../lib/routing/routeTable';
import { NotificationsScreen } from './NotificationsScreen';

/** The notifications' route (it reads nothing). */
export const routes: RouteTable<typeof paths.notifications> = {
  overview: { path: paths.notifications.overview, screen: () => <NotificationsScreen /> },
};
