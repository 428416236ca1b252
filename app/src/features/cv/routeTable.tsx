import { paths } from '../../paths';
import type { RouteTable } from '../../lib/routing/routeTable';
import { prefetchCvPage } from './api';
import { CvRoutes } from './CvRoutes';

/** The CV's route: the overview and, below it, the add and edit pages it routes (CvRoutes). */
export const routes: RouteTable<typeof paths.cv> = {
  overview: {
    path: paths.cv.overview,
    screen: () => <CvRoutes />,
    loader: ({ queryClient, rest }) => prefetchCvPage(queryClient, rest),
  },
};
