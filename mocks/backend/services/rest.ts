import {
  InvoiceStatus,
  type BannerData,
  type FeatureFlag,
  type FeatureFlagName,
  type Health,
  type PasswordResetRequest,
  type Session,
  type TaskCode,
} from '@pidz/contracts';
import { randomBytes } from '@noble/hashes/utils.js';
import { todayInAppZone } from '@pidz/dates';
import { signJwt, verifyJwt } from '../../identity/jwt.ts';
import type { BackendState } from '../state.ts';
import { inactiveTasks } from './tasks.ts';

/**
 * The key this back end signs its access tokens with (HS256): new for every process (and every
 * page load of the in-browser mock, which asks for a new token when it starts), so that a token
 * it did not hand out, or one whose claims were changed (another `exp` or `sub`), is refused.
 */
const TOKEN_KEY = randomBytes(32);

/** How long a mock access token lives, unless the state's token rules say otherwise. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const resumeTasks: readonly TaskCode[] = [
  'invalid_cv',
  'upload_diploma',
  'add_workexperience',
  'big_registration',
  'add_languageskill_dutch',
  'competency_experience',
  'resume_items_expired',
];
const activationTasks: readonly TaskCode[] = [
  'missing_assets',
  'vog_document',
  'coc_document',
  'insurance_document',
  'complaints_document',
];
const expiredFileTasks: readonly TaskCode[] = ['renew_assets', 'profile_files_expired'];

/** A failed REST call the handlers answer with an HTTP status and body. */
export class RestFailure extends Error {
  readonly httpStatus: number;
  readonly body: unknown;

  constructor(httpStatus: number, body: { message: string } & Record<string, unknown>) {
    super(body.message);
    this.httpStatus = httpStatus;
    this.body = body;
  }
}

function notAuthorized(message = 'Not signed in'): RestFailure {
  return new RestFailure(401, { error: 'NotAuthorizedException', message });
}

function assertSignedIn(state: BackendState): void {
  if (!state.signedIn) throw notAuthorized();
}

/** What a mock access token carries: the account, the session that handed it out, its end. */
interface TokenClaims {
  sub: number;
  /** The session's id (BackendState.sessionId). */
  sid: string;
  /** When it expires, in ms since the epoch. */
  exp: number;
}

function isTokenClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'number' &&
    typeof claims.sid === 'string' &&
    typeof claims.exp === 'number'
  );
}

/** The claims of an access token this back end signed (a JWT, HS256), or undefined. */
function tokenClaims(token: string): TokenClaims | undefined {
  const claims = verifyJwt(TOKEN_KEY, token);
  return isTokenClaims(claims) ? claims : undefined;
}

/**
 * Checks the bearer token of a call on behalf of the user, as the real back end does: refused
 * (401 NotAuthorizedException) when it is missing, unknown (not one this back end signed, or
 * one whose claims were changed),
 * ended (the session logged out, its refresh was refused, or another sign-in followed) or expired.
 */
export function assertAuthorized(state: BackendState, headers: Headers, now = Date.now()): void {
  const [scheme, token] = (headers.get('Authorization') ?? '').split(' ');
  if (scheme !== 'Bearer' || !token) throw notAuthorized('No bearer token');
  const claims = tokenClaims(token);
  if (!claims) throw notAuthorized('Unknown token');
  if (!state.signedIn || claims.sid !== state.sessionId) throw notAuthorized('Session ended');
  if (claims.exp <= now) throw notAuthorized('Token expired');
}

function isProfileIncomplete(state: BackendState): boolean {
  const { profile } = state;
  const required = [profile.birth_date, profile.initials, profile.street, profile.zip_code];
  return required.some((value) => !value);
}

function hasOverdueSoftwareInvoice(state: BackendState): boolean {
  if (state.profile.user_type !== 'freelancer' || state.profile.incasso_organisation) return false;
  const today = todayInAppZone().toString();
  return state.softwareInvoices.some(
    (invoice) => InvoiceStatus.PAYABLE.includes(invoice.status) && invoice.due_date < today,
  );
}

