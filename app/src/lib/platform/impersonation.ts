/**
 * Admin impersonation (spec section 6): the impersonation id sits in the cookie `assume_user`
 * (path `/`) or on `window.assumeUser`, and goes with every call as `X-Assume-User`.
 */

/** Name of the cookie that holds the impersonation id. */
export const ASSUME_USER_COOKIE = 'assume_user';

/** Where the impersonation id can be: the page's cookies and `window.assumeUser`. */
export interface ImpersonationSources {
  cookies: string;
  windowValue: string | undefined;
}

function browserSources(): ImpersonationSources {
  return { cookies: document.cookie, windowValue: window.assumeUser };
}

/** The impersonation id from the cookie or the window, or undefined when no admin impersonates. */
export function impersonationId(
  { cookies, windowValue }: ImpersonationSources = browserSources(),
): string | undefined {
  const cookie = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${ASSUME_USER_COOKIE}=`));
  const fromCookie = cookie ? decodeURIComponent(cookie.slice(ASSUME_USER_COOKIE.length + 1)) : '';
  return fromCookie || windowValue || undefined;
}

/**
 * Whether the app believes an admin impersonates (the current user says so) but holds no id to
 * send: its calls would then act as the admin, not as the user (the shell says so).
 */
export function lacksImpersonationId(
  user: { isImpersonated: boolean },
  sources: ImpersonationSources = browserSources(),
): boolean {
  return user.isImpersonated && impersonationId(sources) === undefined;
}

/** Ends the impersonation in this browser: clears the cookie (path `/`) and the window value. */
export function clearImpersonation(): void {
  document.cookie = `${ASSUME_USER_COOKIE}=; path=/; max-age=0`;
  delete window.assumeUser;
}
