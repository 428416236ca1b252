import type { Plugin } from 'vite';
import { CLIENT_NAME, CLIENT_VERSION } from './src/clientIdentity.ts';
import { EARLY_SESSION_CHECK_GLOBAL } from './src/lib/platform/earlySessionCheck';
import {
  BACKEND_QUERY_PARAMETER,
  ENVIRONMENT_STORAGE_KEY,
} from './src/lib/platform/environmentKeys';
import { ASSUME_USER_COOKIE } from './src/lib/platform/impersonation';

/**
 * The script index.html runs first (docs/decisions/0025): it sends the session check
 * (`GET /auth/check-session`, as lib/platform/session.ts sends it) while the entry module is still
 * downloading, and keeps the call on the window, where the session query takes its answer
 * (lib/earlySessionCheck.ts). It asks only when the back end is the page's own origin (no stored
 * preference for another host, no `?backend=`) and no admin impersonates (no `assume_user`): the
 * entry asks in every other case. The Content-Security-Policy allows it by its hash.
 */
export const EARLY_SESSION_CHECK_SCRIPT = `(function () {
  try {
    var stored = localStorage.getItem(${JSON.stringify(ENVIRONMENT_STORAGE_KEY)});
    if (stored && stored !== 'mock' && stored !== location.origin) return;
    if (new URLSearchParams(location.search).has(${JSON.stringify(BACKEND_QUERY_PARAMETER)})) return;
    if (window.assumeUser || /(?:^|;\\s*)${ASSUME_USER_COOKIE}=./.test(document.cookie)) return;
    var check = fetch('/auth/check-session', {
      credentials: 'include',
      cache: 'no-store',
      headers: { 'X-Client-Name': ${JSON.stringify(CLIENT_NAME)}, 'X-Client-Version': ${JSON.stringify(CLIENT_VERSION)} },
    });
    check.catch(function () {});
    window[${JSON.stringify(EARLY_SESSION_CHECK_GLOBAL)}] = check;
  } catch (error) {}
})();`;

/**
 * Writes {@link EARLY_SESSION_CHECK_SCRIPT} first into the production build's index.html (a mock
 * build's calls are answered by its service worker, which is not running yet).
 */
export function earlySessionCheck(): Plugin {
  return {
    name: 'pidz-early-session-check',
    apply: (_config, { command, mode }) => command === 'build' && mode !== 'mock',
    // The portal's page only: the login page (login/index.html) has no session to check.
    transformIndexHtml: (_html, { path }) =>
      path === '/index.html'
        ? [{ tag: 'script', children: EARLY_SESSION_CHECK_SCRIPT, injectTo: 'head-prepend' }]
        : [],
  };
}
