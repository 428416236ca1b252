import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { APP_LOCALE } from '@pidz/ui';

export interface ScreenProvidersProps {
  /** The signed-in app, or the screen a story shows. */
  children: ReactNode;
}

/**
 * What the screens need around them, inside a wouter router: the one I18nProvider (nl-NL) that the
 * pickers, dropdowns and formatted inputs expect, and react-aria's client-side navigation (links
 * in menus and other react-aria components go through wouter). Part of the signed-in app's chunk,
 * not of the first load.
 */
export function ScreenProviders({ children }: ScreenProvidersProps) {
  const [, navigate] = useLocation();
  return (
    <I18nProvider locale={APP_LOCALE}>
      <RouterProvider navigate={(path) => navigate(path)}>{children}</RouterProvider>
    </I18nProvider>
  );
}
