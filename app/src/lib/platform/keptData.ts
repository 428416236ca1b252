/**
 * What the portal keeps in the browser, beyond the page, for the signed-in user: the copy of their
 * screens' last data for reading offline (offlineCopy.ts), under a key with their id. It belongs
 * to that user alone, so it is forgotten as soon as nobody is signed in (a sign-out, an ended
 * session, a start without a session): the next person on the same browser never sees it. A
 * sign-out also forgets the unsaved form drafts.
 */

/** What the keys of the offline copies start with; the user's id follows. */
const OFFLINE_COPY_KEY_PREFIX = 'pidz.offline-copy.';

/**
 * Where the calendar alone was kept before every screen was (`calendar-1`): forgotten with the
 * copies, so that a browser that still holds one does not keep it past the next sign-out.
 */
const CALENDAR_CACHE_KEY = 'pidz.calendar-cache';

/** Where the offline copy of a user's screens is kept (localStorage). */
export function offlineCopyKey(userId: string): string {
  return `${OFFLINE_COPY_KEY_PREFIX}${userId}`;
}

/** The browser's localStorage, or undefined where there is none or it may not be used. */
export function keptDataStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Forgets the offline copies of every user, or of every user but one. */
export function forgetOfflineCopies({ except }: { except?: string } = {}): void {
  const storage = keptDataStorage();
  if (!storage) return;
  const kept = except === undefined ? undefined : offlineCopyKey(except);
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key?.startsWith(OFFLINE_COPY_KEY_PREFIX) && key !== kept) storage.removeItem(key);
  }
  storage.removeItem(CALENDAR_CACHE_KEY);
}

/** Forgets everything kept for the signed-in user. */
export function forgetKeptData(): void {
  forgetOfflineCopies();
}
