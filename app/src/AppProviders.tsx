import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { GlobalStyle } from '@pidz/ui';

export interface AppProvidersProps {
  /** The server-state cache: one for the app (`createQueryClient()`), a fresh one per story or test. */
  queryClient: QueryClient;
  /** The app or the piece of it a story shows. */
  children: ReactNode;
}

/**
 * What every part of the app needs around it, from the first render on: the server-state cache
 * and the design tokens. The screens need more (ScreenProviders), which loads with them.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      {children}
    </QueryClientProvider>
  );
}
