import { linkedDepartmentsQuery, linkedOrganisationsQuery } from '../../lib/linkedOrganisations';
import type { RouteLoader } from '../../lib/routeLoader';

/**
 * How the organisation screen reads (app/README.md 'Server data'): the linked organisations and
 * the departments of the one opened; its writes are lib/linkedOrganisations.ts's, shared with the
 * rates.
 */

/** The organisation id in a path `/settings/organisation/edit/:id`, or undefined. */
function organisationIdOf(path: string): number | undefined {
  const id = /^\/settings\/organisation\/edit\/(\d+)$/.exec(path)?.[1];
  return id === undefined ? undefined : Number(id);
}

/** Starts the organisations and the departments of the organisation being opened. */
export const routeLoader: RouteLoader = ({ queryClient, path }) => {
  void queryClient.prefetchQuery(linkedOrganisationsQuery);
  const id = organisationIdOf(path);
  if (id !== undefined && id > 0) void queryClient.prefetchQuery(linkedDepartmentsQuery(id));
};
