import { useSuspenseQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@pidz/contracts';
import { rpcQuery } from '../lib/platform/queries';

/** The signed-in user (`user:getCurrentUser`): name, user type, impersonation. */
export const currentUserQuery = { ...rpcQuery('user:getCurrentUser'), staleTime: Infinity };

/**
 * The signed-in user. The session gate loads it before the signed-in app renders, so inside the
 * app it is there at once (outside, the component suspends until it is).
 */
export function useCurrentUser(): CurrentUser {
  return useSuspenseQuery(currentUserQuery).data;
}
