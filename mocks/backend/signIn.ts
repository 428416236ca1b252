import { scenarioTokenRules, seedScenario, type ScenarioName } from '../scenarios/index.ts';
import type { BackendState } from './state.ts';

/** The password of every persona (README: 'Inloggen op de mocks'). */
export const PERSONA_PASSWORD = 'Welkom01!';

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

/** Starts `scenario`'s session: its own state is kept when it is the one signed in last. */
export function startSession(
  state: BackendState,
  scenario: ScenarioName,
  current: ScenarioName,
): BackendState {
  const next = scenario === current ? state : seedScenario(scenario);
  next.signedIn = true;
  next.persona = scenario;
  // A new sign-in starts with new tokens, under the scenario's own rules: the old ones end.
  next.sessionId = undefined;
  next.tokenRules = scenarioTokenRules(scenario);
  return next;
}
