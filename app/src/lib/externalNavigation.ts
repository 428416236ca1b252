import { createContext, useContext } from 'react';

/** Leaves the app for an address outside it (the login page, the main site). */
export type NavigateExternally = (url: string) => void;

/**
 * How the app leaves for an external page. The default replaces the page; stories and tests
 * provide a spy instead so that they stay on their page.
 */
export const ExternalNavigationContext = createContext<NavigateExternally>((url) => {
  window.location.assign(url);
});

/** The function that leaves the app for an external address. */
export function useNavigateExternally(): NavigateExternally {
  return useContext(ExternalNavigationContext);
}
