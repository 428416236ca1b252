import { paths } from '../../paths';
import type { RouteTable } from '../../lib/routing/routeTable';
import { periodicalReviewQuery } from './api';
import { ReviewsScreen } from './ReviewsScreen';

/** The reviews' route: it reads the open periodical review. */
export const routes: RouteTable<typeof paths.reviews> = {
  overview: {
    path: paths.reviews.overview,
    screen: () => <ReviewsScreen />,
    loader: ({ queryClient }) => void queryClient.prefetchQuery(periodicalReviewQuery),
  },
};
