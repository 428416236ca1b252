import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer } from '../server.ts';
import { IDENTITY_PROVIDER_PATH } from './handler.ts';
import { authenticate, sdkClient } from './testing.ts';

const mock = createMockHttpServer({ scenario: 'freelancer' });
let endpoint = '';

beforeAll(async () => {
  endpoint = `${await mock.listen(0)}${IDENTITY_PROVIDER_PATH}`;
});
afterAll(() => mock.close());

describe('the identity provider on the Node mock server', { timeout: 60_000 }, () => {
  it('signs a persona in with the SDK over HTTP, at POST /mock/cognito/', async () => {
    const email = 'sanne.devries@example.nl';
    const result = await authenticate(sdkClient(endpoint).user(email), email, 'Welkom01!');
    expect(result.kind).toBe('signed-in');
  });

  it('speaks JSON 1.1: the action header, Cognito’s error shape, CORS for the SDK’s headers', async () => {
    const preflight = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Amz-Target');

    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.ForgetDevice',
        Origin: 'http://localhost:5173',
      },
      body: JSON.stringify({ AccessToken: 'geen.geldig.token', DeviceKey: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(await response.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });
});
