import { QueryClient, dehydrate, type QueryKey } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { OFFLINE_COPY_KEY } from '../lib/platform/keptData';
import { copyOwnerNow, offlineCopyBuster, type CopyOwner } from '../lib/platform/offlineCopyOwner';

/** The user whose offline copy a story or test writes and restores. */
export const STORY_USER_ID = '1';

/**
 * Writes an offline copy for `userId` as the app keeps one (lib/platform/offlineCopy.ts): the
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
