import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedScenario } from '../scenarios/index.ts';
import {
  AUTHENTICATOR_CODE,
  meetsPasswordPolicy,
  PERSONA_PASSWORD,
  personas,
  signInStep,
  testLogins,
  wayBack,
} from './signIn.ts';

const signedOut = () => ({ ...seedScenario('freelancer'), signedIn: false });

describe('signing in on the mocked back end', () => {
  it('starts the session of each persona, from its own seed', () => {
    for (const persona of personas.filter((candidate) => !candidate.hasAuthenticator)) {
      const { state, outcome } = signInStep(signedOut(), 'freelancer', {
        kind: 'password',
        email: persona.email.toUpperCase(),
        password: PERSONA_PASSWORD,
      });
      expect(outcome, persona.email).toEqual({ kind: 'signed-in' });
      expect(state.signedIn).toBe(true);
      expect(state.persona).toBe(persona.scenario);
      expect(state.user).toEqual(seedScenario(persona.scenario).user);
    }
  });

  it('keeps what the persona who signed in last has saved', () => {
    const before = signedOut();
    before.maxWorkRange = 90;
    const { state } = signInStep(before, 'freelancer', {
      kind: 'password',
      email: 'sanne.devries@example.nl',
      password: PERSONA_PASSWORD,
    });
    expect(state).toBe(before);
    expect(state.maxWorkRange).toBe(90);
  });

  it('refuses a wrong password, an unknown address and the test login with the wrong password', () => {
    for (const [email, password] of [
      ['sanne.devries@example.nl', 'fout'],
      ['onbekend@example.nl', PERSONA_PASSWORD],
      [testLogins.wrongPassword.email, testLogins.wrongPassword.password],
    ] as const) {
      const { state, outcome } = signInStep(signedOut(), 'freelancer', {
        kind: 'password',
        email,
        password,
      });
      expect(outcome).toMatchObject({ kind: 'failed', error: 'NotAuthorizedException' });
      expect(state.signedIn).toBe(false);
    }
  });

  it('asks for the e-mail address and the password', () => {
    const step = (email: string, password: string) =>
      signInStep(signedOut(), 'freelancer', { kind: 'password', email, password }).outcome;
    expect(step(' ', 'x')).toMatchObject({ error: 'EmailRequired' });
    expect(step('test@pidz.nl', '')).toMatchObject({ error: 'PasswordRequired' });
  });

  it('signs the test login in as the freelancer', () => {
    const { state, outcome } = signInStep(signedOut(), 'agency-worker', {
      kind: 'password',
      ...testLogins.signsIn,
    });
    expect(outcome).toEqual({ kind: 'signed-in' });
    expect(state.user.user_type).toBe('freelancer');
  });

  it('asks the test login with the expired password for a new one that meets the policy', () => {
    const first = signInStep(signedOut(), 'freelancer', {
      kind: 'password',
      ...testLogins.expiredPassword,
    });
    expect(first.outcome).toMatchObject({ kind: 'challenge', challenge: 'new-password' });
    expect(first.state.signedIn).toBe(false);
    const empty = signInStep(first.state, 'freelancer', { kind: 'new-password', password: '' });
    expect(empty.outcome).toMatchObject({ error: 'NewPasswordRequired' });
    const weak = signInStep(first.state, 'freelancer', {
      kind: 'new-password',
      password: 'wachtwoord',
    });
    expect(weak.outcome).toMatchObject({ error: 'InvalidPasswordException' });
    const done = signInStep(first.state, 'freelancer', {
      kind: 'new-password',
      password: 'Nieuw-Wachtwoord1',
    });
    expect(done.outcome).toEqual({ kind: 'signed-in' });
    expect(done.state.signedIn).toBe(true);
  });

  it('asks the admin for the authenticator code and refuses a wrong one', () => {
    const first = signInStep(signedOut(), 'freelancer', {
      kind: 'password',
      email: 'jeroen.bakker@pidz.nl',
      password: PERSONA_PASSWORD,
    });
    expect(first.outcome).toMatchObject({ kind: 'challenge', challenge: 'authenticator-code' });
    const wrong = signInStep(first.state, 'freelancer', {
      kind: 'authenticator-code',
      code: '000000',
    });
    expect(wrong.outcome).toMatchObject({ error: 'CodeMismatchException' });
    expect(wrong.state.signedIn).toBe(false);
    const right = signInStep(first.state, 'freelancer', {
      kind: 'authenticator-code',
      code: AUTHENTICATOR_CODE,
    });
    expect(right.outcome).toEqual({ kind: 'signed-in' });
    expect(right.state.account.user_type).toBe('admin');
  });

  it('does not take a second step without the first', () => {
    const { outcome } = signInStep(signedOut(), 'freelancer', {
      kind: 'authenticator-code',
      code: AUTHENTICATOR_CODE,
    });
    expect(outcome).toMatchObject({ error: 'ExpiredChallenge' });
  });

  it('knows a password that meets the policy', () => {
    expect(meetsPasswordPolicy('Welkom01!')).toBe(true);
    for (const weak of ['Kort1!', 'welkom01!', 'WELKOM01!', 'Welkomwelkom!', 'Welkom0101']) {
      expect(meetsPasswordPolicy(weak), weak).toBe(false);
    }
  });
});

describe('the way back after signing in', () => {
  const portal = 'http://localhost:4174';
  const allowed = [portal, 'http://localhost:5173'];

  it('leads to the page the user came from on the portal', () => {
    expect(wayBack(`${portal}/cv/education/add?x=1`, allowed)).toBe(
      `${portal}/cv/education/add?x=1`,
    );
    expect(wayBack('http://localhost:5173/', allowed)).toBe('http://localhost:5173/');
  });

  it('leads to the portal instead of anywhere else', () => {
    for (const returnTo of [
      'https://elders.example/',
      '//elders.example/',
      '/cv',
      `${portal}.elders.example/`,
      `http://gebruiker@localhost:4174/`,
      'javascript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(wayBack(returnTo, allowed), String(returnTo)).toBe(`${portal}/`);
    }
  });

  it('never leads off the allowed origins, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (returnTo) => {
        expect(allowed).toContain(new URL(wayBack(returnTo, allowed)).origin);
      }),
    );
  });
});
