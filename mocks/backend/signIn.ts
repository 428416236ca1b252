import { passwordPolicyFailure } from '../identity/passwordPolicy.ts';
import { scenarioTokenRules, seedScenario, type ScenarioName } from '../scenarios/index.ts';
import type { BackendState } from './state.ts';

/** Where the mocked back end serves its stand-in for the external login page (mocks/pages). */
export const LOGIN_PAGE_PATH = '/mock/login';

/** The password of every persona (README: 'Inloggen op de mocks'). */
export const PERSONA_PASSWORD = 'Welkom01!';

/** The six-digit code of the authenticator step (the admin's second factor). */
export const AUTHENTICATOR_CODE = '246810';

/** A persona: signing in with its e-mail starts its scenario's session. */
interface Persona {
  readonly email: string;
  readonly scenario: ScenarioName;
  /** Asks for the authenticator app's six-digit code after the password. */
  readonly hasAuthenticator?: boolean;
}

/**
 * The personas, by e-mail address: the freelancer, the agency worker, the admin who impersonates
 * the freelancer (with an authenticator step), a new user, and the freelancer's two session
 * scenarios for QA.
 */
export const personas: readonly Persona[] = [
  { email: 'sanne.devries@example.nl', scenario: 'freelancer' },
  { email: 'm.elamrani@example.nl', scenario: 'agency-worker' },
  { email: 'jeroen.bakker@pidz.nl', scenario: 'admin-impersonating', hasAuthenticator: true },
  { email: 'lotte.jansen@example.nl', scenario: 'empty' },
  { email: 'sessie-verloopt@example.nl', scenario: 'session-expiring' },
  { email: 'verversen-geweigerd@example.nl', scenario: 'refresh-refused' },
];

/**
 * The front end's three fixed test logins that bypass the identity provider (spec section 5): one
 * signs in (as the freelancer), one always has a wrong password, one has an expired password and
 * must choose a new one first.
 */
export const testLogins = {
  signsIn: { email: 'test@pidz.nl', password: 'Test1234!' },
  wrongPassword: { email: 'test-fout-wachtwoord@pidz.nl', password: 'Test1234!' },
  expiredPassword: { email: 'test-verlopen-wachtwoord@pidz.nl', password: 'Test1234!' },
} as const;

/**
 * The rule a new password must meet (the identity provider's default policy): at least 8
 * characters, with a capital, a small letter, a digit and a special character.
 */
export function meetsPasswordPolicy(password: string): boolean {
  return passwordPolicyFailure(password) === undefined;
}

/** A step of the sign-in, as the login page posts it. */
export type SignInStep =
  | { kind: 'password'; email: string; password: string }
  | { kind: 'new-password'; password: string }
  | { kind: 'authenticator-code'; code: string };

/** Why a step of the sign-in failed, as the identity provider says it. */
export type SignInError =
  | 'EmailRequired'
  | 'PasswordRequired'
  | 'NotAuthorizedException'
  | 'NewPasswordRequired'
  | 'InvalidPasswordException'
  | 'CodeMismatchException'
  | 'ExpiredChallenge';

/** What a step of the sign-in leads to. */
export type SignInOutcome =
  | { kind: 'signed-in' }
  | { kind: 'challenge'; challenge: 'new-password' | 'authenticator-code'; email: string }
  | { kind: 'failed'; error: SignInError; email: string };

/** Starts `scenario`'s session: its own state is kept when it is the one signed in last. */
export function startSession(
  state: BackendState,
  scenario: ScenarioName,
  current: ScenarioName,
): BackendState {
  const next = scenario === current ? state : seedScenario(scenario);
  next.signedIn = true;
  next.persona = scenario;
  next.signInChallenge = undefined;
  // A new sign-in starts with new tokens, under the scenario's own rules: the old ones end.
  next.sessionId = undefined;
  next.tokenRules = scenarioTokenRules(scenario);
  return next;
}

/**
 * The sign-in of the mocked back end, standing in for the identity provider. Each step returns
 * the state to continue with (the same one, or a persona's fresh seed) and its outcome.
 * `scenario` is the scenario the state was seeded from (the persona signed in last).
 */
export function signInStep(
  state: BackendState,
  scenario: ScenarioName,
  step: SignInStep,
): { state: BackendState; outcome: SignInOutcome } {
  const current = state.persona ?? scenario;
  if (step.kind === 'password') {
    const email = step.email.trim().toLowerCase();
    if (!email) return { state, outcome: { kind: 'failed', error: 'EmailRequired', email } };
    if (!step.password) {
      return { state, outcome: { kind: 'failed', error: 'PasswordRequired', email } };
    }
    const persona = personas.find((candidate) => candidate.email === email);
    const test = Object.values(testLogins).find((candidate) => candidate.email === email);
    if (test === testLogins.expiredPassword && step.password === test.password) {
      state.signInChallenge = { kind: 'new-password', email };
      return { state, outcome: { kind: 'challenge', challenge: 'new-password', email } };
    }
    if (test === testLogins.signsIn && step.password === test.password) {
      return { state: startSession(state, 'freelancer', current), outcome: { kind: 'signed-in' } };
    }
    if (!persona || step.password !== PERSONA_PASSWORD) {
      return { state, outcome: { kind: 'failed', error: 'NotAuthorizedException', email } };
    }
    if (persona.hasAuthenticator) {
      state.signInChallenge = { kind: 'authenticator-code', email };
      return { state, outcome: { kind: 'challenge', challenge: 'authenticator-code', email } };
    }
    return {
      state: startSession(state, persona.scenario, current),
      outcome: { kind: 'signed-in' },
    };
  }

  const challenge = state.signInChallenge;
  if (!challenge || challenge.kind !== step.kind) {
    return { state, outcome: { kind: 'failed', error: 'ExpiredChallenge', email: '' } };
  }
  const { email } = challenge;
  if (step.kind === 'new-password') {
    if (!step.password) {
      return { state, outcome: { kind: 'failed', error: 'NewPasswordRequired', email } };
    }
    if (!meetsPasswordPolicy(step.password)) {
      return { state, outcome: { kind: 'failed', error: 'InvalidPasswordException', email } };
    }
    return { state: startSession(state, 'freelancer', current), outcome: { kind: 'signed-in' } };
  }
  if (step.code.trim() !== AUTHENTICATOR_CODE) {
    return { state, outcome: { kind: 'failed', error: 'CodeMismatchException', email } };
  }
  const persona = personas.find((candidate) => candidate.email === email);
  if (!persona) return { state, outcome: { kind: 'failed', error: 'ExpiredChallenge', email } };
  return { state: startSession(state, persona.scenario, current), outcome: { kind: 'signed-in' } };
}

/**
 * The way back after signing in: `returnTo` when it is an http(s) address on one of the portal's
 * origins (`allowedOrigins`: the origin the login page is served on, and those the Node mock
 * server is told of), else the first of them. Never an address elsewhere (no open redirect).
 */
export function wayBack(
  returnTo: string | null | undefined,
  allowedOrigins: readonly string[],
): string {
  const fallback = `${allowedOrigins[0] ?? ''}/`;
  if (!returnTo || !URL.canParse(returnTo)) return fallback;
  const url = new URL(returnTo);
  const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
  const isAllowed = allowedOrigins.includes(url.origin) && !url.username && !url.password;
  return isHttp && isAllowed ? url.href : fallback;
}
