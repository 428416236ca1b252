import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { rpcQuery } from '../../lib/platform/queries';
import { useRpcMutation } from '../../lib/platform/rpcMutation';

/**
 * How the travel time reads and writes (app/README.md 'Server data'): the maximum travel time
 * (`user:getMaxWorkRange`), the counts within a travel time, and the linked organisations with
 * their departments' travel times (lib/linkedOrganisations.ts).
 */

/** The maximum travel time in minutes, or null when not set. */
export const maxWorkRangeQuery = rpcQuery('user:getMaxWorkRange');

/** Saves the maximum travel time (`user:updateMaxWorkRange`); the answer goes into the cache. */
export function useUpdateMaxWorkRange() {
  const queryClient = useQueryClient();
  return useRpcMutation('user:updateMaxWorkRange', {
    onSuccess: (minutes) => queryClient.setQueryData(maxWorkRangeQuery.queryKey, minutes),
  });
}

/**
 * How many organisations and departments lie within `minutes` (null: none asked), side by side
 * in one batch. While the answers for a new value are on their way the previous counts stay
 * (no flicker; two `useQuery`s, since `useQueries` makes a new observer for a new key and so
 * forgets the previous data); each value has its own cache entry, so an answer for an older value never replaces
 * the counts of the current one: the last value asked wins. Their failures are not toasted: the
 * counts are a hint beside the slider and simply stay away.
 */
export function useCountsWithinRange(minutes: number | null) {
  const params = { maxTravelTime: minutes ?? 1 };
  const options = {
    enabled: minutes !== null,
    placeholderData: keepPreviousData,
    meta: { toastOnError: false },
  };
  const organisations = useQuery({
    ...rpcQuery('user:countOrganisationsWithinRange', params),
    ...options,
  });
  const departments = useQuery({
    ...rpcQuery('user:countDepartmentsWithinRange', params),
    ...options,
  });
  if (organisations.data === undefined || departments.data === undefined) return undefined;
  return {
    organisations: organisations.data,
    departments: departments.data,
    isStale: organisations.isPlaceholderData || departments.isPlaceholderData,
  };
}
