import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { GlobalStyle } from '@pidz/ui';

export interface AppProvidersProps {
  /** The app or the piece of it a story shows. */
  children: ReactNode;
}

/**
 * What every part of the app needs around it, inside a wouter router: the design tokens and
 * react-aria's client-side navigation (links in menus and other react-aria components go
 * through wouter).
 */
export function AppProviders({ children }: AppProvidersProps) {
  const [, navigate] = useLocation();
  return (
    <RouterProvider navigate={(path) => navigate(path)}>
      <GlobalStyle />
      {children}
    </RouterProvider>
  );
}
