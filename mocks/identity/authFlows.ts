/**
 * The mocked user pool's sign-in: InitiateAuth (USER_SRP_AUTH, CUSTOM_AUTH and the refresh) and
 * RespondToAuthChallenge, with a real SRP-6a check of the password and of a remembered device's
 * secret (srp.ts), the count of wrong passwords and the lock-out after them.
 */
import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import { afterPassword, customChallenge, mfaChallenge } from './challenges.ts';
import {
  LOCKOUT_MS,
  MAX_PASSWORD_ATTEMPTS,
  type AuthSession,
  type IdentityAnswer,
  type Parameters,
  type User,
} from './model.ts';
import { setPassword } from './passwordReset.ts';
import type { Operation, UserPool } from './pool.ts';
import {
  IdentityError,
  codeMismatch,
  isHex,
  missing,
  parameters,
  text,
  unknownDevice,
  wrongPassword,
} from './requests.ts';
import {
  bytesToBase64,
  claimSignature,
  constantTimeEqual,
  createServerEphemeral,
  createVerifier,
  sessionKey,
  type Verifier,
} from './srp.ts';
import { refresh, signedIn } from './tokens.ts';
import { totpAccepts } from './totp.ts';

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
  answers: Parameters,
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
function decoy(pool: UserPool, name: string): Verifier {
  return createVerifier(pool.poolName, name, bytesToHex(randomBytes(16)));
}

const initiateAuth: Operation = (pool, body) => {
  pool.checkClient(body);
  const flow = text(body, 'AuthFlow');
  const auth = parameters(body.AuthParameters);
  if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') return refresh(pool, auth);
  if (flow !== 'USER_SRP_AUTH' && flow !== 'CUSTOM_AUTH') {
    throw new IdentityError(
      'InvalidParameterException',
      `${flow} flow not enabled for this client`,
    );
  }
  const name = auth.USERNAME;
  if (!name) throw missing('USERNAME');
  const user = pool.findUser(name);
  if (user?.forgetsDevices) {
    for (const [key, device] of pool.devices) {
      if (device.username === user.username) pool.devices.delete(key);
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
      return customChallenge(pool, '', session, user);
    }
    throw missing('SRP_A');
  }
  const userIdForSrp = user?.username ?? name;
  const { session, parameters: challengeParameters } = srpChallenge(
    flow,
    user,
    userIdForSrp,
    clientPublic,
    user ? pool.verifierOf(user) : decoy(pool, name),
    'PASSWORD_VERIFIER',
  );
  return {
    status: 200,
    body: {
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeParameters: challengeParameters,
      Session: pool.startSession(session),
    },
  };
};

function passwordVerifier(pool: UserPool, body: Record<string, unknown>, answers: Parameters) {
  const { id, session } = pool.sessionAt(body, 'PASSWORD_VERIFIER');
  const user = session.username === undefined ? undefined : pool.users.get(session.username);
  const attempts = pool.attemptsOf(user, session.userIdForSrp);
  if (attempts.lockedUntil !== undefined && attempts.lockedUntil > pool.now()) {
    throw new IdentityError('NotAuthorizedException', 'Password attempts exceeded');
  }
  // A device the client remembers but the provider does not: the SDK forgets it and answers
  // again with the same session (so the session is kept).
  const deviceKey = answers.DEVICE_KEY ?? undefined;
  if (deviceKey) {
    const device = pool.devices.get(deviceKey);
    if (!device || device.username !== user?.username) throw unknownDevice();
  }
  if (!user || !claimHolds(session, answers, pool.verifierOf(user), pool.poolName, user.username)) {
    pool.sessions.delete(id);
    attempts.failedAttempts += 1;
    if (attempts.failedAttempts >= MAX_PASSWORD_ATTEMPTS) {
      attempts.lockedUntil = pool.now() + LOCKOUT_MS;
      attempts.failedAttempts = 0;
      throw new IdentityError('NotAuthorizedException', 'Password attempts exceeded');
    }
    throw wrongPassword();
  }
  user.failedAttempts = 0;
  user.lockedUntil = undefined;
  session.deviceKey = deviceKey;
  return afterPassword(pool, id, session);
}

