import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../../entities/currentUser';
import { useUpdateLinkedDepartment } from '../../entities/linkedOrganisations';
import { rpcQuery } from '../../lib/platform/queries';
import { useRpcMutation } from '../../lib/platform/rpcMutation';
import { isAgencyWorker } from '../../lib/platform/session';
import { deviatingRateSteps, type DeviatingRateChange } from './ratesForms';

/**
 * How the rates read and write (app/README.md 'Server data'): the standard rates
 * (`freelancer:getStandardRates`, added to the contract: docs/decisions/0012) and the deviating
 * rates, which live on the linked departments (entities/linkedOrganisations.ts; adding one is
 * `useUpdateLinkedDepartment` with the amounts).
 */

/** The standard rates. */
export const standardRatesQuery = rpcQuery('freelancer:getStandardRates');

/** Starts the standard rates once the user is known not to be an agency worker (they have none). */
export function prefetchStandardRates(queryClient: QueryClient): void {
  queryClient.fetchQuery(currentUserQuery).then(
    (user) => {
      if (!isAgencyWorker(user)) void queryClient.prefetchQuery(standardRatesQuery);
    },
    () => undefined,
  );
}

/** Saves the standard rates (`freelancer:updateStandardRates`); the answer goes into the cache. */
export function useUpdateStandardRates() {
  const queryClient = useQueryClient();
  return useRpcMutation('freelancer:updateStandardRates', {
    onSuccess: (rates) => queryClient.setQueryData(standardRatesQuery.queryKey, rates),
  });
}

/**
 * Changes a department's deviating rates (see {@link deviatingRateSteps}: a changed amount is
 * cleared first, then set): one call per step, each answer stored.
 */
export function useChangeDeviatingRate() {
  const update = useUpdateLinkedDepartment();
  return useMutation({
    // Each step is `update`'s own call: it stores its answer and reports its failure, once.
    meta: { toastOnError: false },
    mutationFn: async (change: DeviatingRateChange) => {
      let saved = change.department;
      for (const linkedDepartmentModel of deviatingRateSteps(change)) {
        saved = await update.mutateAsync({ linkedDepartmentModel });
      }
      return saved;
    },
  });
}

/** Removes a department's deviating rates (both back to the standard rate). */
export function useRemoveDeviatingRate() {
  const update = useUpdateLinkedDepartment();
  return {
    remove: (departmentId: number, options: { onSuccess: () => void }) =>
      update.mutate(
        {
          linkedDepartmentModel: { department_id: departmentId, rate: null, periodical_rate: null },
        },
        options,
      ),
    isPending: update.isPending,
  };
}
