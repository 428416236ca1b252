import type * as CognitoSdk from 'amazon-cognito-identity-js';
import type {
  CognitoUserSession,
  IAuthenticationCallback,
  ICognitoStorage,
} from 'amazon-cognito-identity-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meetsPasswordPolicy } from '@pidz/contracts/passwordPolicy';
import { OFFLINE_COPY_KEY } from '../lib/platform/offlineCopy/storage';
import { cognitoSignIn } from './cognito';
import { DeviceStorage } from './deviceStorage';
import { signInErrorText } from './errors';
import { handOverSession, testLoginOutcome, wayBack } from './handOver';
import { loginErrors } from './messages';

/**
 * The SDK's user, scripted: a sign-in with a second step (an SMS code) or without one, ending as
 * the SDK's does on a new device: its keys written to the storage, then `onSuccess` with
 * UserConfirmationNecessary (the pool confirmed the device; remembering it is the user's choice).
 */
const sdk = vi.hoisted(() => ({
  hasSecondStep: false,
  keyPrefix: 'CognitoIdentityServiceProvider.client.user',
}));

vi.mock('amazon-cognito-identity-js', async (importOriginal) => {
  const original = await importOriginal<typeof CognitoSdk>();
  const token = (value: string) => ({ getJwtToken: () => value, getToken: () => value });
  const session = {
    getIdToken: () => token('id'),
    getAccessToken: () => token('access'),
    getRefreshToken: () => token('refresh'),
  } as unknown as CognitoUserSession;
  class ScriptedUser {
    private readonly storage: ICognitoStorage;
    constructor({ Storage }: { Storage: ICognitoStorage }) {
      this.storage = Storage;
    }
    setAuthenticationFlowType() {}
    authenticateUser(_details: unknown, callbacks: IAuthenticationCallback) {
      if (sdk.hasSecondStep) callbacks.mfaRequired?.('SMS_MFA', {});
      else this.signIn(callbacks);
    }
    sendMFACode(_code: string, callbacks: IAuthenticationCallback) {
      this.signIn(callbacks);
    }
    setDeviceStatusRemembered(callbacks: { onSuccess: (result: string) => void }) {
      callbacks.onSuccess('SUCCESS');
    }
    private signIn(callbacks: IAuthenticationCallback) {
      for (const name of ['deviceKey', 'deviceGroupKey', 'randomPasswordKey']) {
        this.storage.setItem(`${sdk.keyPrefix}.${name}`, name);
      }
      callbacks.onSuccess(session, true);
    }
  }
  return { ...original, CognitoUser: ScriptedUser };
});

function failure(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

function memory(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  items: Map<string, string>;
} {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the Dutch texts of the identity errors (spec sections 5 and 8)', () => {
  it.each([
    [
      failure('NotAuthorizedException', 'Incorrect username or password.'),
      loginErrors.notAuthorized,
    ],
    [failure('NotAuthorizedException', 'Password attempts exceeded'), loginErrors.attemptsExceeded],
    [failure('UserNotFoundException', 'User does not exist.'), loginErrors.notAuthorized],
    [failure('ResourceNotFoundException', 'Device does not exist.'), loginErrors.unknownDevice],
    [failure('NetworkError', 'Network error'), loginErrors.network],
    [new TypeError('Failed to fetch'), loginErrors.network],
    [new Error('User is not authenticated'), loginErrors.notAuthenticated],
    [new Error('New password is required.'), loginErrors.newPasswordRequired],
    [new Error('PASSWORD parameter is required'), loginErrors.passwordRequired],
    [new Error('Invalid UserPoolId format.'), loginErrors.invalidUserPool],
    [
      failure('InvalidPasswordException', 'Password does not conform to policy'),
      loginErrors.invalidPassword,
    ],
    [failure('CodeMismatchException', 'Invalid code'), loginErrors.codeMismatch],
    [failure('ExpiredCodeException', 'Invalid code provided'), loginErrors.codeExpired],
    [failure('SomethingNew', 'Unheard of'), loginErrors.unknown],
  ])('%s', (error, text) => {
    expect(signInErrorText(error)).toBe(text);
  });
});

describe('the user pool setting', () => {
  it("refuses an invalid pool id at once, with the spec's message", () => {
    const settings = { userPoolId: 'geen-pool', clientId: 'client', endpoint: undefined };
    expect(() => cognitoSignIn(settings, new DeviceStorage(memory()))).toThrow(
      'Invalid UserPoolId format.',
    );
  });
});

describe("'Dit apparaat onthouden?': only after a second step", () => {
  const settings = {
    userPoolId: 'eu-central-1_PidzMock1',
    clientId: 'pidzportalmock000000000000',
    endpoint: undefined,
  };

  it('signs a user without a second step in without the question, and keeps nothing of the device', async () => {
    sdk.hasSecondStep = false;
    const lasting = memory();
    const storage = new DeviceStorage(lasting);
    const result = await cognitoSignIn(settings, storage).signIn('sanne.devries@example.nl', 'x');
    expect(result).toMatchObject({ kind: 'signed-in', canRememberDevice: false });
    expect(storage.getItem(`${sdk.keyPrefix}.deviceKey`)).toBeNull();
    expect([...lasting.items.keys()]).toEqual([]);
  });

  it('asks after a second factor, and keeps the device it is told to remember', async () => {
    sdk.hasSecondStep = true;
    const lasting = memory();
    const signIn = cognitoSignIn(settings, new DeviceStorage(lasting));
    expect(await signIn.signIn('apparaat-onthouden@example.nl', 'x')).toMatchObject({
      kind: 'sms-code',
    });
    expect(await signIn.sendSmsCode('123456')).toMatchObject({
      kind: 'signed-in',
      canRememberDevice: true,
    });
    await signIn.rememberDevice(true);
    expect([...lasting.items.keys()]).toEqual([
      `${sdk.keyPrefix}.deviceKey`,
      `${sdk.keyPrefix}.deviceGroupKey`,
      `${sdk.keyPrefix}.randomPasswordKey`,
    ]);

    // The next sign-in of the same service starts without a second step of its own.
    sdk.hasSecondStep = false;
    expect(await signIn.signIn('sanne.devries@example.nl', 'x')).toMatchObject({
      canRememberDevice: false,
    });
  });
});

