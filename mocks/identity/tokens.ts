/**
 * The mocked user pool's tokens: the id and access tokens and the refresh grant at the end of a
 * sign-in (with a new device to confirm), their refresh, the user an access token names, and the
 * operations on a signed-in user's tokens (GetUser, GlobalSignOut, RevokeToken).
 */
import { signJwt, verifyJwt, type Claims } from './jwt.ts';
import {
  REFRESH_TOKEN_MS,
  TOKEN_SECONDS,
  type AuthSession,
  type Device,
  type IdentityAnswer,
  type Parameters,
  type RequestBody,
  type User,
} from './model.ts';
import type { Operation, UserPool } from './pool.ts';
import { IdentityError, missing, randomId, randomUuid, text } from './requests.ts';

function issueTokens(
  pool: UserPool,
  user: User,
  { authTime, deviceKey }: { authTime: number; deviceKey?: string },
  originJti = randomUuid(),
) {
  const iat = pool.seconds();
  const common = {
    sub: user.username,
    iss: pool.issuer,
    origin_jti: originJti,
    event_id: randomUuid(),
    auth_time: authTime,
    iat,
    exp: iat + TOKEN_SECONDS,
  };
  const idClaims: Claims = {
    ...common,
    aud: pool.clientId,
    token_use: 'id',
    'cognito:username': user.username,
    email: user.email,
    email_verified: true,
    phone_number: user.phoneNumber,
    jti: randomUuid(),
  };
  const accessClaims: Claims = {
    ...common,
    client_id: pool.clientId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    username: user.username,
    device_key: deviceKey,
    jti: randomUuid(),
  };
  return {
    originJti,
    tokens: {
      AccessToken: signJwt(pool.tokenKey, accessClaims),
      IdToken: signJwt(pool.tokenKey, idClaims),
      ExpiresIn: TOKEN_SECONDS,
      TokenType: 'Bearer',
    },
  };
}

/** The end of a sign-in: tokens, and a new device to confirm when none was recognised. */
export function signedIn(pool: UserPool, id: string, session: AuthSession): IdentityAnswer {
  pool.sessions.delete(id);
  const user = pool.userOf(session);
  user.failedAttempts = 0;
  const known = session.deviceKey ? pool.devices.get(session.deviceKey) : undefined;
  const authTime = session.authTime ?? pool.seconds();
  let newDevice: Device | undefined;
  if (!known) {
    newDevice = {
      key: `${pool.region}_${randomUuid()}`,
      groupKey: `-${randomId(9)}`,
      username: user.username,
      remembered: false,
    };
    pool.devices.set(newDevice.key, newDevice);
  }
  const deviceKey = known?.key ?? newDevice?.key;
  const { originJti, tokens } = issueTokens(pool, user, { authTime, deviceKey });
  const refreshToken = randomId(96);
  pool.refreshGrants.set(refreshToken, {
    username: user.username,
    originJti,
    deviceKey,
    authTime,
    expires: pool.now() + REFRESH_TOKEN_MS,
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

/** REFRESH_TOKEN_AUTH: new id and access tokens for a refresh token that still holds. */
export function refresh(pool: UserPool, auth: Parameters): IdentityAnswer {
  const token = auth.REFRESH_TOKEN;
  if (!token) throw missing('REFRESH_TOKEN');
  const grant = pool.refreshGrants.get(token);
  if (!grant || grant.expires < pool.now()) {
    throw new IdentityError('NotAuthorizedException', 'Invalid Refresh Token');
  }
  const user = pool.users.get(grant.username);
  if (!user || grant.revoked || pool.revokedOrigins.has(grant.originJti)) {
    throw new IdentityError('NotAuthorizedException', 'Refresh Token has been revoked');
  }
  const { tokens } = issueTokens(
    pool,
    user,
    { authTime: grant.authTime, deviceKey: grant.deviceKey },
    grant.originJti,
  );
  return { status: 200, body: { ChallengeParameters: {}, AuthenticationResult: tokens } };
}

/** The user an access token belongs to, if it is valid, unexpired and not revoked. */
export function userOfAccessToken(
  pool: UserPool,
  body: RequestBody,
): { user: User; claims: Claims } {
  const claims = verifyJwt(pool.tokenKey, text(body, 'AccessToken'));
  if (!claims || claims.token_use !== 'access' || typeof claims.username !== 'string') {
    throw new IdentityError('NotAuthorizedException', 'Invalid Access Token');
  }
  if (typeof claims.exp !== 'number' || claims.exp <= pool.seconds()) {
    throw new IdentityError('NotAuthorizedException', 'Access Token has expired');
  }
  const user = pool.users.get(claims.username);
  if (!user || pool.revokedOrigins.has(String(claims.origin_jti))) {
    throw new IdentityError('NotAuthorizedException', 'Access Token has been revoked');
  }
  return { user, claims };
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

/** The operations on a signed-in user and their tokens. */
export const tokenOperations: Record<string, Operation> = {
  GetUser(pool, body) {
    const { user } = userOfAccessToken(pool, body);
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
  GlobalSignOut(pool, body) {
    const { user } = userOfAccessToken(pool, body);
    for (const grant of pool.refreshGrants.values()) {
      if (grant.username !== user.username) continue;
      grant.revoked = true;
      pool.revokedOrigins.add(grant.originJti);
    }
    return { status: 200, body: {} };
  },
  RevokeToken(pool, body) {
    pool.checkClient(body);
    const grant = pool.refreshGrants.get(text(body, 'Token'));
    if (grant) {
      grant.revoked = true;
      pool.revokedOrigins.add(grant.originJti);
    }
    return { status: 200, body: {} };
  },
};
