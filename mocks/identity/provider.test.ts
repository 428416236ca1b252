import type { CognitoUserAttribute } from 'amazon-cognito-identity-js';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityPersonas, usernameOf } from './personas.ts';
import { storedDevices } from './deviceStore.ts';
import { LOCKOUT_MS } from './model.ts';
import { createIdentityProvider, type IdentityProvider } from './provider.ts';
import {
  authenticate,
  authenticatorCode,
  call,
  outcome,
  sdkClient,
  step,
  stubFetch,
} from './testing.ts';

const PASSWORD = 'Welkom01!';
/** The SDK's own big-number arithmetic takes a second or more per sign-in on a busy machine. */
const SDK_TIMEOUT = 60_000;

let clock = Date.now();
let provider: IdentityProvider;

beforeEach(() => {
  clock = Date.now();
  provider = createIdentityProvider({ now: () => clock });
  stubFetch(() => provider);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The last code the provider sent to `address`. */
function lastCode(address: string): string {
  const code = provider.messagesTo(address).at(-1)?.code;
  if (!code) throw new Error(`No code sent to ${address}`);
  return code;
}

function personaOf(email: string) {
  const persona = identityPersonas.find((candidate) => candidate.email === email);
  if (!persona) throw new Error(`No persona ${email}`);
  return persona;
}

describe('the secure-remote-password sign-in (USER_SRP_AUTH)', { timeout: SDK_TIMEOUT }, () => {
  it('signs a persona in with the SDK, with JWT-shaped tokens carrying the claims the SDK reads', async () => {
    const email = 'sanne.devries@example.nl';
    const result = await authenticate(sdkClient().user(email), email, PASSWORD);

    expect(result.kind).toBe('signed-in');
    if (result.kind !== 'signed-in') return;
    expect(result.session.isValid()).toBe(true);
    const id = result.session.getIdToken();
    expect(id.getJwtToken().split('.')).toHaveLength(3);
    expect(id.decodePayload()).toMatchObject({
      email,
      token_use: 'id',
      sub: usernameOf(email),
      'cognito:username': usernameOf(email),
    });
    const access = result.session.getAccessToken().decodePayload();
    expect(access).toMatchObject({ token_use: 'access', username: usernameOf(email) });
    expect(access.exp - access.iat).toBe(3600);
    expect(typeof access.auth_time).toBe('number');
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    const client = sdkClient();
    const refused = { code: 'NotAuthorizedException', message: 'Incorrect username or password.' };
    await expect(
      authenticate(
        client.user('sanne.devries@example.nl'),
        'sanne.devries@example.nl',
        'Welkom02!',
      ),
    ).rejects.toMatchObject(refused);
    await expect(
      authenticate(client.user('niemand@example.nl'), 'niemand@example.nl', PASSWORD),
    ).rejects.toMatchObject(refused);
  });

  it('verifies what the SDK signs for any password, and refuses any other password', async () => {
    const persona = { email: 'eigen@example.nl', scenario: 'freelancer', path: 'test' } as const;
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40, unit: 'binary' }),
        fc.string({ minLength: 1, maxLength: 40, unit: 'binary' }),
        async (password, other) => {
          fc.pre(password !== other);
          provider = createIdentityProvider({ personas: [persona], password });
          const client = sdkClient();
          const result = await authenticate(client.user(persona.email), persona.email, password);
          expect(result.kind).toBe('signed-in');
          await expect(
            authenticate(client.user(persona.email), persona.email, other),
          ).rejects.toMatchObject({ code: 'NotAuthorizedException' });
        },
      ),
      { numRuns: 6 },
    );
  });

  it('locks the user out after five wrong passwords in a row, until the lock-out ends', async () => {
    const email = 'm.elamrani@example.nl';
    const client = sdkClient();
    const wrong = () => authenticate(client.user(email), email, 'Verkeerd1!');
    for (let attempt = 1; attempt < 5; attempt += 1) {
      await expect(wrong()).rejects.toMatchObject({
        message: 'Incorrect username or password.',
      });
    }
    const exceeded = { code: 'NotAuthorizedException', message: 'Password attempts exceeded' };
    await expect(wrong()).rejects.toMatchObject(exceeded);
    await expect(authenticate(client.user(email), email, PASSWORD)).rejects.toMatchObject(exceeded);

    clock += LOCKOUT_MS + 1;
    expect((await authenticate(client.user(email), email, PASSWORD)).kind).toBe('signed-in');
  });

  it('locks an unknown address out the same way, with the same messages (no user-existence errors)', async () => {
    const client = sdkClient();
    const answers = async (email: string) => {
      const seen: unknown[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        const failure = await authenticate(client.user(email), email, 'Verkeerd1!').catch(
          (error: { code?: string; message?: string }) => ({
            code: error.code,
            message: error.message,
          }),
        );
        seen.push(failure);
      }
      return seen;
    };
    const known = await answers('m.elamrani@example.nl');
    expect(await answers('niemand.bekend@example.nl')).toEqual(known);
    expect(known.at(-1)).toEqual({
      code: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
  });

  it('answers PasswordResetRequiredException for a user whose password must be reset, and signs them in after the reset', async () => {
    const email = 'wachtwoord-herstellen@example.nl';
    const client = sdkClient();
    const user = client.user(email);
    await expect(authenticate(user, email, PASSWORD)).rejects.toMatchObject({
      code: 'PasswordResetRequiredException',
    });

    const sent = await new Promise((resolve, reject) =>
      user.forgotPassword({
        onSuccess: resolve,
        onFailure: reject,
        inputVerificationCode: resolve,
      }),
    );
    expect(sent).toMatchObject({ CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } });
    await expect(
      outcome((callbacks) => user.confirmPassword('000000x', 'Nieuw01!wachtwoord', callbacks)),
    ).rejects.toMatchObject({ code: 'CodeMismatchException' });
    await expect(
      outcome((callbacks) => user.confirmPassword(lastCode(email), 'kort', callbacks)),
    ).rejects.toMatchObject({ code: 'InvalidPasswordException' });
    await outcome((callbacks) =>
      user.confirmPassword(lastCode(email), 'Nieuw01!wachtwoord', callbacks),
    );

    await expect(authenticate(client.user(email), email, PASSWORD)).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
    const result = await authenticate(client.user(email), email, 'Nieuw01!wachtwoord');
    expect(result.kind).toBe('signed-in');
  });

  it('changes the password: the old one then fails the signature, the new one signs in', async () => {
    const email = 'lotte.jansen@example.nl';
    const client = sdkClient();
    const user = client.user(email);
    await authenticate(user, email, PASSWORD);
    await expect(
      call((callback) => user.changePassword('Welkom02!', 'Anders01!', callback)),
    ).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    await call((callback) => user.changePassword(PASSWORD, 'Anders01!', callback));

    await expect(authenticate(client.user(email), email, PASSWORD)).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
    expect((await authenticate(client.user(email), email, 'Anders01!')).kind).toBe('signed-in');
  });
});

