/**
 * A mocked Amazon Cognito user pool: the Identity Provider's JSON 1.1 operations that
 * amazon-cognito-identity-js calls for signing in (with a real SRP-6a check, srp.ts), its
 * challenges, remembered devices, forgotten passwords and tokens. Pure and stateful: users,
 * devices, codes and sessions live in the provider, and `handle(action, body)` answers one call
 * as `{ status, body }`, served by the MSW handler of ./handler.ts in the browser and on the Node
 * mock server alike. What it speaks and leaves out: docs/decisions/0020.
 */
import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import { passwordPolicyFailure } from '@pidz/contracts/passwordPolicy';
import { base64Url, signJwt, verifyJwt, type Claims } from './jwt.ts';
import {
  PERSONA_PASSWORD,
  identityPersonas,
  mockUserPool,
  usernameOf,
  type IdentityPersona,
} from './personas.ts';
import {
  base64ToBytes,
  bytesToBase64,
  claimSignature,
  constantTimeEqual,
  createServerEphemeral,
  createVerifier,
  sessionKey,
  verifierMatches,
  type ServerEphemeral,
  type Verifier,
} from './srp.ts';
import { newTotpSecret, totpAccepts } from './totp.ts';

/** Wrong passwords in a row after which the user is locked out for a while. */
export const MAX_PASSWORD_ATTEMPTS = 5;
/** How long that lock-out lasts (Cognito's longest). */
export const LOCKOUT_MS = 15 * 60 * 1000;
/** How long a sign-in's session lasts between challenges (Cognito's default). */
export const AUTH_SESSION_MS = 3 * 60 * 1000;
/** How long a forgotten-password code lasts. */
export const RESET_CODE_MS = 60 * 60 * 1000;
/** Lifetimes of the id and access tokens, and of the refresh token. */
export const TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_MS = 30 * 24 * 60 * 60 * 1000;

/** One answer of the provider: an HTTP status and its JSON body. */
export interface IdentityAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** A message the provider 'sent' (an SMS or e-mail code), kept for QA. */
export interface SentMessage {
  readonly to: string;
  readonly medium: 'SMS' | 'EMAIL';
  readonly purpose: 'sign-in code' | 'custom challenge' | 'password reset';
  readonly code: string;
  readonly at: number;
}

type MfaName = 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

interface User {
  readonly username: string;
  readonly email: string;
  readonly phoneNumber?: string;
  status: 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';
  /** The password's verifier; made from the seed's password when first needed. */
  password?: Verifier;
  hasSms: boolean;
  totpSecret?: string;
  mustSetUpMfa: boolean;
  readonly hasCustomChallenge: boolean;
  readonly forgetsDevices: boolean;
  failedAttempts: number;
  lockedUntil?: number;
  resetCode?: { code: string; expires: number };
}

/** A device of the pool: plain data, so that a {@link DeviceStore} can keep it as JSON. */
export interface Device {
  readonly key: string;
  readonly groupKey: string;
  readonly username: string;
  /** Set by ConfirmDevice; a device without one was offered but not confirmed. */
  secret?: Verifier;
  name?: string;
  remembered: boolean;
}

/** Where a sign-in stands between two calls (the opaque `Session` names it). */
interface AuthSession {
  readonly flow: 'USER_SRP_AUTH' | 'CUSTOM_AUTH';
  /** Undefined for an unknown user name: the sign-in then fails at the password, as any other. */
  readonly username?: string;
  readonly userIdForSrp: string;
  expires: number;
  challenge:
    | 'PASSWORD_VERIFIER'
    | 'NEW_PASSWORD_REQUIRED'
    | 'SELECT_MFA_TYPE'
    | 'SMS_MFA'
    | 'SOFTWARE_TOKEN_MFA'
    | 'MFA_SETUP'
    | 'CUSTOM_CHALLENGE'
    | 'DEVICE_SRP_AUTH'
    | 'DEVICE_PASSWORD_VERIFIER';
  srp?: { ephemeral: ServerEphemeral; secretBlock: string; clientPublic: string };
  deviceKey?: string;
  code?: string;
  pendingTotpSecret?: string;
  totpVerified?: boolean;
  authTime?: number;
}

interface RefreshGrant {
  readonly username: string;
  readonly originJti: string;
  readonly deviceKey?: string;
  readonly authTime: number;
  readonly expires: number;
  revoked: boolean;
}

/** A failed call: Cognito's error type and message, HTTP 400. */
class IdentityError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const wrongPassword = () =>
  new IdentityError('NotAuthorizedException', 'Incorrect username or password.');
