/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the older site (sidebar entries it still serves). */
  readonly VITE_OLD_SITE_URL?: string;
  /** The external login page. */
  readonly VITE_LOGIN_URL?: string;
  /** The main site an impersonating admin returns to. */
  readonly VITE_MAIN_SITE_URL?: string;
  /** The back-end hosts the build may call besides its own origin (contentSecurityPolicy.ts). */
  readonly VITE_BACKEND_HOSTS?: string;
  /** The login page's user pool, `<region>_<id>` (docs/decisions/0021; app/.env.mock for the mocks). */
  readonly VITE_COGNITO_USER_POOL_ID?: string;
  /** The user pool's public app client id. */
  readonly VITE_COGNITO_CLIENT_ID?: string;
  /** The identity provider's address, when not the region's Cognito endpoint (a production build on the mocks). */
  readonly VITE_COGNITO_ENDPOINT?: string;
  /**
   * `1`: the login page takes the front end's three test logins (decision 0027): set for the
   * mock build (app/.env.mock) and the tests, never for the production build.
   */
  readonly VITE_TEST_LOGINS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /** Impersonation id an admin session may set on the window (next to the `assume_user` cookie). */
  assumeUser?: string;
}