describe('what the SDK keeps', () => {
  it("keeps a device's keys only once it is remembered, and the tokens only in memory", () => {
    const lasting = memory();
    const storage = new DeviceStorage(lasting);
    const prefix = 'CognitoIdentityServiceProvider.client.user';
    storage.setItem(`${prefix}.deviceKey`, 'device');
    storage.setItem(`${prefix}.randomPasswordKey`, 'secret');
    storage.setItem(`${prefix}.accessToken`, 'token');
    expect([...lasting.items.keys()]).toEqual([]);
    expect(storage.getItem(`${prefix}.deviceKey`)).toBe('device');
    storage.keepDevice(true);
    expect([...lasting.items.keys()]).toEqual([
      `${prefix}.deviceKey`,
      `${prefix}.randomPasswordKey`,
    ]);
    expect(storage.getItem(`${prefix}.accessToken`)).toBe('token');
    storage.clear();
    expect(storage.getItem(`${prefix}.accessToken`)).toBeNull();
    expect(storage.getItem(`${prefix}.deviceKey`)).toBe('device');
  });

  it("forgets a device's keys at 'Niet onthouden': nothing of it stays in the browser", () => {
    const lasting = memory();
    const storage = new DeviceStorage(lasting);
    const prefix = 'CognitoIdentityServiceProvider.client.user';
    for (const name of ['deviceKey', 'deviceGroupKey', 'randomPasswordKey']) {
      storage.setItem(`${prefix}.${name}`, name);
    }
    storage.keepDevice(false);
    expect([...lasting.items.keys()]).toEqual([]);
    expect(storage.getItem(`${prefix}.deviceKey`)).toBeNull();
  });
});

describe('the way back and the test logins', () => {
  const origin = 'https://portaal.pidz.nl';
  it('leads back only to an address on the portal’s own origin', () => {
    const back = (returnTo: string) =>
      wayBack({ origin, search: `?returnTo=${encodeURIComponent(returnTo)}` });
    expect(back(`${origin}/cv?tab=1`)).toBe(`${origin}/cv?tab=1`);
    expect(back('https://elders.example/cv')).toBe(`${origin}/`);
    expect(back('//elders.example')).toBe(`${origin}/`);
    expect(wayBack({ origin, search: '' })).toBe(`${origin}/`);
  });

  it('bypasses the provider for the three test logins only, in a build that asks for them', () => {
    vi.stubEnv('VITE_TEST_LOGINS', '');
    expect(testLoginOutcome('test@pidz.nl', 'Test1234!')).toBeUndefined();
    expect(testLoginOutcome('test-fout-wachtwoord@pidz.nl', 'Test1234!')).toBeUndefined();
    vi.stubEnv('VITE_TEST_LOGINS', '1');
    expect(testLoginOutcome('TEST@pidz.nl', 'Test1234!')).toBe('signed-in');
    expect(testLoginOutcome('test@pidz.nl', 'Fout')).toBe('refused');
    expect(testLoginOutcome('test-fout-wachtwoord@pidz.nl', 'Test1234!')).toBe('refused');
    expect(testLoginOutcome('test-verlopen-wachtwoord@pidz.nl', 'Test1234!')).toBe('new-password');
    expect(testLoginOutcome('sanne.devries@example.nl', 'Test1234!')).toBeUndefined();
    vi.unstubAllEnvs();
  });

  it('checks the password policy', () => {
    expect(meetsPasswordPolicy('Nieuw-Wachtwoord1')).toBe(true);
    for (const weak of [
      'Kort-1a',
      'geen-hoofdletter1',
      'GEEN-KLEINE1',
      'Geen-Cijfer',
      'GeenTeken1',
    ]) {
      expect(meetsPasswordPolicy(weak), weak).toBe(false);
    }
  });
});

describe('the hand-over of a new session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("forgets the portal's offline copy of whoever was signed in before, before the session starts", async () => {
    const stored = memory();
    stored.setItem(OFFLINE_COPY_KEY, '{"buster":"offline-copy-2 account=7 user=7 as=-"}');
    vi.stubGlobal('window', {
      location: { origin: 'https://portaal.pidz.nl' },
      localStorage: stored,
    });
    const copyAtHandOver: (string | null)[] = [];
    vi.stubGlobal('fetch', async () => {
      copyAtHandOver.push(stored.getItem(OFFLINE_COPY_KEY));
      return new Response(null, { status: 204 });
    });
    await handOverSession({ test_login: 'test@pidz.nl' });
    expect(copyAtHandOver).toEqual([null]);
  });
});