describe('the challenges', { timeout: SDK_TIMEOUT }, () => {
  it('asks a new password (NEW_PASSWORD_REQUIRED) under the password policy', async () => {
    const email = 'nieuw-wachtwoord@example.nl';
    const client = sdkClient();
    const user = client.user(email);
    expect((await authenticate(user, email, PASSWORD)).kind).toBe('new-password');
    await expect(
      step((callbacks) => user.completeNewPasswordChallenge('zonderhoofdletter1!', {}, callbacks)),
    ).rejects.toMatchObject({
      code: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password must have uppercase characters',
    });
    const result = await step((callbacks) =>
      user.completeNewPasswordChallenge('Nieuw01!', {}, callbacks),
    );
    expect(result.kind).toBe('signed-in');
    expect((await authenticate(client.user(email), email, 'Nieuw01!')).kind).toBe('signed-in');
  });

  it('asks the code it sent by SMS (SMS_MFA) and refuses another', async () => {
    const email = 'sms-code@example.nl';
    const phone = personaOf(email).phoneNumber ?? '';
    const user = sdkClient().user(email);
    const challenge = await authenticate(user, email, PASSWORD);
    expect(challenge).toEqual({
      kind: 'sms',
      parameters: expect.objectContaining({
        CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
        CODE_DELIVERY_DESTINATION: '+*******5601',
      }),
    });
    const code = lastCode(phone);
    const other = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await expect(step((callbacks) => user.sendMFACode(other, callbacks))).rejects.toMatchObject({
      code: 'CodeMismatchException',
    });
    expect((await step((callbacks) => user.sendMFACode(code, callbacks))).kind).toBe('signed-in');
  });

  it('asks an authenticator code (SOFTWARE_TOKEN_MFA): the secret’s code now is taken, another secret’s refused', async () => {
    const email = 'authenticator@example.nl';
    const secret = personaOf(email).totpSecret ?? '';
    const user = sdkClient().user(email);
    expect((await authenticate(user, email, PASSWORD)).kind).toBe('totp');
    const foreign = authenticatorCode(personaOf('keuze-factor@example.nl').totpSecret ?? '', clock);
    await expect(
      step((callbacks) => user.sendMFACode(foreign, callbacks, 'SOFTWARE_TOKEN_MFA')),
    ).rejects.toMatchObject({ code: 'CodeMismatchException' });
    const result = await step((callbacks) =>
      user.sendMFACode(authenticatorCode(secret, clock), callbacks, 'SOFTWARE_TOKEN_MFA'),
    );
    expect(result.kind).toBe('signed-in');
  });

  it('lets the user choose the second factor (SELECT_MFA_TYPE)', async () => {
    const email = 'keuze-factor@example.nl';
    const user = sdkClient().user(email);
    const choice = await authenticate(user, email, PASSWORD);
    expect(choice).toEqual({
      kind: 'select-mfa',
      parameters: expect.objectContaining({
        MFAS_CAN_CHOOSE: JSON.stringify(['SMS_MFA', 'SOFTWARE_TOKEN_MFA']),
      }),
    });
    const next = await step((callbacks) =>
      user.sendMFASelectionAnswer('SOFTWARE_TOKEN_MFA', callbacks),
    );
    expect(next.kind).toBe('totp');
    const code = authenticatorCode(personaOf(email).totpSecret ?? '', clock);
    const result = await step((callbacks) =>
      user.sendMFACode(code, callbacks, 'SOFTWARE_TOKEN_MFA'),
    );
    expect(result.kind).toBe('signed-in');
  });

  it('sets up an authenticator app (MFA_SETUP): the secret it shows gives the codes it takes', async () => {
    const email = 'factor-instellen@example.nl';
    const client = sdkClient();
    const user = client.user(email);
    expect((await authenticate(user, email, PASSWORD)).kind).toBe('mfa-setup');
    const secret = await new Promise<string>((resolve, reject) =>
      user.associateSoftwareToken({ associateSecretCode: resolve, onFailure: reject }),
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const code = authenticatorCode(secret, clock);
    await expect(
      outcome((callbacks) =>
        user.verifySoftwareToken(
          String((Number(code) + 500_000) % 1_000_000).padStart(6, '0'),
          'Telefoon',
          callbacks,
        ),
      ),
    ).rejects.toMatchObject({ code: 'EnableSoftwareTokenMFAException' });
    await outcome((callbacks) => user.verifySoftwareToken(code, 'Telefoon', callbacks));

    // From now on the user signs in with that app.
    const again = client.user(email);
    expect((await authenticate(again, email, PASSWORD)).kind).toBe('totp');
    const result = await step((callbacks) =>
      again.sendMFACode(authenticatorCode(secret, clock), callbacks, 'SOFTWARE_TOKEN_MFA'),
    );
    expect(result.kind).toBe('signed-in');
  });

  it('asks a custom challenge after the password in the CUSTOM_AUTH flow: the code it e-mailed', async () => {
    const email = 'extra-vraag@example.nl';
    const user = sdkClient().user(email, 'CUSTOM_AUTH');
    const challenge = await authenticate(user, email, PASSWORD);
    expect(challenge).toEqual({
      kind: 'custom',
      parameters: expect.objectContaining({ CODE_DELIVERY_DESTINATION: 'e***@e***' }),
    });
    await expect(
      step((callbacks) => user.sendCustomChallengeAnswer('fout', callbacks)),
    ).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    const result = await step((callbacks) =>
      user.sendCustomChallengeAnswer(lastCode(email), callbacks),
    );
    expect(result.kind).toBe('signed-in');
  });

  it('still checks the password in the CUSTOM_AUTH flow', async () => {
    const email = 'extra-vraag@example.nl';
    await expect(
      authenticate(sdkClient().user(email, 'CUSTOM_AUTH'), email, 'Welkom02!'),
    ).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    expect(provider.messagesTo(email)).toEqual([]);
  });
});

describe('remembered devices', { timeout: SDK_TIMEOUT }, () => {
  it('remembers a device (ConfirmDevice, UpdateDeviceStatus) and signs in on it by device SRP, without the SMS code', async () => {
    const email = 'apparaat-onthouden@example.nl';
    const phone = personaOf(email).phoneNumber ?? '';
    const client = sdkClient();
    const user = client.user(email);
    expect((await authenticate(user, email, PASSWORD)).kind).toBe('sms');
    const first = await step((callbacks) => user.sendMFACode(lastCode(phone), callbacks));
    expect(first).toMatchObject({ kind: 'signed-in', userConfirmationNecessary: true });
    await outcome((callbacks) => user.setDeviceStatusRemembered(callbacks));
    const sent = provider.messagesTo(phone).length;

    const result = await authenticate(client.user(email), email, PASSWORD);
    expect(result.kind).toBe('signed-in');
    if (result.kind !== 'signed-in') return;
    expect(provider.messagesTo(phone)).toHaveLength(sent);
    expect(result.session.getAccessToken().decodePayload().device_key).toBe(
      client.storage.getItem(
        `CognitoIdentityServiceProvider.pidzportalmock000000000000.${usernameOf(email)}.deviceKey`,
      ),
    );
  });

  it('refuses a device whose secret is not the one it confirmed (the device SRP is checked)', async () => {
    const email = 'sanne.devries@example.nl';
    const client = sdkClient();
    const user = client.user(email);
    await authenticate(user, email, PASSWORD);
    await outcome((callbacks) => user.setDeviceStatusRemembered(callbacks));
    const passwordKey = `CognitoIdentityServiceProvider.pidzportalmock000000000000.${usernameOf(email)}.randomPasswordKey`;
    client.storage.setItem(passwordKey, 'een ander geheim');

    await expect(authenticate(client.user(email), email, PASSWORD)).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
  });

  it('answers ResourceNotFoundException for a device it forgot; the SDK forgets it too and signs in with the password', async () => {
    const email = 'apparaat-vergeten@example.nl';
    const phone = personaOf(email).phoneNumber ?? '';
    const client = sdkClient();
    const user = client.user(email);
    await authenticate(user, email, PASSWORD);
    await step((callbacks) => user.sendMFACode(lastCode(phone), callbacks));
    await outcome((callbacks) => user.setDeviceStatusRemembered(callbacks));
    const keyOfDevice = `CognitoIdentityServiceProvider.pidzportalmock000000000000.${usernameOf(email)}.deviceKey`;
    const forgotten = client.storage.getItem(keyOfDevice) ?? '';

    const next = client.user(email);
    expect((await authenticate(next, email, PASSWORD)).kind).toBe('sms');
    await step((callbacks) => next.sendMFACode(lastCode(phone), callbacks));
    expect(client.storage.getItem(keyOfDevice)).not.toBe(forgotten);
    await expect(
      outcome((callbacks) => user.forgetSpecificDevice(forgotten, callbacks)),
    ).rejects.toMatchObject({
      code: 'ResourceNotFoundException',
      message: 'Device does not exist.',
    });
  });

  /** Signs `email` in with its SMS code; the device is then remembered, or not. */
  async function signInBySms(client: ReturnType<typeof sdkClient>, email: string) {
    const user = client.user(email);
    expect((await authenticate(user, email, PASSWORD)).kind).toBe('sms');
    const phone = personaOf(email).phoneNumber ?? '';
    await step((callbacks) => user.sendMFACode(lastCode(phone), callbacks));
    return user;
  }

  it("asks the second factor again on a device set 'not remembered', and on one forgotten", async () => {
    const email = 'apparaat-onthouden@example.nl';
    const client = sdkClient();
    const first = await signInBySms(client, email);
    await outcome((callbacks) => first.setDeviceStatusRemembered(callbacks));
    await outcome((callbacks) => first.setDeviceStatusNotRemembered(callbacks));
    const second = await signInBySms(client, email);
    await outcome((callbacks) => second.setDeviceStatusRemembered(callbacks));
    await outcome((callbacks) => second.forgetDevice(callbacks));
    await signInBySms(client, email);
  });

  it('knows the devices remembered before in a pool made anew on the same device store (a page load of the in-browser mock)', async () => {
    const email = 'apparaat-onthouden@example.nl';
    const phone = personaOf(email).phoneNumber ?? '';
    const stored = new Map<string, string>();
    const deviceStore = storedDevices({
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    });
    provider = createIdentityProvider({ now: () => clock, deviceStore });
    const client = sdkClient();
    const user = await signInBySms(client, email);
    expect(deviceStore.load()).toEqual([]);
    await outcome((callbacks) => user.setDeviceStatusRemembered(callbacks));
    expect(deviceStore.load()).toHaveLength(1);

    provider = createIdentityProvider({ now: () => clock, deviceStore });
    const again = client.user(email);
    expect((await authenticate(again, email, PASSWORD)).kind).toBe('signed-in');
    expect(provider.messagesTo(phone)).toEqual([]);

    // Not remembered any more: the next pool asks the code again.
    await outcome((callbacks) => again.setDeviceStatusNotRemembered(callbacks));
    expect(deviceStore.load()).toEqual([]);
    provider = createIdentityProvider({ now: () => clock, deviceStore });
    await signInBySms(client, email);
  });
});

describe('the session', { timeout: SDK_TIMEOUT }, () => {
  it('refreshes the tokens (REFRESH_TOKEN_AUTH) until the user signs out everywhere (GlobalSignOut)', async () => {
    const email = 'sessie-verloopt@example.nl';
    const user = sdkClient().user(email);
    const result = await authenticate(user, email, PASSWORD);
    if (result.kind !== 'signed-in') throw new Error('not signed in');
    const refreshToken = result.session.getRefreshToken();
    const refreshed = await call((callback) => user.refreshSession(refreshToken, callback));
    expect(refreshed).toBeDefined();

    const attributes = await call<CognitoUserAttribute[]>((callback) =>
      user.getUserAttributes(callback),
    );
    expect(attributes?.map((attribute) => attribute.getName())).toContain('email');

    await outcome((callbacks) => user.globalSignOut(callbacks));
    const again = sdkClient().user(email);
    await expect(
      call((callback) => again.refreshSession(refreshToken, callback)),
    ).rejects.toMatchObject({ code: 'NotAuthorizedException' });
  });

  it('revokes the refresh token at sign-out (RevokeToken)', async () => {
    const email = 'verversen-geweigerd@example.nl';
    const user = sdkClient().user(email);
    const result = await authenticate(user, email, PASSWORD);
    if (result.kind !== 'signed-in') throw new Error('not signed in');
    const refreshToken = result.session.getRefreshToken();
    await new Promise<void>((resolve) => user.signOut(() => resolve()));

    await expect(
      call((callback) => sdkClient().user(email).refreshSession(refreshToken, callback)),
    ).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });
});

describe('the JSON 1.1 protocol', () => {
  it('answers an unknown operation and a wrong client as Cognito does', () => {
    expect(provider.handle('DeleteEverything', {})).toEqual({
      status: 400,
      body: { __type: 'UnknownOperationException' },
    });
    expect(
      provider.handle('InitiateAuth', {
        ClientId: 'ander',
        AuthFlow: 'USER_SRP_AUTH',
        AuthParameters: { USERNAME: 'sanne.devries@example.nl', SRP_A: 'ab' },
      }),
    ).toEqual({
      status: 400,
      body: {
        __type: 'ResourceNotFoundException',
        message: 'User pool client ander does not exist.',
      },
    });
  });

  it('refuses an SRP_A that is not a number in hex, as a bad parameter', () => {
    expect(
      provider.handle('InitiateAuth', {
        ClientId: 'pidzportalmock000000000000',
        AuthFlow: 'USER_SRP_AUTH',
        AuthParameters: { USERNAME: 'sanne.devries@example.nl', SRP_A: 'geen-getal' },
      }),
    ).toEqual({
      status: 400,
      body: { __type: 'InvalidParameterException', message: 'Invalid SRP_A.' },
    });
  });

  it('does not take a plain password (USER_PASSWORD_AUTH is not enabled)', () => {
    expect(
      provider.handle('InitiateAuth', {
        ClientId: 'pidzportalmock000000000000',
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'sanne.devries@example.nl', PASSWORD },
      }),
    ).toMatchObject({ status: 400, body: { __type: 'InvalidParameterException' } });
  });
});
