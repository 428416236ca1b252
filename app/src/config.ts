/**
 * App-wide constants: who we are to the back end and where the pages live that this app does not
 * serve. The external addresses can be set per build with VITE_* variables.
 */

export { PRODUCT_NAME } from './clientIdentity';

/** The older site that still serves agreements, timesheets, invoices, reviews and support. */
export const OLD_SITE_URL: string = import.meta.env.VITE_OLD_SITE_URL ?? 'https://mijn.pidz.nl';

/**
 * The external login page; users go there after logging out or when they have no session. A mock
 * build without VITE_LOGIN_URL uses the mocked back end's stand-in instead ({@link MOCK_LOGIN_PATH};
 * `loginPageUrl` in lib/platform/session.ts).
 */
export const LOGIN_URL: string = import.meta.env.VITE_LOGIN_URL ?? `${OLD_SITE_URL}/login`;

/** Whether the build was given its login page (VITE_LOGIN_URL). */
export const HAS_CONFIGURED_LOGIN_URL = import.meta.env.VITE_LOGIN_URL !== undefined;

/**
 * Where the mocked back end serves its stand-in login page, on the back-end host
 * (mocks/backend/signIn.ts `LOGIN_PAGE_PATH`, docs/decisions/0017).
 */
export const MOCK_LOGIN_PATH = '/mock/login';

/** The main site an impersonating admin returns to ('Terug naar admin'). */
export const MAIN_SITE_URL: string = import.meta.env.VITE_MAIN_SITE_URL ?? OLD_SITE_URL;
