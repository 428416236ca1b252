import { backendHost, IS_MOCK_BUILD } from '../lib/platform/environment';

/**
 * The user pool the login page signs in at (docs/decisions/0021): three settings of the build.
 * A mock build takes the mocked provider's (app/.env.mock) and its endpoint on the back-end host;
 * a production build the `VITE_COGNITO_*` variables it was built with.
 */
export interface UserPoolSettings {
  /** `<region>_<id>`; the SDK refuses another form with 'Invalid UserPoolId format.'. */
  userPoolId: string;
  /** The pool's public app client (no secret). */
  clientId: string;
  /** The provider's address; undefined: the SDK's `https://cognito-idp.<region>.amazonaws.com/`. */
  endpoint: string | undefined;
}

/** Where the mocked identity provider answers on the back-end host (mocks/identity/handler.ts). */
const MOCK_PROVIDER_PATH = '/mock/cognito/';

export function userPoolSettings(): UserPoolSettings {
  return {
    userPoolId: import.meta.env.VITE_COGNITO_USER_POOL_ID ?? '',
    clientId: import.meta.env.VITE_COGNITO_CLIENT_ID ?? '',
    endpoint: IS_MOCK_BUILD
      ? `${backendHost()}${MOCK_PROVIDER_PATH}`
      : import.meta.env.VITE_COGNITO_ENDPOINT || undefined,
  };
}
