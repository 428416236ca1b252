import type { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { runBoot, type Boot } from '../boot/runBoot';

/** The start-ups a test ran, stopped by {@link stopBoots}. */
const running: Boot[] = [];

/**
 * Runs the start-up at the page's address as main.tsx does (a spy for leaving the page); resolves
 * once it has decided what the page shows.
 */
export function startBoot(queryClient: QueryClient): Promise<void> {
  const { pathname, search, hash } = window.location;
  const boot = runBoot(queryClient, {
    path: pathname,
    search,
    navigateExternally: vi.fn(),
    replaceAddress: (path) => window.history.replaceState(null, '', path + search + hash),
  });
  running.push(boot);
  return boot.decided;
}

/** Stops every start-up the test ran (after each test). */
export function stopBoots(): void {
  for (const boot of running.splice(0)) boot.stop();
}
