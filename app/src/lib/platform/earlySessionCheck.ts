/**
 * The session check index.html starts before the entry module has downloaded (the build writes
 * that script, app/earlySessionCheck.ts; docs/decisions/0025): the same call the session query
 * makes, `GET /auth/check-session` on the page's own origin, kept on the window until the start-up
 * takes it. The script asks only when the back end is the page's own origin and no admin
 * impersonates: otherwise the entry asks as before. (A module without imports: the build reads it.)
 */

/** Where index.html's script keeps the session check it started (a `Promise<Response>`). */
export const EARLY_SESSION_CHECK_GLOBAL = '__pidzSessionCheck';

type WithEarlyCheck = Record<typeof EARLY_SESSION_CHECK_GLOBAL, Promise<Response> | undefined>;

/**
 * The session check index.html started, once: later checks ask the server again. Undefined when
 * the page started none, or when `isSameCall` says that the call the page made is not the one the
 * app would make now (another back end, an impersonation id to send).
 */
export function takeEarlySessionCheck(isSameCall: boolean): Promise<Response> | undefined {
  const holder = window as unknown as WithEarlyCheck;
  const started = holder[EARLY_SESSION_CHECK_GLOBAL];
  holder[EARLY_SESSION_CHECK_GLOBAL] = undefined;
  return isSameCall ? started : undefined;
}
