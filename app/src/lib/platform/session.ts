import { queryOptions } from '@tanstack/react-query';
import { proxy } from 'valtio';
import { RpcError, type CurrentUser, type RestResponse } from '@pidz/contracts';
import { forgetFormDrafts } from '@pidz/ui';
import { CLIENT_NAME, CLIENT_VERSION } from '../../clientIdentity';
import { LOGIN_URL } from '../../config';
import { impersonationId } from './impersonation';
import { forgetOfflineCopy } from './offlineCopy/storage';
import { restRequest } from './rest';
import { isRetryable, MAX_READ_RETRIES, retryDelay } from './retry';
import { bindPageAccount, boundPageAccount, unbindPageAccount } from './pageAccount';
import { RETURN_TO_PARAMETER, sameOriginAddress } from './wayBack';

/** Refresh the token when less than this remains of it (spec section 7). */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;

/** Tokens of the signed-in session. */
export interface SessionTokens {
  /** Sent as `Authorization: Bearer <accessToken>`. */
  accessToken: string;
  /** When the access token expires, in ms since the epoch. */
  expiresAt: number;
  /**
   * The id of the account they are of: the one that signed in (an admin stays the admin while
   * impersonating; `user:getCurrentUser` gives the user acted as).
   */
  account?: string;
}

interface SessionState {
  /**
   * `pending` until the session check answers. `signed-out` (no session, or it ended) sends the
   * user to the login page with the way back to the page they were on; `logged-out` (the user
   * chose 'Uitloggen') sends them there with the way back to the start page. `offline`: the
   * session could not be checked for want of a network, and the portal shows the last signed-in
   * user's offline copy (lib/platform/offlineCopy/offlineCopy.ts) until it can; the next call checks first.
   * `account-changed`: another account signed in in this browser; the page has dropped its
   * user's tokens and drafts and starts again (boot/runBoot.ts), sending nothing meanwhile.
   */
  status: 'pending' | 'signed-in' | 'signed-out' | 'logged-out' | 'offline' | 'account-changed';
  tokens: SessionTokens | undefined;
}

/**
 * The signed-in session: its status and tokens (client state the headers of every call need at
 * once). The current user is server data: `currentUserQuery` in currentUser.ts.
 */
export const sessionStore = proxy<SessionState>({
  status: 'pending',
  tokens: undefined,
});

/** Whether the user is an agency worker (who may not view rates, timesheets or invoices). */
export function isAgencyWorker(user: Pick<CurrentUser, 'user_type'> | undefined): boolean {
  return user?.user_type === 'agency_worker';
}

/** Whether the token must be refreshed before the next call: less than 60 s of it remain. */
export function tokenNeedsRefresh(tokens: SessionTokens, now: number = Date.now()): boolean {
  return tokens.expiresAt - now < TOKEN_REFRESH_MARGIN_MS;
}

/** The headers every call carries except the bearer token: client name and version, assume-user. */
export function clientHeaders(): Record<string, string> {
  const assumeUser = impersonationId();
  return {
    'X-Client-Name': CLIENT_NAME,
    'X-Client-Version': CLIENT_VERSION,
    ...(assumeUser ? { 'X-Assume-User': assumeUser } : {}),
  };
}

/** The headers of a call on behalf of the user: {@link clientHeaders} plus the bearer token. */
export function authorizedHeaders(tokens: SessionTokens | undefined): Record<string, string> {
  return tokens
    ? { ...clientHeaders(), Authorization: `Bearer ${tokens.accessToken}` }
    : clientHeaders();
}

/** Whether the session ended, the user signed out or another account signed in: no calls. */
export function isSignedOut(): boolean {
  const { status } = sessionStore;
  return status === 'signed-out' || status === 'logged-out' || status === 'account-changed';
}

/** Whether a failed session call means the user is not (or no longer) signed in. */
function isNotAuthorized(error: unknown): boolean {
  return error instanceof RpcError && (error.httpStatus === 401 || error.httpStatus === 403);
}

/**
 * Counts the sessions of this page: it moves on when one ends here (signed out, another account)
 * or is started afresh ({@link resetSession}). A session answer that arrives after it moved on
 * answers a request of a session that is gone, and is not applied: a late refresh does not sign
 * the page in again after it signed out, nor give the next session the last one's token.
 */
let sessionEpoch = 0;

/** Asks the server about the session, and applies its answer while the session is the asking one. */
async function askSession(request: () => Promise<SessionAnswer>): Promise<void> {
  const epoch = sessionEpoch;
  const answer = await request();
  if (epoch === sessionEpoch) applySessionAnswer(answer);
}

/** Starts the page's session afresh, nobody signed in yet (a story's frame, before the next story). */
export function resetSession(): void {
  sessionEpoch += 1;
  sessionStore.status = 'pending';
  sessionStore.tokens = undefined;
  unbindPageAccount();
}

/** Nobody is signed in (any more): the tokens go, and so does what was kept for the user. */
export function signOutLocally(): void {
  sessionEpoch += 1;
  sessionStore.status = 'signed-out';
  sessionStore.tokens = undefined;
  forgetOfflineCopy();
}

/** What `/auth/check-session` and `/auth/refresh-tokens` answer. */
type SessionAnswer = RestResponse<'GET /auth/check-session'>;

/** The tokens of a session answer, or undefined when it says nobody is signed in. */
export function sessionTokens(answer: SessionAnswer): SessionTokens | undefined {
  if (!answer.authenticated || !answer.access_token || !answer.expires_at) return undefined;
  return {
    accessToken: answer.access_token,
    expiresAt: Date.parse(answer.expires_at),
    ...(answer.user ? { account: String(answer.user.id) } : {}),
  };
}

