import { paths } from '../../paths';
import type { RouteTable } from '../../lib/routing/routeTable';
import { shiftsQuery } from '../../entities/shifts';
import { ShiftsScreen } from './ShiftsScreen';

/** The two shift lists: both read the shifts at once (the travel times follow from them). */
export const routes: RouteTable<typeof paths.shifts> = {
  incidental: {
    path: paths.shifts.incidental,
    screen: () => <ShiftsScreen kind="incidental" />,
    loader: ({ queryClient }) => void queryClient.prefetchQuery(shiftsQuery),
  },
  periodical: {
    path: paths.shifts.periodical,
    screen: () => <ShiftsScreen kind="periodical" />,
    loader: ({ queryClient }) => void queryClient.prefetchQuery(shiftsQuery),
  },
};
