import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@pidz/contracts';
import { currentUserQuery } from '../../entities/currentUser';
import {
  linkedDepartmentsQuery,
  linkedOrganisationsQuery,
} from '../../entities/linkedOrganisations';
import { startLoaderAt } from '../../lib/routing/routeMatch';
import { standardRatesQuery } from './api';
import { routes } from './routeTable';

const organisations = [
  {
    organisation_id: 41,
    organisation_name: 'Zorggroep De Linde',
    city: 'Utrecht',
    status: 'linked' as const,
    linked_departments_count: 2,
    departments_count: 2,
  },
];

/** The query keys the rates' route loader starts for a path, for a user of `userType`. */
async function keysLoadedFor(path: string, userType: CurrentUser['user_type']): Promise<unknown[]> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(currentUserQuery.queryKey, { user_type: userType } as CurrentUser);
  queryClient.setQueryData(linkedOrganisationsQuery.queryKey, organisations);
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  startLoaderAt(routes, { queryClient, path, search: '' });
  await vi.waitFor(() => expect(prefetch).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 0));
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

describe("the rates' route loader", () => {
  it('starts the standard rates and every organisation’s departments for the overview', async () => {
    const keys = await keysLoadedFor('/settings/rates', 'freelancer');
    expect(keys).toContainEqual(standardRatesQuery.queryKey);
    expect(keys).toContainEqual(linkedDepartmentsQuery(41).queryKey);
  });

  it('starts only the departments for the deviating rate forms', async () => {
    expect(await keysLoadedFor('/settings/rates/different/add', 'freelancer')).toEqual([
      linkedDepartmentsQuery(41).queryKey,
    ]);
  });

  it('does not ask an agency worker’s standard rates (the server answers 600)', async () => {
    expect(await keysLoadedFor('/settings/rates', 'agency_worker')).toEqual([
      linkedDepartmentsQuery(41).queryKey,
    ]);
  });
});
