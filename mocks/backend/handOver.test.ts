import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockUserPool } from '../identity/personas.ts';
import { createIdentityProvider, type IdentityProvider } from '../identity/provider.ts';
import { authenticate, sdkClient, stubFetch } from '../identity/testing.ts';
import { seedScenario } from '../scenarios/index.ts';
import { handOverScenario } from './handOver.ts';
import { startSession, testLogins } from './signIn.ts';

let provider: IdentityProvider;

beforeEach(() => {
  provider = createIdentityProvider();
  stubFetch(() => provider);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the hand-over of the login page (POST /auth/session)', () => {
  it(
    'starts the session of the persona whose tokens the provider issued',
    { timeout: 60_000 },
    async () => {
      const email = 'lotte.jansen@example.nl';
      const result = await authenticate(sdkClient().user(email, 'CUSTOM_AUTH'), email, 'Welkom01!');
      if (result.kind !== 'signed-in') throw new Error('not signed in');
      const { session } = result;
      const body = {
        id_token: session.getIdToken().getJwtToken(),
        access_token: session.getAccessToken().getJwtToken(),
        refresh_token: session.getRefreshToken().getToken(),
      };
      expect(handOverScenario(body, provider)).toBe('empty');
      // Another pool's (or a forged) token is refused.
      expect(() => handOverScenario(body, createIdentityProvider())).toThrow(
        expect.objectContaining({ httpStatus: 401 }),
      );
    },
  );

  it('takes the two test logins that sign in, and refuses the one with the wrong password', () => {
    for (const login of [testLogins.signsIn, testLogins.expiredPassword]) {
      expect(handOverScenario({ test_login: login.email.toUpperCase() }, provider)).toBe(
        'freelancer',
      );
    }
    expect(() =>
      handOverScenario({ test_login: testLogins.wrongPassword.email }, provider),
    ).toThrow(expect.objectContaining({ httpStatus: 401 }));
  });

  it('refuses every test login when the back end does not offer them', () => {
    for (const login of Object.values(testLogins)) {
      expect(() => handOverScenario({ test_login: login.email }, provider, false)).toThrow(
        expect.objectContaining({ httpStatus: 401 }),
      );
    }
  });

  it('answers 400 to a body that is no hand-over', () => {
    for (const body of [null, {}, { id_token: 'a', access_token: 'b' }, 'tokens']) {
      expect(() => handOverScenario(body, provider)).toThrow(
        expect.objectContaining({ httpStatus: 400 }),
      );
    }
  });
});

describe('starting a session', () => {
  it("starts a persona from its own seed, with new tokens under its scenario's rules", () => {
    const state = { ...seedScenario('freelancer'), signedIn: false, sessionId: 'old' };
    const next = startSession(state, 'empty', 'freelancer');
    expect(next).toMatchObject({ signedIn: true, persona: 'empty', sessionId: undefined });
    expect(next.user).toEqual(seedScenario('empty').user);
  });

  it('keeps what the persona who signed in last has saved', () => {
    const state = { ...seedScenario('freelancer'), signedIn: false };
    state.maxWorkRange = 42;
    expect(startSession(state, 'freelancer', 'freelancer').maxWorkRange).toBe(42);
  });
});

describe("the mock build's user pool", () => {
  it('is the mocked provider’s (app/.env.mock names the same pool and client)', () => {
    const settings = readFileSync(new URL('../../app/.env.mock', import.meta.url), 'utf8');
    expect(settings).toContain(`VITE_COGNITO_USER_POOL_ID=${mockUserPool.userPoolId}\n`);
    expect(settings).toContain(`VITE_COGNITO_CLIENT_ID=${mockUserPool.clientId}\n`);
  });
});
