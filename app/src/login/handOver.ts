import type { SessionHandOver } from '@pidz/contracts';
import { CLIENT_NAME, CLIENT_VERSION } from '../clientIdentity';
import { backendHost } from '../lib/platform/environment';
import { forgetOfflineCopy } from '../lib/platform/offlineCopy/storage';
import { tellOtherPages } from '../lib/platform/sessionChannel';
import { RETURN_TO_PARAMETER, sameOriginAddress } from '../lib/platform/wayBack';

/** A POST of JSON to the back-end host's `/auth/…`, with credentials (its session cookie). */
async function postAuth(path: string, body: unknown): Promise<Response> {
  return fetch(`${backendHost()}${path}`, {
    method: 'POST',
    credentials: 'include',
    cache: 'no-store',
    headers: {
      'Content-Type': 'application/json',
      'X-Client-Name': CLIENT_NAME,
      'X-Client-Version': CLIENT_VERSION,
    },
    body: JSON.stringify(body),
  });
}

/**
 * Hands the session to the portal (`POST /auth/session`, docs/decisions/0021): the tokens (or the
 * test login) go in the body, never in an address, and the back end starts the session that
 * `/auth/check-session` answers. Rejects when the back end does not take it. A new session may be
 * another user's: what the portal kept of the user before (the offline copy, which the portal puts
 * back at once on its next start) is forgotten first, and the browser's other pages hear whose
 * session it is (a page of another account starts again, decision 0027).
 */
export async function handOverSession(handOver: SessionHandOver): Promise<void> {
  forgetOfflineCopy();
  const response = await postAuth('/auth/session', handOver);
  if (!response.ok) throw new Error(`The hand-over answered HTTP ${response.status}`);
  const answer = (await response.json().catch(() => null)) as {
    user?: { id?: unknown } | null;
  } | null;
  const account = answer?.user?.id;
  if (typeof account === 'number' || typeof account === 'string') {
    tellOtherPages({ kind: 'signed-in', account: String(account) });
  }
}

/**
 * `POST /auth/reset-password-request` (spec section 7), which the back end answers alike for any
 * address; its failure does not stop the provider's reset.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await postAuth('/auth/reset-password-request', { email }).catch(() => undefined);
}

/**
 * Where the login page leads after signing in: its `returnTo` when that is an address on the
 * page's own origin (the portal's), else the portal's start. Never elsewhere (no open redirect).
 */
export function wayBack(location: Pick<Location, 'search' | 'origin'> = window.location): string {
  const returnTo = new URLSearchParams(location.search).get(RETURN_TO_PARAMETER);
  return (returnTo && sameOriginAddress(returnTo, location.origin)) || `${location.origin}/`;
}

/** The three test logins of the front end, which bypass the provider (spec section 5). */
export const TEST_LOGINS = {
  password: 'Test1234!',
  signsIn: 'test@pidz.nl',
  wrongPassword: 'test-fout-wachtwoord@pidz.nl',
  expiredPassword: 'test-verlopen-wachtwoord@pidz.nl',
} as const;

/**
 * What a test login's password step leads to, or undefined for any other address, and for every
 * address in a build that did not ask for test logins (`VITE_TEST_LOGINS=1`, decision 0027): the
 * production build holds neither their addresses nor their password.
 */
export function testLoginOutcome(
  email: string,
  password: string,
): 'signed-in' | 'new-password' | 'refused' | undefined {
  if (import.meta.env.VITE_TEST_LOGINS !== '1') return undefined;
  const address = email.trim().toLowerCase();
  const { signsIn, wrongPassword, expiredPassword } = TEST_LOGINS;
  if (address !== signsIn && address !== wrongPassword && address !== expiredPassword) {
    return undefined;
  }
  if (address === wrongPassword || password !== TEST_LOGINS.password) return 'refused';
  return address === signsIn ? 'signed-in' : 'new-password';
}