const expiredSession = () =>
  new IdentityError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
const unknownDevice = () =>
  new IdentityError('ResourceNotFoundException', 'Device does not exist.');
const missing = (name: string) =>
  new IdentityError('InvalidParameterException', `Missing required parameter ${name}`);

const isHex = (value: string) => /^[0-9a-f]+$/i.test(value);
const isBase64 = (value: string | null | undefined): value is string =>
  !!value && /^[A-Za-z0-9+/]+={0,2}$/.test(value) && value.length % 4 === 0;

function randomId(bytes = 32): string {
  return base64Url(randomBytes(bytes));
}

function randomUuid(): string {
  const hex = bytesToHex(randomBytes(16));
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function sixDigits(): string {
  const value = new DataView(randomBytes(4).buffer).getUint32(0);
  return String(value % 1_000_000).padStart(6, '0');
}

/** 's***@e***' / '+*******5601', as Cognito shows where a code went. */
function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return `${email.charAt(0)}***@${email.charAt(at + 1)}***`;
}

function maskPhone(phone: string): string {
  return `+*******${phone.slice(-4)}`;
}

/** The parameters object of a request body (ChallengeResponses, AuthParameters). */
function parameters(value: unknown): Record<string, string | null | undefined> {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, string | null | undefined>)
    : {};
}

function text(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') throw missing(name);
  return value;
}

/**
 * Where the pool keeps its devices beyond its own life: the in-browser mock's pool is made anew
 * at each page load, while a remembered device's keys stay in the browser (docs/decisions/0021).
 */
export interface DeviceStore {
  load(): readonly Device[];
  save(devices: readonly Device[]): void;
}

/** Options of a provider: a clock, the seed and its password (for tests), where devices are kept. */
export interface IdentityProviderOptions {
  now?: () => number;
  personas?: readonly IdentityPersona[];
  password?: string;
  /** The remembered devices, read before each call and written after one that changed them. */
  deviceStore?: DeviceStore;
}

/** The mocked user pool. */
export interface IdentityProvider {
  /** Answers one call: `action` is the part of X-Amz-Target after the dot. */
  handle(action: string, body: unknown): IdentityAnswer;
  /** The codes the provider sent to an e-mail address or phone number, newest last (for QA). */
  messagesTo(address: string): readonly SentMessage[];
  /** Every message sent, newest last. */
  readonly messages: readonly SentMessage[];
}

