import { createContext, useContext } from 'react';

/** How the app leaves: `replace` takes the portal's page out of the history. */
export interface ExternalNavigationOptions {
  /**
   * Replace the current history entry instead of adding one, so that the back button cannot
   * bring back the page that was left (sign-out and an ended session: spec section 4, OWASP
   * ASVS V14 — no client data of the user remains). Default `false`.
   */
  replace?: boolean;
}

/** Leaves the app for an address outside it (the login page, the main site). */
export type NavigateExternally = (url: string, options?: ExternalNavigationOptions) => void;

/** Loads an address in this tab: how the app's page leaves. */
export const navigateInThisTab: NavigateExternally = (url, options) => {
  if (options?.replace) window.location.replace(url);
  else window.location.assign(url);
};

/**
 * How the app leaves for an external page: {@link navigateInThisTab}; stories and tests provide a
 * spy instead so that they stay on their page.
 */
export const ExternalNavigationContext = createContext<NavigateExternally>(navigateInThisTab);

/** The function that leaves the app for an external address. */
export function useNavigateExternally(): NavigateExternally {
  return useContext(ExternalNavigationContext);
}
