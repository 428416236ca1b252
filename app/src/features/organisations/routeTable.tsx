import { paths } from '../../paths';
import {
  linkedDepartmentsQuery,
  linkedOrganisationsQuery,
} from '../../entities/linkedOrganisations';
import type { RouteTable } from '../../lib/routing/routeTable';
import { OrganisationEditScreen } from './OrganisationEditScreen';

/** The organisation's route: the linked organisations and the departments of the one opened. */
export const routes: RouteTable<typeof paths.organisations> = {
  edit: {
    path: paths.organisations.edit,
    screen: ({ id }) => <OrganisationEditScreen key={id} id={id} />,
    loader: ({ queryClient, params }) => {
      void queryClient.prefetchQuery(linkedOrganisationsQuery);
      const id = Number(params.id);
      if (/^\d+$/.test(params.id) && id > 0)
        void queryClient.prefetchQuery(linkedDepartmentsQuery(id));
    },
  },
};
