import type { AgencyWorker, Freelancer } from '@pidz/contracts';
import type { BackendState } from '../state.ts';

/** The session of a persona signed in as themselves: the account and the user acted as are one. */
export function signedInAs(
  profile: Freelancer | AgencyWorker,
): Pick<BackendState, 'signedIn' | 'account' | 'user'> {
  const { id, user_type, first_name, insertion, last_name } = profile;
  return {
    signedIn: true,
    account: { id, user_type, first_name, insertion, last_name },
    user: {
      id,
      user_type,
      first_name,
      insertion,
      last_name,
      email: profile.email,
      isImpersonated: false,
    },
  };
}
