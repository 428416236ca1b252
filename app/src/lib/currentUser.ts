import { useSuspenseQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@pidz/contracts';
import { rpcQuery } from './queries';

/** The signed-in user (`user:getCurrentUser`): name, user type, impersonation. */
export const currentUserQuery = { ...rpcQuery('user:getCurrentUser'), staleTime: Infinity };

/**
 * The signed-in user's cropped (square) profile picture (`user:getCroppedProfilePicture`), null
 * when there is none: the top bar's and the profile's. Not reported when it fails (the initials
 * stand in). Asked where it is shown, once the first screen has: the top bar's initials stand in
 * until then.
 */
export const croppedPictureQuery = {
  ...rpcQuery('user:getCroppedProfilePicture'),
  meta: { toastOnError: false },
};

/**
 * The signed-in user. The session gate loads it before the signed-in app renders, so inside the
 * app it is there at once (outside, the component suspends until it is).
 */
export function useCurrentUser(): CurrentUser {
  return useSuspenseQuery(currentUserQuery).data;
}