/** Creates a user pool with every persona of ./personas.ts, password `Welkom01!` unless told. */
export function createIdentityProvider(options: IdentityProviderOptions = {}): IdentityProvider {
  const now = options.now ?? Date.now;
  const { region, userPoolId, clientId } = mockUserPool;
  /** What the SDK calls the pool's name: the part of its id after the region. */
  const poolName = userPoolId.slice(userPoolId.indexOf('_') + 1);
  const issuer = `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
  const tokenKey = randomBytes(32);

  const users = new Map<string, User>();
  const devices = new Map<string, Device>();
  const sessions = new Map<string, AuthSession>();
  const refreshGrants = new Map<string, RefreshGrant>();
  const revokedOrigins = new Set<string>();
  const messages: SentMessage[] = [];
  /** Authenticator secrets handed to signed-in users, until their first code is verified. */
  const pendingSecrets = new Map<string, string>();

  for (const persona of options.personas ?? identityPersonas) {
    const username = usernameOf(persona.email);
    users.set(username, {
      username,
      email: persona.email,
      phoneNumber: persona.phoneNumber,
      status: persona.status ?? 'CONFIRMED',
      hasSms: persona.hasSms ?? false,
      totpSecret: persona.totpSecret,
      mustSetUpMfa: persona.mustSetUpMfa ?? false,
      hasCustomChallenge: persona.hasCustomChallenge ?? false,
      forgetsDevices: persona.forgetsDevices ?? false,
      failedAttempts: 0,
    });
  }

  const seconds = () => Math.floor(now() / 1000);

  /** A user's verifier (the seed's are made when first asked: a modular power each). */
  function verifierOf(user: User): Verifier {
    user.password ??= createVerifier(poolName, user.username, options.password ?? PERSONA_PASSWORD);
    return user.password;
  }

  /** The user by user name or e-mail address (e-mail is an alias, as in a pool that signs in by it). */
  function findUser(name: string): User | undefined {
    const lower = name.trim().toLowerCase();
    return users.get(name) ?? [...users.values()].find((user) => user.email === lower);
  }

  /**
   * Wrong passwords in a row of the addresses the pool does not know: counted and locked out as a
   * user's are, so that the lock-out tells no one which addresses exist (the pool prevents
   * user-existence errors).
   */
  const strangers = new Map<string, Pick<User, 'failedAttempts' | 'lockedUntil'>>();

  /** Where the wrong passwords of a sign-in count: its user's, or the unknown address's. */
  function attemptsOf(
    user: User | undefined,
    name: string,
  ): Pick<User, 'failedAttempts' | 'lockedUntil'> {
    if (user) return user;
    const key = name.trim().toLowerCase();
    const stranger = strangers.get(key) ?? { failedAttempts: 0 };
    strangers.set(key, stranger);
    return stranger;
  }

  function userOf(session: AuthSession): User {
    const user = session.username === undefined ? undefined : users.get(session.username);
    if (!user) throw wrongPassword();
    return user;
  }

  function send(to: string, medium: SentMessage['medium'], purpose: SentMessage['purpose']) {
    const code = sixDigits();
    messages.push({ to, medium, purpose, code, at: now() });
    return code;
  }

  function checkClient(body: Record<string, unknown>) {
    const id = text(body, 'ClientId');
    if (id !== clientId) {
      throw new IdentityError(
        'ResourceNotFoundException',
        `User pool client ${id} does not exist.`,
      );
    }
  }

  function startSession(session: Omit<AuthSession, 'expires'>): string {
    for (const [stale, { expires }] of sessions) {
      if (expires < now()) sessions.delete(stale);
    }
    const id = randomId(48);
    sessions.set(id, { ...session, expires: now() + AUTH_SESSION_MS });
    return id;
  }

  /** The session a challenge answer names, if it stands at one of `challenges`. */
  function sessionAt(body: Record<string, unknown>, ...challenges: AuthSession['challenge'][]) {
    const id = typeof body.Session === 'string' ? body.Session : '';
    const session = sessions.get(id);
    if (!session || session.expires < now()) throw expiredSession();
    if (!challenges.includes(session.challenge)) {
      throw new IdentityError('InvalidParameterException', 'Invalid challenge for the session.');
    }
    return { id, session };
  }

  /** Moves a sign-in on to its next challenge, under a new session id. */
  function challenge(
    oldId: string,
    session: AuthSession,
    name: AuthSession['challenge'],
    challengeParameters: Record<string, string>,
    changes: Partial<AuthSession> = {},
  ): IdentityAnswer {
    sessions.delete(oldId);
    const id = startSession({ ...session, ...changes, challenge: name });
    return {
      status: 200,
      body: {
        ChallengeName: name,
        ChallengeParameters: { USER_ID_FOR_SRP: session.userIdForSrp, ...challengeParameters },
        Session: id,
      },
    };
  }

  function issueTokens(
    user: User,
    { authTime, deviceKey }: { authTime: number; deviceKey?: string },
    originJti = randomUuid(),
  ) {
    const iat = seconds();
    const common = {
      sub: user.username,
      iss: issuer,
      origin_jti: originJti,
      event_id: randomUuid(),
      auth_time: authTime,
      iat,
      exp: iat + TOKEN_SECONDS,
    };
    const idClaims: Claims = {
      ...common,
      aud: clientId,
      token_use: 'id',
      'cognito:username': user.username,
      email: user.email,
      email_verified: true,
      phone_number: user.phoneNumber,
      jti: randomUuid(),
    };
    const accessClaims: Claims = {
      ...common,
      client_id: clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: user.username,
      device_key: deviceKey,
      jti: randomUuid(),
    };
    return {
      originJti,
      tokens: {
        AccessToken: signJwt(tokenKey, accessClaims),
        IdToken: signJwt(tokenKey, idClaims),
        ExpiresIn: TOKEN_SECONDS,
        TokenType: 'Bearer',
      },
    };
  }

  /** The end of a sign-in: tokens, and a new device to confirm when none was recognised. */
  function signedIn(id: string, session: AuthSession): IdentityAnswer {
    sessions.delete(id);
    const user = userOf(session);
    user.failedAttempts = 0;
    const known = session.deviceKey ? devices.get(session.deviceKey) : undefined;
    const authTime = session.authTime ?? seconds();
    let newDevice: Device | undefined;
    if (!known) {
      newDevice = {
        key: `${region}_${randomUuid()}`,
        groupKey: `-${randomId(9)}`,
        username: user.username,
        remembered: false,
      };
      devices.set(newDevice.key, newDevice);
    }
    const deviceKey = known?.key ?? newDevice?.key;
    const { originJti, tokens } = issueTokens(user, { authTime, deviceKey });
    const refreshToken = randomId(96);
    refreshGrants.set(refreshToken, {
      username: user.username,
      originJti,
      deviceKey,
      authTime,
      expires: now() + REFRESH_TOKEN_MS,
      revoked: false,
    });
    return {
      status: 200,
      body: {
        ChallengeParameters: {},
        AuthenticationResult: {
          ...tokens,
          RefreshToken: refreshToken,
          ...(newDevice && {
            NewDeviceMetadata: { DeviceKey: newDevice.key, DeviceGroupKey: newDevice.groupKey },
          }),
        },
      },
    };
  }

  /** After the password (or a new one): a remembered device, a second factor, a custom challenge, or done. */
  function afterPassword(id: string, session: AuthSession): IdentityAnswer {
    const user = userOf(session);
    session.authTime = seconds();
    if (user.status === 'FORCE_CHANGE_PASSWORD') {
      return challenge(id, session, 'NEW_PASSWORD_REQUIRED', {
        userAttributes: JSON.stringify({ email_verified: 'true', email: user.email }),
        requiredAttributes: '[]',
      });
    }
    const device = session.deviceKey ? devices.get(session.deviceKey) : undefined;
    if (device?.secret && device.remembered && device.username === user.username) {
      return challenge(id, session, 'DEVICE_SRP_AUTH', {});
    }
    const factors: MfaName[] = [
      ...(user.hasSms ? (['SMS_MFA'] as const) : []),
      ...(user.totpSecret ? (['SOFTWARE_TOKEN_MFA'] as const) : []),
    ];
    if (factors.length > 1) {
      return challenge(id, session, 'SELECT_MFA_TYPE', {
        MFAS_CAN_CHOOSE: JSON.stringify(factors),
      });
    }
    const [factor] = factors;
    if (factor) return mfaChallenge(id, session, factor);
    if (user.mustSetUpMfa) {
      return challenge(id, session, 'MFA_SETUP', {
        MFAS_CAN_SETUP: JSON.stringify(['SOFTWARE_TOKEN_MFA']),
      });
    }
    if (session.flow === 'CUSTOM_AUTH' && user.hasCustomChallenge) {
      return customChallenge(id, session, user);
    }
    return signedIn(id, session);
  }

  function mfaChallenge(id: string, session: AuthSession, factor: MfaName): IdentityAnswer {
    const user = userOf(session);
    if (factor === 'SOFTWARE_TOKEN_MFA') return challenge(id, session, factor, {});
    const phone = user.phoneNumber ?? '';
    return challenge(
      id,
      session,
      factor,
      { CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: maskPhone(phone) },
      { code: send(phone, 'SMS', 'sign-in code') },
    );
  }

  function customChallenge(id: string, session: AuthSession, user: User): IdentityAnswer {
    return challenge(
      id,
      session,
      'CUSTOM_CHALLENGE',
      {
        USERNAME: user.username,
        CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
        CODE_DELIVERY_DESTINATION: maskEmail(user.email),
      },
      { code: send(user.email, 'EMAIL', 'custom challenge') },
    );
  }

  /** The first step of an SRP exchange: B, the salt and a secret block for the client's A. */
  function srpChallenge(
    flow: AuthSession['flow'],
    user: User | undefined,
    userIdForSrp: string,
    clientPublic: string,
    secret: Verifier,
    challengeName: 'PASSWORD_VERIFIER' | 'DEVICE_PASSWORD_VERIFIER',
    extra: Partial<AuthSession> = {},
  ) {
    const ephemeral = createServerEphemeral(secret);
    const secretBlock = bytesToBase64(randomBytes(64));
    const session: Omit<AuthSession, 'expires'> = {
      flow,
      username: user?.username,
      userIdForSrp,
      challenge: challengeName,
      srp: { ephemeral, secretBlock, clientPublic },
      ...extra,
    };
    return {
      session,
      parameters: {
        SALT: secret.salt,
        SRP_B: ephemeral.public,
        SECRET_BLOCK: secretBlock,
        USERNAME: userIdForSrp,
        USER_ID_FOR_SRP: userIdForSrp,
      },
    };
  }

  /** Whether the client's PASSWORD_CLAIM_SIGNATURE proves it knows the secret behind `secret`. */
  function claimHolds(
    session: AuthSession,
    answers: Record<string, string | null | undefined>,
    secret: Verifier,
    keyPool: string,
    keyUser: string,
  ): boolean {
    const { srp } = session;
    const signature = answers.PASSWORD_CLAIM_SIGNATURE;
    const timestamp = answers.TIMESTAMP;
    if (!srp || !signature || !timestamp) return false;
    if (answers.PASSWORD_CLAIM_SECRET_BLOCK !== srp.secretBlock) return false;
    const key = sessionKey(srp.clientPublic, secret, srp.ephemeral);
    if (!key) return false;
    const expected = claimSignature(key, keyPool, keyUser, srp.secretBlock, timestamp);
    return constantTimeEqual(expected, signature);
  }

  /** A never-matching verifier for unknown users, so that they fail exactly as a wrong password. */
  function decoy(name: string): Verifier {
    return createVerifier(poolName, name, bytesToHex(randomBytes(16)));
  }

  function initiateAuth(body: Record<string, unknown>): IdentityAnswer {
    checkClient(body);
    const flow = text(body, 'AuthFlow');
    const auth = parameters(body.AuthParameters);
    if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') return refresh(auth);
    if (flow !== 'USER_SRP_AUTH' && flow !== 'CUSTOM_AUTH') {
      throw new IdentityError(
        'InvalidParameterException',
        `${flow} flow not enabled for this client`,
      );
    }
    const name = auth.USERNAME;
    if (!name) throw missing('USERNAME');
    const user = findUser(name);
    if (user?.forgetsDevices) {
      for (const [key, device] of devices) {
        if (device.username === user.username) devices.delete(key);
      }
    }
    if (user?.status === 'RESET_REQUIRED') {
      throw new IdentityError(
        'PasswordResetRequiredException',
        'Password reset required for the user',
      );
    }
    const clientPublic = auth.SRP_A;
    if (clientPublic && !isHex(clientPublic)) {
      throw new IdentityError('InvalidParameterException', 'Invalid SRP_A.');
    }
    if (!clientPublic) {
      if (flow === 'CUSTOM_AUTH' && user?.hasCustomChallenge && user.status === 'CONFIRMED') {
        const session: AuthSession = {
          flow,
          username: user.username,
          userIdForSrp: user.username,
          expires: 0,
          challenge: 'CUSTOM_CHALLENGE',
        };
        return customChallenge('', session, user);
      }
      throw missing('SRP_A');
    }
    const userIdForSrp = user?.username ?? name;
    const { session, parameters: challengeParameters } = srpChallenge(
      flow,
      user,
      userIdForSrp,
      clientPublic,
      user ? verifierOf(user) : decoy(name),
      'PASSWORD_VERIFIER',
    );
    return {
      status: 200,
      body: {
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeParameters: challengeParameters,
        Session: startSession(session),
      },
    };
  }

  function refresh(auth: Record<string, string | null | undefined>): IdentityAnswer {
    const token = auth.REFRESH_TOKEN;
    if (!token) throw missing('REFRESH_TOKEN');
    const grant = refreshGrants.get(token);
    if (!grant || grant.expires < now()) {
      throw new IdentityError('NotAuthorizedException', 'Invalid Refresh Token');
    }
    const user = users.get(grant.username);
    if (!user || grant.revoked || revokedOrigins.has(grant.originJti)) {
      throw new IdentityError('NotAuthorizedException', 'Refresh Token has been revoked');
    }
    const { tokens } = issueTokens(
      user,
      { authTime: grant.authTime, deviceKey: grant.deviceKey },
      grant.originJti,
    );
    return { status: 200, body: { ChallengeParameters: {}, AuthenticationResult: tokens } };
  }

  function respondToAuthChallenge(body: Record<string, unknown>): IdentityAnswer {
    checkClient(body);
    const name = text(body, 'ChallengeName');
    const answers = parameters(body.ChallengeResponses);
    switch (name) {
      case 'PASSWORD_VERIFIER':
        return passwordVerifier(body, answers);
      case 'NEW_PASSWORD_REQUIRED': {
        const { id, session } = sessionAt(body, 'NEW_PASSWORD_REQUIRED');
        const user = userOf(session);
        const password = answers.NEW_PASSWORD;
        if (!password) throw missing('NEW_PASSWORD');
        setPassword(user, password);
        return afterPassword(id, session);
      }
      case 'SELECT_MFA_TYPE': {
        const { id, session } = sessionAt(body, 'SELECT_MFA_TYPE');
        const answer = answers.ANSWER;
        if (answer !== 'SMS_MFA' && answer !== 'SOFTWARE_TOKEN_MFA') {
          throw new IdentityError('InvalidParameterException', 'Invalid MFA type.');
        }
        return mfaChallenge(id, session, answer);
      }
      case 'SMS_MFA': {
        const { id, session } = sessionAt(body, 'SMS_MFA');
        if (!session.code || answers.SMS_MFA_CODE?.trim() !== session.code) throw codeMismatch();
        return signedIn(id, session);
      }
      case 'SOFTWARE_TOKEN_MFA': {
        const { id, session } = sessionAt(body, 'SOFTWARE_TOKEN_MFA');
        const secret = userOf(session).totpSecret;
        const code = answers.SOFTWARE_TOKEN_MFA_CODE ?? '';
        if (!secret || !totpAccepts(secret, code, now())) throw codeMismatch();
        return signedIn(id, session);
      }
      case 'MFA_SETUP': {
        const { id, session } = sessionAt(body, 'MFA_SETUP');
        if (!session.totpVerified || !session.pendingTotpSecret) {
          throw new IdentityError('InvalidParameterException', 'MFA is not set up yet.');
        }
        const user = userOf(session);
        user.totpSecret = session.pendingTotpSecret;
        user.mustSetUpMfa = false;
        return signedIn(id, session);
      }
      case 'CUSTOM_CHALLENGE': {
        const { id, session } = sessionAt(body, 'CUSTOM_CHALLENGE');
        if (!session.code || answers.ANSWER?.trim() !== session.code) throw wrongPassword();
        return signedIn(id, session);
      }
      case 'DEVICE_SRP_AUTH':
        return deviceSrpAuth(body, answers);
      case 'DEVICE_PASSWORD_VERIFIER': {
        const { id, session } = sessionAt(body, 'DEVICE_PASSWORD_VERIFIER');
        const device = session.deviceKey ? devices.get(session.deviceKey) : undefined;
        if (!device?.secret) throw unknownDevice();
        if (!claimHolds(session, answers, device.secret, device.groupKey, device.key)) {
          throw wrongPassword();
        }
        return signedIn(id, session);
      }
      default:
        throw new IdentityError('InvalidParameterException', `Unknown challenge ${name}.`);
    }
  }

  function codeMismatch() {
    return new IdentityError('CodeMismatchException', 'Invalid code or auth state for the user.');
  }

  function passwordVerifier(
    body: Record<string, unknown>,
    answers: Record<string, string | null | undefined>,
  ): IdentityAnswer {
    const { id, session } = sessionAt(body, 'PASSWORD_VERIFIER');
    const user = session.username === undefined ? undefined : users.get(session.username);
    const attempts = attemptsOf(user, session.userIdForSrp);
    if (attempts.lockedUntil !== undefined && attempts.lockedUntil > now()) {
      throw new IdentityError('NotAuthorizedException', 'Password attempts exceeded');
    }
    // A device the client remembers but the provider does not: the SDK forgets it and answers
    // again with the same session (so the session is kept).
    const deviceKey = answers.DEVICE_KEY ?? undefined;
    if (deviceKey) {
      const device = devices.get(deviceKey);
      if (!device || device.username !== user?.username) throw unknownDevice();
    }
    if (!user || !claimHolds(session, answers, verifierOf(user), poolName, user.username)) {
      sessions.delete(id);
      attempts.failedAttempts += 1;
      if (attempts.failedAttempts >= MAX_PASSWORD_ATTEMPTS) {
        attempts.lockedUntil = now() + LOCKOUT_MS;
        attempts.failedAttempts = 0;
        throw new IdentityError('NotAuthorizedException', 'Password attempts exceeded');
      }
      throw wrongPassword();
    }
    user.failedAttempts = 0;
    user.lockedUntil = undefined;
    session.deviceKey = deviceKey;
    return afterPassword(id, session);
  }

  function deviceSrpAuth(
    body: Record<string, unknown>,
    answers: Record<string, string | null | undefined>,
  ): IdentityAnswer {
    const { id, session } = sessionAt(body, 'DEVICE_SRP_AUTH');
    const deviceKey = answers.DEVICE_KEY;
    const device = deviceKey ? devices.get(deviceKey) : undefined;
    if (!device?.secret || device.username !== session.username) throw unknownDevice();
    const clientPublic = answers.SRP_A;
    if (!clientPublic) throw missing('SRP_A');
    if (!isHex(clientPublic))
      throw new IdentityError('InvalidParameterException', 'Invalid SRP_A.');
    const next = srpChallenge(
      session.flow,
      userOf(session),
      session.userIdForSrp,
      clientPublic,
      device.secret,
      'DEVICE_PASSWORD_VERIFIER',
      { deviceKey: device.key, authTime: session.authTime },
    );
    sessions.delete(id);
    return {
      status: 200,
      body: {
        ChallengeName: 'DEVICE_PASSWORD_VERIFIER',
        ChallengeParameters: { ...next.parameters, DEVICE_KEY: device.key },
        Session: startSession(next.session),
      },
    };
  }

  function setPassword(user: User, password: string) {
    const failure = passwordPolicyFailure(password);
    if (failure) throw new IdentityError('InvalidPasswordException', failure);
    user.password = createVerifier(poolName, user.username, password);
    user.status = 'CONFIRMED';
    user.failedAttempts = 0;
    user.lockedUntil = undefined;
  }

  /** The user an access token belongs to, if it is valid, unexpired and not revoked. */
  function userOfAccessToken(body: Record<string, unknown>): { user: User; claims: Claims } {
    const claims = verifyJwt(tokenKey, text(body, 'AccessToken'));
    if (!claims || claims.token_use !== 'access' || typeof claims.username !== 'string') {
      throw new IdentityError('NotAuthorizedException', 'Invalid Access Token');
    }
    if (typeof claims.exp !== 'number' || claims.exp <= seconds()) {
      throw new IdentityError('NotAuthorizedException', 'Access Token has expired');
    }
    const user = users.get(claims.username);
    if (!user || revokedOrigins.has(String(claims.origin_jti))) {
      throw new IdentityError('NotAuthorizedException', 'Access Token has been revoked');
    }
    return { user, claims };
  }

  function deviceOf(user: User, body: Record<string, unknown>): Device {
    const device = devices.get(text(body, 'DeviceKey'));
    if (!device || device.username !== user.username) throw unknownDevice();
    return device;
  }

  function userAttributes(user: User) {
    return [
      { Name: 'sub', Value: user.username },
      { Name: 'email', Value: user.email },
      { Name: 'email_verified', Value: 'true' },
      ...(user.phoneNumber
        ? [
            { Name: 'phone_number', Value: user.phoneNumber },
            { Name: 'phone_number_verified', Value: 'true' },
          ]
        : []),
    ];
  }

  const operations: Record<string, (body: Record<string, unknown>) => IdentityAnswer> = {
    InitiateAuth: initiateAuth,
    RespondToAuthChallenge: respondToAuthChallenge,
    AssociateSoftwareToken(body) {
      const secret = newTotpSecret();
      if (typeof body.AccessToken === 'string') {
        const { user } = userOfAccessToken(body);
        pendingSecrets.set(user.username, secret);
        return { status: 200, body: { SecretCode: secret } };
      }
      const { id, session } = sessionAt(body, 'MFA_SETUP');
      sessions.delete(id);
      const next = startSession({ ...session, pendingTotpSecret: secret, totpVerified: false });
      return { status: 200, body: { SecretCode: secret, Session: next } };
    },
    VerifySoftwareToken(body) {
      const code = text(body, 'UserCode');
      const mismatch = new IdentityError(
        'EnableSoftwareTokenMFAException',
        'Code mismatch and fail enable Software Token MFA',
      );
      if (typeof body.AccessToken === 'string') {
        const { user } = userOfAccessToken(body);
        const secret = pendingSecrets.get(user.username);
        if (!secret || !totpAccepts(secret, code, now())) throw mismatch;
        pendingSecrets.delete(user.username);
        user.totpSecret = secret;
        user.mustSetUpMfa = false;
        return { status: 200, body: { Status: 'SUCCESS' } };
      }
      const { id, session } = sessionAt(body, 'MFA_SETUP');
      const secret = session.pendingTotpSecret;
      if (!secret || !totpAccepts(secret, code, now())) throw mismatch;
      sessions.delete(id);
      const next = startSession({ ...session, totpVerified: true });
      return { status: 200, body: { Status: 'SUCCESS', Session: next } };
    },
    ConfirmDevice(body) {
      const { user } = userOfAccessToken(body);
      const device = deviceOf(user, body);
      const config = parameters(body.DeviceSecretVerifierConfig);
      if (!isBase64(config.PasswordVerifier) || !isBase64(config.Salt)) {
        throw missing('DeviceSecretVerifierConfig');
      }
      device.secret = {
        salt: bytesToHex(base64ToBytes(config.Salt)),
        verifier: bytesToHex(base64ToBytes(config.PasswordVerifier)),
      };
      device.name = typeof body.DeviceName === 'string' ? body.DeviceName : undefined;
      // The pool remembers devices when the user opts in (UpdateDeviceStatus).
      return { status: 200, body: { UserConfirmationNecessary: true } };
    },
    UpdateDeviceStatus(body) {
      const { user } = userOfAccessToken(body);
      const device = deviceOf(user, body);
      device.remembered = body.DeviceRememberedStatus === 'remembered';
      return { status: 200, body: {} };
    },
    ForgetDevice(body) {
      const { user } = userOfAccessToken(body);
      devices.delete(deviceOf(user, body).key);
      return { status: 200, body: {} };
    },
    ForgotPassword(body) {
      checkClient(body);
      const name = text(body, 'Username');
      const user = findUser(name);
      const destination = maskEmail(user?.email ?? (name.includes('@') ? name : `${name}@x`));
      if (user) {
        user.resetCode = {
          code: send(user.email, 'EMAIL', 'password reset'),
          expires: now() + RESET_CODE_MS,
        };
      }
      // The same answer for an unknown user (the pool prevents user-existence errors).
      return {
        status: 200,
        body: {
          CodeDeliveryDetails: {
            Destination: destination,
            DeliveryMedium: 'EMAIL',
            AttributeName: 'email',
          },
        },
      };
    },
    ConfirmForgotPassword(body) {
      checkClient(body);
      const user = findUser(text(body, 'Username'));
      const code = text(body, 'ConfirmationCode');
      const password = text(body, 'Password');
      const reset = user?.resetCode;
      if (!user || !reset || reset.code !== code.trim()) {
        throw new IdentityError(
          'CodeMismatchException',
          'Invalid verification code provided, please try again.',
        );
      }
      if (reset.expires < now()) {
        throw new IdentityError(
          'ExpiredCodeException',
          'Invalid code provided, please request a code again.',
        );
      }
      setPassword(user, password);
      user.resetCode = undefined;
      return { status: 200, body: {} };
    },
    ChangePassword(body) {
      const { user } = userOfAccessToken(body);
      const previous = text(body, 'PreviousPassword');
      if (!verifierMatches(poolName, user.username, previous, verifierOf(user))) {
        throw wrongPassword();
      }
      setPassword(user, text(body, 'ProposedPassword'));
      return { status: 200, body: {} };
    },
    GetUser(body) {
      const { user } = userOfAccessToken(body);
      const factors = [
        ...(user.hasSms ? ['SMS_MFA'] : []),
        ...(user.totpSecret ? ['SOFTWARE_TOKEN_MFA'] : []),
      ];
      return {
        status: 200,
        body: {
          Username: user.username,
          UserAttributes: userAttributes(user),
          ...(factors.length > 0 && {
            UserMFASettingList: factors,
            PreferredMfaSetting: factors[0],
          }),
        },
      };
    },
    GlobalSignOut(body) {
      const { user } = userOfAccessToken(body);
      for (const grant of refreshGrants.values()) {
        if (grant.username !== user.username) continue;
        grant.revoked = true;
        revokedOrigins.add(grant.originJti);
      }
      return { status: 200, body: {} };
    },
    RevokeToken(body) {
      checkClient(body);
      const grant = refreshGrants.get(text(body, 'Token'));
      if (grant) {
        grant.revoked = true;
        revokedOrigins.add(grant.originJti);
      }
      return { status: 200, body: {} };
    },
  };
  /**
   * `operation` with the store's remembered devices (another page of the browser may have
   * remembered or forgotten one since); those it remembered or forgot are then stored. The
   * devices offered, confirmed or not remembered stay in this pool's memory only: their keys are
   * in the page's memory only too (app/src/login/deviceStorage.ts).
   */
  function withStoredDevices(operation: () => IdentityAnswer): IdentityAnswer {
    const store = options.deviceStore;
    if (!store) return operation();
    const remembered = () => [...devices.values()].filter((device) => device.remembered);
    for (const device of remembered()) devices.delete(device.key);
    for (const device of store.load()) devices.set(device.key, { ...device });
    const before = JSON.stringify(remembered());
    try {
      return operation();
    } finally {
      const after = remembered();
      if (JSON.stringify(after) !== before) store.save(after);
    }
  }

  return {
    handle(action, body) {
      const operation = Object.hasOwn(operations, action) ? operations[action] : undefined;
      if (!operation) return { status: 400, body: { __type: 'UnknownOperationException' } };
      try {
        return withStoredDevices(() => operation(parameters(body)));
      } catch (error) {
        if (!(error instanceof IdentityError)) throw error;
        return { status: 400, body: { __type: error.type, message: error.message } };
      }
    },
    messagesTo(address) {
      const wanted = address.trim().toLowerCase();
      return messages.filter((message) => message.to.toLowerCase() === wanted);
    },
    get messages() {
      return messages;
    },
  };
}
