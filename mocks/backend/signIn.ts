import { scenarioTokenRules, seedScenario, type ScenarioName } from '../scenarios/index.ts';
import type { BackendState } from './state.ts';

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
