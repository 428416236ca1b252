import { paths } from '../../paths';
import { prefetchOrganisationsWithDepartments } from '../../entities/linkedOrganisations';
import type { RouteTable } from '../../lib/routing/routeTable';
import { maxWorkRangeQuery } from './api';
import { TravelTimeClientsScreen } from './TravelTimeClientsScreen';
import { TravelTimeEditScreen } from './TravelTimeEditScreen';

/** The travel time's routes: both read the maximum travel time, the list also the clients. */
export const routes: RouteTable<typeof paths.travelTime> = {
  clients: {
    path: paths.travelTime.clients,
    screen: () => <TravelTimeClientsScreen />,
    loader: ({ queryClient }) => {
      void queryClient.prefetchQuery(maxWorkRangeQuery);
      prefetchOrganisationsWithDepartments(queryClient);
    },
  },
  edit: {
    path: paths.travelTime.edit,
    screen: () => <TravelTimeEditScreen />,
    loader: ({ queryClient }) => void queryClient.prefetchQuery(maxWorkRangeQuery),
  },
};
