/**
 * App-wide constants: who we are to the back end and where the pages live that this app does not
 * serve. The external addresses can be set per build with VITE_* variables.
 */

export { PRODUCT_NAME } from './clientIdentity';

/** The older site that still serves agreements, timesheets, invoices, reviews and support. */
export const OLD_SITE_URL: string = import.meta.env.VITE_OLD_SITE_URL ?? 'https://mijn.pidz.nl';

/** Support, on the older site: where a document the user may not upload here is sent. */
export const SUPPORT_URL = `${OLD_SITE_URL}/support`;

/**
 * The login page users go to after logging out or when they have no session: the one this build
 * serves beside the portal (`/login/`, app/login/index.html, docs/decisions/0021) unless
 * VITE_LOGIN_URL names another.
 */
export const LOGIN_URL: string = import.meta.env.VITE_LOGIN_URL ?? '/login/';

/** The main site an impersonating admin returns to ('Terug naar admin'). */
export const MAIN_SITE_URL: string = import.meta.env.VITE_MAIN_SITE_URL ?? OLD_SITE_URL;
