/**
 * The identity provider's tests drive it with amazon-cognito-identity-js itself: a pool pointed at
 * the provider (its `fetch` answered by `provider.handle`, or a real HTTP server), and each SDK
 * callback turned into the step the login page would show next.
 */
import { createHmac } from 'node:crypto';
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
  type IAuthenticationCallback,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import { vi } from 'vitest';
import { mockUserPool } from './personas.ts';
import type { IdentityProvider } from './provider.ts';
import { base32Decode } from './totp.ts';

/** Where the SDK is pointed when its fetch goes straight to the provider. */
const LOCAL_ENDPOINT = 'http://identity.test/mock/cognito/';

/** What the SDK reports after one call: signed in, a challenge, or a failure (thrown). */
export type SignInStep =
  | { kind: 'signed-in'; session: CognitoUserSession; userConfirmationNecessary?: boolean }
  | { kind: 'new-password' }
  | { kind: 'sms'; parameters: Record<string, string> }
  | { kind: 'totp' }
  | { kind: 'custom'; parameters: Record<string, string> }
  | { kind: 'mfa-setup' }
  | { kind: 'select-mfa'; parameters: Record<string, string> };

/** Runs one SDK call and resolves with the step its callbacks report (rejects on onFailure). */
export function step(run: (callbacks: IAuthenticationCallback) => void): Promise<SignInStep> {
  return new Promise((resolve, reject) => {
    run({
      onSuccess: (session, userConfirmationNecessary) =>
        resolve({ kind: 'signed-in', session, userConfirmationNecessary }),
      onFailure: reject,
      newPasswordRequired: () => resolve({ kind: 'new-password' }),
      mfaRequired: (_name, parameters: Record<string, string>) =>
        resolve({ kind: 'sms', parameters }),
      totpRequired: () => resolve({ kind: 'totp' }),
      customChallenge: (parameters: Record<string, string>) =>
        resolve({ kind: 'custom', parameters }),
      mfaSetup: () => resolve({ kind: 'mfa-setup' }),
      selectMFAType: (_name, parameters: Record<string, string>) =>
        resolve({ kind: 'select-mfa', parameters }),
    });
  });
}

/** A node-style SDK call as a promise. */
export function call<T>(run: (callback: (error: Error | undefined, result?: T) => void) => void) {
  return new Promise<T | undefined>((resolve, reject) =>
    run((error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** A callbacks-object SDK call ({ onSuccess, onFailure }) as a promise. */
export function outcome<T>(
  run: (callbacks: { onSuccess: (result: T) => void; onFailure: (error: unknown) => void }) => void,
) {
  return new Promise<T>((resolve, reject) => run({ onSuccess: resolve, onFailure: reject }));
}

/** A browser's localStorage for the SDK (what it keeps of tokens and devices), one per test. */
export class MemoryStorage implements ICognitoStorage {
  readonly items = new Map<string, string>();
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

/** Answers the SDK's fetch with `provider` (no network). */
export function stubFetch(provider: () => IdentityProvider) {
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const target = new Headers(init.headers).get('X-Amz-Target') ?? '';
    const answer = provider().handle(target.split('.')[1] ?? '', JSON.parse(String(init.body)));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/x-amz-json-1.1' },
    });
  });
}

/** The SDK's pool and users on one browser's storage. */
export function sdkClient(endpoint = LOCAL_ENDPOINT, storage = new MemoryStorage()) {
  const pool = new CognitoUserPool({
    UserPoolId: mockUserPool.userPoolId,
    ClientId: mockUserPool.clientId,
    endpoint,
    Storage: storage,
  });
  return {
    storage,
    user(email: string, flow?: 'CUSTOM_AUTH') {
      const user = new CognitoUser({ Username: email, Pool: pool, Storage: storage });
      if (flow) user.setAuthenticationFlowType(flow);
      return user;
    },
  };
}

/** `user.authenticateUser` with a password: the secure-remote-password sign-in. */
export function authenticate(user: CognitoUser, email: string, password: string) {
  return step((callbacks) =>
    user.authenticateUser(
      new AuthenticationDetails({ Username: email, Password: password }),
      callbacks,
    ),
  );
}

/**
 * An authenticator app's code (RFC 6238: HMAC-SHA-1, 30 s, 6 digits), computed with Node's own
 * crypto so that the provider's TOTP is checked against another implementation.
 */
export function authenticatorCode(secret: string, timeMs = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timeMs / 30_000)));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
