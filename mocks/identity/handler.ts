import { http, HttpResponse, type HttpHandler } from 'msw';
import type { IdentityAnswer } from './model.ts';
import type { IdentityProvider } from './provider.ts';

/** Where the mocked identity provider answers, on the mock back end's host (docs/decisions/0020). */
export const IDENTITY_PROVIDER_PATH = '/mock/cognito/';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_1_1 = 'application/x-amz-json-1.1';

/**
 * The identity provider over HTTP, as Cognito's endpoint speaks it: a POST of JSON 1.1 with the
 * operation in `X-Amz-Target`, answered in JSON 1.1 (an error as `{ __type, message }`, HTTP 400).
 * `provider` is read at each request, so a reset of the mock session brings a fresh user pool.
 */
export function identityProviderHandler(provider: () => IdentityProvider): HttpHandler {
  return http.post(`*${IDENTITY_PROVIDER_PATH}`, async ({ request }) => {
    const target = request.headers.get('X-Amz-Target') ?? '';
    const action = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
    let answer: IdentityAnswer;
    try {
      answer = provider().handle(action, JSON.parse(await request.text()));
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      answer = { status: 400, body: { __type: 'SerializationException', message: error.message } };
    }
    return new HttpResponse(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': JSON_1_1, 'Cache-Control': 'no-store' },
    });
  });
}