function deviceSrpAuth(
  pool: UserPool,
  body: Record<string, unknown>,
  answers: Parameters,
): IdentityAnswer {
  const { id, session } = pool.sessionAt(body, 'DEVICE_SRP_AUTH');
  const deviceKey = answers.DEVICE_KEY;
  const device = deviceKey ? pool.devices.get(deviceKey) : undefined;
  if (!device?.secret || device.username !== session.username) throw unknownDevice();
  const clientPublic = answers.SRP_A;
  if (!clientPublic) throw missing('SRP_A');
  if (!isHex(clientPublic)) throw new IdentityError('InvalidParameterException', 'Invalid SRP_A.');
  const next = srpChallenge(
    session.flow,
    pool.userOf(session),
    session.userIdForSrp,
    clientPublic,
    device.secret,
    'DEVICE_PASSWORD_VERIFIER',
    { deviceKey: device.key, authTime: session.authTime },
  );
  pool.sessions.delete(id);
  return {
    status: 200,
    body: {
      ChallengeName: 'DEVICE_PASSWORD_VERIFIER',
      ChallengeParameters: { ...next.parameters, DEVICE_KEY: device.key },
      Session: pool.startSession(next.session),
    },
  };
}

const respondToAuthChallenge: Operation = (pool, body) => {
  pool.checkClient(body);
  const name = text(body, 'ChallengeName');
  const answers = parameters(body.ChallengeResponses);
  switch (name) {
    case 'PASSWORD_VERIFIER':
      return passwordVerifier(pool, body, answers);
    case 'NEW_PASSWORD_REQUIRED': {
      const { id, session } = pool.sessionAt(body, 'NEW_PASSWORD_REQUIRED');
      const user = pool.userOf(session);
      const password = answers.NEW_PASSWORD;
      if (!password) throw missing('NEW_PASSWORD');
      setPassword(pool, user, password);
      return afterPassword(pool, id, session);
    }
    case 'SELECT_MFA_TYPE': {
      const { id, session } = pool.sessionAt(body, 'SELECT_MFA_TYPE');
      const answer = answers.ANSWER;
      if (answer !== 'SMS_MFA' && answer !== 'SOFTWARE_TOKEN_MFA') {
        throw new IdentityError('InvalidParameterException', 'Invalid MFA type.');
      }
      return mfaChallenge(pool, id, session, answer);
    }
    case 'SMS_MFA': {
      const { id, session } = pool.sessionAt(body, 'SMS_MFA');
      if (!session.code || answers.SMS_MFA_CODE?.trim() !== session.code) throw codeMismatch();
      return signedIn(pool, id, session);
    }
    case 'SOFTWARE_TOKEN_MFA': {
      const { id, session } = pool.sessionAt(body, 'SOFTWARE_TOKEN_MFA');
      const secret = pool.userOf(session).totpSecret;
      const code = answers.SOFTWARE_TOKEN_MFA_CODE ?? '';
      if (!secret || !totpAccepts(secret, code, pool.now())) throw codeMismatch();
      return signedIn(pool, id, session);
    }
    case 'MFA_SETUP': {
      const { id, session } = pool.sessionAt(body, 'MFA_SETUP');
      if (!session.totpVerified || !session.pendingTotpSecret) {
        throw new IdentityError('InvalidParameterException', 'MFA is not set up yet.');
      }
      const user = pool.userOf(session);
      user.totpSecret = session.pendingTotpSecret;
      user.mustSetUpMfa = false;
      return signedIn(pool, id, session);
    }
    case 'CUSTOM_CHALLENGE': {
      const { id, session } = pool.sessionAt(body, 'CUSTOM_CHALLENGE');
      if (!session.code || answers.ANSWER?.trim() !== session.code) throw wrongPassword();
      return signedIn(pool, id, session);
    }
    case 'DEVICE_SRP_AUTH':
      return deviceSrpAuth(pool, body, answers);
    case 'DEVICE_PASSWORD_VERIFIER': {
      const { id, session } = pool.sessionAt(body, 'DEVICE_PASSWORD_VERIFIER');
      const device = session.deviceKey ? pool.devices.get(session.deviceKey) : undefined;
      if (!device?.secret) throw unknownDevice();
      if (!claimHolds(session, answers, device.secret, device.groupKey, device.key)) {
        throw wrongPassword();
      }
      return signedIn(pool, id, session);
    }
    default:
      throw new IdentityError('InvalidParameterException', `Unknown challenge ${name}.`);
  }
};

/** The sign-in's two operations. */
export const authFlows: Record<string, Operation> = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
};