/** Another account signed in: the user's tokens and drafts go, and the gate starts again. */
export function leaveForOtherAccount(): void {
  if (sessionStore.status === 'account-changed') return;
  sessionEpoch += 1;
  sessionStore.tokens = undefined;
  forgetFormDrafts();
  sessionStore.status = 'account-changed';
}

/** A session answer: nobody signs out; the page's account (bound at first) gives the tokens. */
function applySessionAnswer(answer: SessionAnswer): void {
  const tokens = sessionTokens(answer);
  if (!tokens) {
    signOutLocally();
  } else if (boundPageAccount() !== undefined && tokens.account !== boundPageAccount()) {
    leaveForOtherAccount();
  } else if (sessionStore.status !== 'account-changed') {
    if (tokens.account !== undefined) bindPageAccount(tokens.account);
    sessionStore.tokens = tokens;
    sessionStore.status = 'signed-in';
  }
}

/**
 * How long the session check may take, its retries included, before the start-up gives up on the
 * back end and offers to try again (a back end that answers slowly still gets this long).
 */
export const SESSION_CHECK_BUDGET_MS = 9_000;

/**
 * When each session check's budget ends and how often it failed, by the check's abort signal (one
 * per check, shared by its tries): nothing outlives the check, and two caches never share one.
 */
const sessionChecks = new WeakMap<AbortSignal, { ends: number; failures: number }>();
/** Failures after which the budget has no room for another try. */
const budgetSpent = new WeakSet<object>();

/**
 * The session check (`/auth/check-session`), asked once when the app starts: it sets the store to
 * `signed-in` with the token, or `signed-out` when nobody is signed in, and resolves with that
 * status. Failures reject (RpcError). Its tries share {@link SESSION_CHECK_BUDGET_MS}: a try is
 * cut off when the budget ends, and no retry starts that would begin after it, so a back end that
 * cannot be reached is given up on within 10 s (the start-up then offers 'Opnieuw proberen', which
 * starts a new budget).
 */
export const sessionQuery = queryOptions({
  queryKey: ['rest', 'GET /auth/check-session'] as const,
  queryFn: async ({ signal }) => {
    const check = sessionChecks.get(signal) ?? {
      ends: Date.now() + SESSION_CHECK_BUDGET_MS,
      failures: 0,
    };
    sessionChecks.set(signal, check);
    const { ends } = check;
    const budget = new AbortController();
    const budgetTimer = setTimeout(() => budget.abort(), ends - Date.now());
    try {
      await askSession(() =>
        restRequest('GET /auth/check-session', {
          headers: clientHeaders(),
          signal: AbortSignal.any([signal, budget.signal]),
        }),
      );
    } catch (error) {
      // No room in the budget for the wait before the next try: no retry.
      check.failures += 1;
      const nextTry = Date.now() + retryDelay(check.failures - 1);
      if (error instanceof Object && nextTry >= ends) budgetSpent.add(error);
      throw error;
    } finally {
      clearTimeout(budgetTimer);
    }
    return sessionStore.status;
  },
  retry: (failureCount, error) =>
    isRetryable(error) &&
    failureCount < MAX_READ_RETRIES &&
    !(error instanceof Object && budgetSpent.has(error)),
  // The gate that mounts after a failed start-up check shows the failure, not a second check.
  retryOnMount: false,
  // Also on a device that says it is offline: the start-up then shows the last data or 'Opnieuw
  // proberen', rather than waiting, paused, for a network that may not come.
  networkMode: 'always',
  staleTime: Infinity,
});

/**
 * Asks the server again whether the session lives (`/auth/check-session`, never from a cache): when
 * a call was refused with 401 (the session may have ended on the server, e.g. signed out in
 * another tab) and when the page comes back from the back-forward cache. A session that has ended
 * signs out here (the session gate then sends the user to sign in); one that lives gets its new
 * token. A failed check changes nothing: the next call tells again.
 */
export async function recheckSession(): Promise<void> {
  await askSession(() =>
    restRequest('GET /auth/check-session', { headers: clientHeaders() }),
  ).catch(() => undefined);
}

/** The one renewal of the session under way (a refresh, or the check after an offline start). */
let renewing: Promise<void> | undefined;

function renewOnce(renew: () => Promise<void>): Promise<void> {
  renewing ??= renew().finally(() => {
    renewing = undefined;
  });
  return renewing;
}

async function refreshSessionTokens(): Promise<void> {
  try {
    await askSession(() => restRequest('POST /auth/refresh-tokens', { headers: clientHeaders() }));
  } catch (error) {
    // A refresh the server refuses ends the session and clears the cached user (spec section 4).
    if (isNotAuthorized(error)) signOutLocally();
    else throw error;
  }
}

/**
 * The session's tokens, refreshed first through `/auth/refresh-tokens` when less than 60 s of the
 * access token remain; after a start without a network, the session is checked first (concurrent
 * callers share one refresh or check).
 */
export async function freshTokens(now: number = Date.now()): Promise<SessionTokens | undefined> {
  const { tokens, status } = sessionStore;
  if (status === 'offline') await renewOnce(recheckSession);
  else if (tokens && tokenNeedsRefresh(tokens, now)) await renewOnce(refreshSessionTokens);
  return sessionStore.tokens;
}

/**
 * The login page's address, with the way back to `returnTo` when that is on the portal's own
 * origin (see {@link sameOriginAddress}); without `returnTo` the login page leads to the start.
 */
export function loginAddress(
  returnTo?: string,
  loginUrl: string = LOGIN_URL,
  origin: string = window.location.origin,
): string {
  const url = new URL(loginUrl, origin);
  const wayBack = returnTo === undefined ? undefined : sameOriginAddress(returnTo, origin);
  if (wayBack) url.searchParams.set(RETURN_TO_PARAMETER, wayBack);
  return url.href;
}
