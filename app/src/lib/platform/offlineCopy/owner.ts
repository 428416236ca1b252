import { impersonationId } from '../impersonation';
import { sessionStore } from '../session';

/*
 * Whose the offline copy is (lib/platform/offlineCopy/offlineCopy.ts, decision 0026): named in its buster, so
 * that a copy is put back only for the same account acting as the same user.
 */

/** Raise to drop copies written by an older shape. */
const OFFLINE_COPY_VERSION = 'offline-copy-2';
/**
 * Whose a copy is: the account that signed in (the session's; an admin stays the admin while
 * impersonating), the user it acts as (`user:getCurrentUser`'s id) and the impersonation id ('-'
 * for none). A copy is shown only to the same account acting as the same user.
 */
export interface CopyOwner {
  account: string;
  user: string;
  as: string;
}

/** The owner of `userId`'s copy under the session and the impersonation of now. */
export function copyOwnerNow(userId: string): CopyOwner {
  return {
    account: sessionStore.tokens?.account ?? '-',
    user: userId,
    as: impersonationId() ?? '-',
  };
}

/** The copy's buster: its shape and its owner. A copy with another buster is never restored. */
export function offlineCopyBuster({ account, user, as }: CopyOwner): string {
  const part = encodeURIComponent;
  return `${OFFLINE_COPY_VERSION} account=${part(account)} user=${part(user)} as=${part(as)}`;
}

/** The owner a buster names, or undefined for a buster of another shape. */
export function busterOwner(buster: string): CopyOwner | undefined {
  const parts = new RegExp(`^${OFFLINE_COPY_VERSION} account=(\\S+) user=(\\S+) as=(\\S+)$`).exec(
    buster,
  );
  if (!parts) return undefined;
  const [account = '', user = '', as = ''] = parts.slice(1).map(decodeURIComponent);
  return { account, user, as };
}
