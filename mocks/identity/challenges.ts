/**
 * The mocked user pool's challenges after the password: a remembered device, a second factor
 * (SMS or authenticator code, or a choice of them), setting up an authenticator app, a custom
 * challenge by e-mail; and the authenticator's setup operations (AssociateSoftwareToken,
 * VerifySoftwareToken), in a sign-in or for a signed-in user.
 */
import type { AuthSession, IdentityAnswer, MfaName, User } from './model.ts';
import type { Operation, UserPool } from './pool.ts';
import { IdentityError, maskEmail, maskPhone, text } from './requests.ts';
import { signedIn, userOfAccessToken } from './tokens.ts';
import { newTotpSecret, totpAccepts } from './totp.ts';

/** After the password (or a new one): a remembered device, a second factor, a custom challenge, or done. */
export function afterPassword(pool: UserPool, id: string, session: AuthSession): IdentityAnswer {
  const user = pool.userOf(session);
  session.authTime = pool.seconds();
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    return pool.challenge(id, session, 'NEW_PASSWORD_REQUIRED', {
      userAttributes: JSON.stringify({ email_verified: 'true', email: user.email }),
      requiredAttributes: '[]',
    });
  }
  const device = session.deviceKey ? pool.devices.get(session.deviceKey) : undefined;
  if (device?.secret && device.remembered && device.username === user.username) {
    return pool.challenge(id, session, 'DEVICE_SRP_AUTH', {});
  }
  const factors: MfaName[] = [
    ...(user.hasSms ? (['SMS_MFA'] as const) : []),
    ...(user.totpSecret ? (['SOFTWARE_TOKEN_MFA'] as const) : []),
  ];
  if (factors.length > 1) {
    return pool.challenge(id, session, 'SELECT_MFA_TYPE', {
      MFAS_CAN_CHOOSE: JSON.stringify(factors),
    });
  }
  const [factor] = factors;
  if (factor) return mfaChallenge(pool, id, session, factor);
  if (user.mustSetUpMfa) {
    return pool.challenge(id, session, 'MFA_SETUP', {
      MFAS_CAN_SETUP: JSON.stringify(['SOFTWARE_TOKEN_MFA']),
    });
  }
  if (session.flow === 'CUSTOM_AUTH' && user.hasCustomChallenge) {
    return customChallenge(pool, id, session, user);
  }
  return signedIn(pool, id, session);
}

export function mfaChallenge(
  pool: UserPool,
  id: string,
  session: AuthSession,
  factor: MfaName,
): IdentityAnswer {
  const user = pool.userOf(session);
  if (factor === 'SOFTWARE_TOKEN_MFA') return pool.challenge(id, session, factor, {});
  const phone = user.phoneNumber ?? '';
  return pool.challenge(
    id,
    session,
    factor,
    { CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: maskPhone(phone) },
    { code: pool.send(phone, 'SMS', 'sign-in code') },
  );
}

export function customChallenge(
  pool: UserPool,
  id: string,
  session: AuthSession,
  user: User,
): IdentityAnswer {
  return pool.challenge(
    id,
    session,
    'CUSTOM_CHALLENGE',
    {
      USERNAME: user.username,
      CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
      CODE_DELIVERY_DESTINATION: maskEmail(user.email),
    },
    { code: pool.send(user.email, 'EMAIL', 'custom challenge') },
  );
}

/** Setting up an authenticator app: in a sign-in (MFA_SETUP) or for a signed-in user. */
export const authenticatorOperations: Record<string, Operation> = {
  AssociateSoftwareToken(pool, body) {
    const secret = newTotpSecret();
    if (typeof body.AccessToken === 'string') {
      const { user } = userOfAccessToken(pool, body);
      pool.pendingSecrets.set(user.username, secret);
      return { status: 200, body: { SecretCode: secret } };
    }
    const { id, session } = pool.sessionAt(body, 'MFA_SETUP');
    pool.sessions.delete(id);
    const next = pool.startSession({ ...session, pendingTotpSecret: secret, totpVerified: false });
    return { status: 200, body: { SecretCode: secret, Session: next } };
  },
  VerifySoftwareToken(pool, body) {
    const code = text(body, 'UserCode');
    const mismatch = new IdentityError(
      'EnableSoftwareTokenMFAException',
      'Code mismatch and fail enable Software Token MFA',
    );
    if (typeof body.AccessToken === 'string') {
      const { user } = userOfAccessToken(pool, body);
      const secret = pool.pendingSecrets.get(user.username);
      if (!secret || !totpAccepts(secret, code, pool.now())) throw mismatch;
      pool.pendingSecrets.delete(user.username);
      user.totpSecret = secret;
      user.mustSetUpMfa = false;
      return { status: 200, body: { Status: 'SUCCESS' } };
    }
    const { id, session } = pool.sessionAt(body, 'MFA_SETUP');
    const secret = session.pendingTotpSecret;
    if (!secret || !totpAccepts(secret, code, pool.now())) throw mismatch;
    pool.sessions.delete(id);
    const next = pool.startSession({ ...session, totpVerified: true });
    return { status: 200, body: { Status: 'SUCCESS', Session: next } };
  },
};
