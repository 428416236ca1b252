import type { SessionHandOver } from '@pidz/contracts';
import { identityPersonas } from '../identity/personas.ts';
import type { IdentityProvider } from '../identity/provider.ts';
import type { ScenarioName } from '../scenarios/index.ts';
import { RestFailure } from './services/rest.ts';
import { testLogins } from './signIn.ts';

function notAuthorized(message: string): RestFailure {
  return new RestFailure(401, { error: 'NotAuthorizedException', message });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as a hand-over, or a 400 when it is none. */
function handOverOf(body: unknown): SessionHandOver {
  if (isRecord(body) && typeof body.test_login === 'string') {
    return { test_login: body.test_login };
  }
  const { id_token, access_token, refresh_token } = isRecord(body) ? body : {};
  if (
    typeof id_token === 'string' &&
    typeof access_token === 'string' &&
    typeof refresh_token === 'string'
  ) {
    return { id_token, access_token, refresh_token };
  }
  throw new RestFailure(400, {
    code: 600,
    message: 'a hand-over needs the tokens or a test login',
  });
}

/** The e-mail address of the user whose access token the provider issued, if it did. */
function emailOfToken(identity: IdentityProvider, accessToken: string): string | undefined {
  const answer = identity.handle('GetUser', { AccessToken: accessToken });
  if (answer.status !== 200 || !isRecord(answer.body)) return undefined;
  const attributes = answer.body.UserAttributes;
  if (!Array.isArray(attributes)) return undefined;
  const email: unknown = attributes.find(
    (attribute) => isRecord(attribute) && attribute.Name === 'email',
  )?.Value;
  return typeof email === 'string' ? email : undefined;
}

/**
 * Whose session a hand-over of the login page starts (`POST /auth/session`, docs/decisions/0021):
 * for tokens, the persona whose access token the mocked identity provider issued and still
 * accepts (it is asked, as a real host asks Cognito); for a test login, the freelancer (the
 * test login with the wrong password never gets a session), and only by a back end that offers
 * test logins (`offersTestLogins`, decision 0027). Refuses with 401 otherwise.
 */
export function handOverScenario(
  body: unknown,
  identity: IdentityProvider,
  offersTestLogins = true,
): ScenarioName {
  const handOver = handOverOf(body);
  if ('test_login' in handOver) {
    if (!offersTestLogins) throw notAuthorized('Test logins are not offered');
    const email = handOver.test_login.trim().toLowerCase();
    const accepted: string[] = [testLogins.signsIn.email, testLogins.expiredPassword.email];
    if (!accepted.includes(email)) throw notAuthorized('Not a test login that signs in');
    return 'freelancer';
  }
  const email = emailOfToken(identity, handOver.access_token)?.toLowerCase();
  const persona = identityPersonas.find((candidate) => candidate.email === email);
  if (!persona) throw notAuthorized('Invalid access token');
  return persona.scenario;
}
