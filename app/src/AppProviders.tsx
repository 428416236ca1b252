import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { APP_LOCALE, GlobalStyle } from '@pidz/ui';

export interface AppProvidersProps {
  /** The server-state cache: one for the app (`createQueryClient()`), a fresh one per story or test. */
  queryClient: QueryClient;
  /** The app or the piece of it a story shows. */
  children: ReactNode;
}

/**
 * What every part of the app needs around it, inside a wouter router: the server-state cache,
 * the design tokens, react-aria's client-side navigation (links in menus and other react-aria
 * components go through wouter) and the one I18nProvider (nl-NL) that the pickers and dropdowns
 * expect.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const [, navigate] = useLocation();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={APP_LOCALE}>
        <RouterProvider navigate={(path) => navigate(path)}>
          <GlobalStyle />
          {children}
        </RouterProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
