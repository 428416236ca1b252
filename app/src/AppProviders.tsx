import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { APP_LOCALE, GlobalStyle } from '@pidz/ui';

export interface AppProvidersProps {
  /** The app or the piece of it a story shows. */
  children: ReactNode;
}

/**
 * What every part of the app needs around it, inside a wouter router: the design tokens,
 * react-aria's client-side navigation (links in menus and other react-aria components go
 * through wouter) and the one I18nProvider (nl-NL) that the pickers and dropdowns expect.
 */
export function AppProviders({ children }: AppProvidersProps) {
  const [, navigate] = useLocation();
  return (
    <RouterProvider navigate={(path) => navigate(path)}>
      <GlobalStyle />
      <I18nProvider locale={APP_LOCALE}>{children}</I18nProvider>
    </RouterProvider>
  );
}