function banners(state: BackendState): BannerData {
  const open = new Set(
    inactiveTasks(state)
      .filter((task) => !task.is_completed)
      .map((task) => task.code),
  );
  const isOpen = (codes: readonly TaskCode[]) => codes.some((code) => open.has(code));
  const inactiveReasons: BannerData['inactiveReasons'] = [];
  if (open.has('unsubscribed')) inactiveReasons.push('unsubscribed');
  if (open.has('manual_inactive')) inactiveReasons.push('manual_inactive');
  if (hasOverdueSoftwareInvoice(state)) inactiveReasons.push('invoice');
  const resume: BannerData['resume'] = [];
  if (isOpen(resumeTasks)) resume.push('resume_incomplete');
  if (open.has('resume_items_nearly_expired')) resume.push('resume_items_nearly_expired');
  const profile: BannerData['profile'] = [];
  if (isOpen(activationTasks)) profile.push('activate_profile');
  if (isOpen(expiredFileTasks)) profile.push('nearly_inactive');
  if (isProfileIncomplete(state)) profile.push('profile_incomplete');
  if (open.has('profile_files_nearly_expired')) profile.push('profile_files_nearly_expired');
  return { inactiveReasons, resume, profile };
}

/** The session's answer with a new access token (of its session, starting one if need be). */
function sessionOf(state: BackendState): Session {
  if (!state.signedIn)
    return { authenticated: false, access_token: null, expires_at: null, user: null };
  const { account } = state;
  state.sessionId ??= crypto.randomUUID();
  const claims: TokenClaims = {
    sub: account.id,
    sid: state.sessionId,
    exp: Date.now() + (state.tokenRules?.lifetimeMs ?? TOKEN_LIFETIME_MS),
  };
  return {
    authenticated: true,
    access_token: signJwt(TOKEN_KEY, { ...claims }),
    expires_at: new Date(claims.exp).toISOString(),
    user: account,
  };
}

/** The session ends on the server: signed out, and its tokens refused from now on. */
function endSession(state: BackendState): void {
  state.signedIn = false;
  state.sessionId = undefined;
}

/** The REST calls of rest.openapi.json, answered from the state that `state()` gives. */
export function restOperations(state: () => BackendState) {
  return {
    /** GET /health. */
    health: (): Health => ({ status: state().health }),

    /**
     * Refuses (RestFailure 401) a call on behalf of the user whose bearer token is missing,
     * unknown, ended or expired: every JSON-RPC call and the personal REST calls.
     */
    authorize: (headers: Headers): void => assertAuthorized(state(), headers),

    /** GET /api/feature-flag/{name}, with the user's token. */
    featureFlag: (name: FeatureFlagName, headers: Headers): FeatureFlag => {
      assertAuthorized(state(), headers);
      return { name, enabled: state().featureFlags[name] ?? false };
    },

    /** GET /api/freelancer/freelancer-banners, with the user's token: keys from the open tasks. */
    banners: (headers: Headers): BannerData => {
      assertAuthorized(state(), headers);
      return banners(state());
    },

    /** GET /auth/check-session. */
    checkSession: (): Session => sessionOf(state()),

    /**
     * POST /auth/refresh-tokens: a new token, counted in the token rules; refused (401, and the
     * session ends) when the rules say so.
     */
    refreshTokens: (): Session => {
      const current = state();
      assertSignedIn(current);
      if (current.tokenRules) {
        current.tokenRules.refreshes += 1;
        if (current.tokenRules.refusesRefresh) {
          endSession(current);
          throw notAuthorized();
        }
      }
      return sessionOf(current);
    },

    /** POST /auth/logout: the session ends, and its tokens with it (until the mock is reset). */
    logout: (): null => {
      endSession(state());
      return null;
    },

    /** POST /auth/reset-password-request: 204 for any address, 400 for a body without one. */
    requestPasswordReset: (body: unknown): null => {
      const email = (body as Partial<PasswordResetRequest> | null)?.email;
      if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
        throw new RestFailure(400, { code: 600, message: 'email must be an e-mail address' });
      }
      return null;
    },
  };
}

/** The REST calls of one back end. */
export type RestOperations = ReturnType<typeof restOperations>;
