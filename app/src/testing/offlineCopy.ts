import { QueryClient, dehydrate, type QueryKey } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import type { CurrentUser } from '@pidz/contracts';
import { currentUserQuery } from '../entities/currentUser';
import { OFFLINE_COPY_KEY } from '../lib/platform/offlineCopy/storage';
import { copyOwnerNow, offlineCopyBuster, type CopyOwner } from '../lib/platform/offlineCopy/owner';

/**
 * Writes an offline copy for `userId` as the app keeps one (lib/platform/offlineCopy/offlineCopy.ts): the
 * given reads' answers, loaded at `updatedAt`, under the session's account of now unless another
 * owner is given. Returns a cleanup that removes it.
 */
export function writeOfflineCopy(
  userId: string,
  reads: readonly (readonly [queryKey: QueryKey, data: unknown])[],
  updatedAt = Date.now(),
  owner: CopyOwner = copyOwnerNow(userId),
): () => void {
  const client = new QueryClient();
  for (const [queryKey, data] of reads) client.setQueryData(queryKey, data, { updatedAt });
  const copy: PersistedClient = {
    buster: offlineCopyBuster(owner),
    timestamp: updatedAt,
    clientState: dehydrate(client),
  };
  localStorage.setItem(OFFLINE_COPY_KEY, JSON.stringify(copy));
  return () => localStorage.removeItem(OFFLINE_COPY_KEY);
}

/** The freelancer of the mocked back end (scenario 'freelancer'), as their offline copy holds them. */
export const keptFreelancer = {
  id: 1001,
  user_type: 'freelancer',
  first_name: 'Sanne',
  insertion: 'de',
  last_name: 'Vries',
  email: 'sanne.devries@example.nl',
  isImpersonated: false,
} satisfies CurrentUser;

/**
 * Writes the freelancer's offline copy, signed in as themselves, as the app keeps it: their current
 * user and the given reads. A story's start-up puts it back once the session has answered, as the
 * app's does (boot/runBoot.ts). Returns a cleanup that removes it.
 */
export function writeFreelancerOfflineCopy(
  reads: readonly (readonly [queryKey: QueryKey, data: unknown])[],
  updatedAt = Date.now(),
): () => void {
  const user = String(keptFreelancer.id);
  return writeOfflineCopy(
    user,
    [[currentUserQuery.queryKey, keptFreelancer], ...reads],
    updatedAt,
    { account: user, user, as: '-' },
  );
}
