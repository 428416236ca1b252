import { forgetFormDrafts } from '@pidz/ui';
import { clearImpersonation } from './impersonation';
import { restRequest } from './rest';
import { authorizedHeaders, sessionStore, signOutLocally } from './session';
import { tellOtherPages } from './sessionChannel';

/*
 * 'Uitloggen' (a module of its own: the profile menu and the news of other pages need it, the
 * first load does not).
 */

/**
 * The user signed out, here or in another page of the browser: the tokens, the offline copy, the
 * unsaved form drafts and an admin's impersonation go (a sign-out leaves no client data of the
 * user behind; an ended session keeps the drafts, so that the user finds their input again after
 * signing in), and the gate leaves for the login page.
 */
export function forgetLoggedOutUser(): void {
  signOutLocally();
  forgetFormDrafts();
  // An admin who signs out stops impersonating: the next sign-in acts as itself.
  clearImpersonation();
  sessionStore.status = 'logged-out';
}

/**
 * Ends the session on the server (`POST /auth/logout`), forgets the user here
 * ({@link forgetLoggedOutUser}) and tells the browser's other pages, which forget them too.
 * Rejects when the server call fails.
 */
export async function logOut(): Promise<void> {
  await restRequest('POST /auth/logout', { headers: authorizedHeaders(sessionStore.tokens) });
  forgetLoggedOutUser();
  tellOtherPages({ kind: 'logged-out' });
}
