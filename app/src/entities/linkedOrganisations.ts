import {
  useQueryClient,
  useSuspenseQueries,
  useSuspenseQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { LinkedDepartment, LinkedOrganisation } from '@pidz/contracts';
import { plural } from '@pidz/ui';
import { rpcQuery } from '../lib/platform/queries';
import { useRpcMutation } from '../lib/platform/rpcMutation';

/**
 * The linked client organisations and their departments (spec sections 3 and 4), read and written
 * alike by the rates (deviating rates live on a department), the travel time per client and the
 * organisation screen: their query options, their cache updates and the one write they share.
 */

/**
 * How a link's status and count read, alike on the organisation screen and the travel time per
 * client (spec section 4).
 */
export const linkStatusMessages = {
  linked: 'Gekoppeld',
  blocked: 'Geblokkeerd',
  linkedCount: (linked: number, total: number) =>
    plural(total, {
      one: `${linked} van 1 afdeling gekoppeld`,
      other: (n) => `${linked} van ${n} afdelingen gekoppeld`,
    }),
} as const;

/** Every linked organisation with its status and counts (`freelancer:getLinkedOrganisations`). */
export const linkedOrganisationsQuery = rpcQuery('freelancer:getLinkedOrganisations');

/** The departments of one organisation (`freelancer:getLinkedDepartmentsByOrganisation`). */
export const linkedDepartmentsQuery = (organisationId: number) =>
  rpcQuery('freelancer:getLinkedDepartmentsByOrganisation', { organisationId });

/** An organisation with its departments. */
export interface OrganisationWithDepartments {
  organisation: LinkedOrganisation;
  departments: readonly LinkedDepartment[];
}

/**
 * Starts reading the organisations and then the departments of each (one batch), for a route
 * loader. Never throws: a failure is reported when the screen reads it.
 */
export function prefetchOrganisationsWithDepartments(queryClient: QueryClient): void {
  queryClient.fetchQuery(linkedOrganisationsQuery).then(
    (organisations) => {
      for (const { organisation_id } of organisations) {
        void queryClient.prefetchQuery(linkedDepartmentsQuery(organisation_id));
      }
    },
    () => undefined,
  );
}

/** Every linked organisation with its departments, read with suspense (two steps: one batch each). */
export function useOrganisationsWithDepartments(): OrganisationWithDepartments[] {
  const { data: organisations } = useSuspenseQuery(linkedOrganisationsQuery);
  return useSuspenseQueries({
    queries: organisations.map((organisation) =>
      linkedDepartmentsQuery(organisation.organisation_id),
    ),
    combine: (results) =>
      organisations.map((organisation, index) => ({
        organisation,
        departments: results[index]?.data ?? [],
      })),
  });
}

/**
 * Puts a changed department into its organisation's cached list, and asks for the organisations
 * again: the back end recalculates their status and linked count (spec section 4).
 */
function storeDepartment(queryClient: QueryClient, department: LinkedDepartment): void {
  queryClient.setQueryData(linkedDepartmentsQuery(department.organisation_id).queryKey, (list) =>
    list?.map((candidate) =>
      candidate.department_id === department.department_id ? department : candidate,
    ),
  );
  void queryClient.invalidateQueries({ queryKey: linkedOrganisationsQuery.queryKey });
}

/**
 * Changes one linked department (`freelancer:updateLinkedDepartment`): its link status, its
 * deviating rates or its travel time. The answer goes into the cache; the organisations are read
 * again.
 */
export function useUpdateLinkedDepartment() {
  const queryClient = useQueryClient();
  return useRpcMutation('freelancer:updateLinkedDepartment', {
    onSuccess: (department) => storeDepartment(queryClient, department),
  });
}

/**
 * Blocks or links a whole organisation (`freelancer:updateOrganisationBlocked`): the answer (the
 * recalculated organisation) goes into the list, and every cached department of it follows
 * (blocked, or linked again: spec section 4).
 */
export function useUpdateOrganisationBlocked() {
  const queryClient = useQueryClient();
  return useRpcMutation('freelancer:updateOrganisationBlocked', {
    onSuccess: (organisation, { blocked }) => {
      queryClient.setQueryData(linkedOrganisationsQuery.queryKey, (list) =>
        list?.map((candidate) =>
          candidate.organisation_id === organisation.organisation_id ? organisation : candidate,
        ),
      );
      queryClient.setQueryData(
        linkedDepartmentsQuery(organisation.organisation_id).queryKey,
        (list) =>
          list?.map((department) => ({
            ...department,
            status: blocked ? ('blocked' as const) : ('linked' as const),
          })),
      );
    },
  });
}
