import type { BackendState } from './backend/state.ts';

/**
 * Where the portal finds the impersonation id (spec section 6; contracts/pidz.openrpc.json,
 * x-headers X-Assume-User): the cookie `assume_user` (path `/`) and `window.assumeUser`. In the real
 * world the admin site sets them before it opens the portal; in the mock, the scenario
 * `admin-impersonating` and the admin persona's sign-in do.
 */
export const ASSUME_USER_COOKIE = 'assume_user';

/** The id of the user an admin acts as in this state, or undefined when nobody impersonates. */
export function impersonatedUserId(state: BackendState): string | undefined {
  return state.signedIn && state.user.isImpersonated ? String(state.user.id) : undefined;
}

/** The `Set-Cookie` value that holds the state's impersonation id, or clears it. */
export function impersonationCookie(state: BackendState): string {
  const id = impersonatedUserId(state);
  return id === undefined
    ? `${ASSUME_USER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${ASSUME_USER_COOKIE}=${encodeURIComponent(id)}; Path=/; SameSite=Lax`;
}

/**
 * Holds the state's impersonation id in this browser (the cookie and `window.assumeUser`), as the
 * admin site does, or clears both when nobody impersonates: for the in-browser mock and stories.
 */
export function holdImpersonation(state: BackendState): void {
  document.cookie = impersonationCookie(state);
  const page = window as Window & { assumeUser?: string };
  const id = impersonatedUserId(state);
  if (id === undefined) delete page.assumeUser;
  else page.assumeUser = id;
}
