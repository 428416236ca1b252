/**
 * What the portal keeps in the browser, beyond the page, for the signed-in user: the copy of their
 * screens' last data for reading offline (offlineCopy.ts). It belongs to that user alone, so it is
 * forgotten as soon as nobody is signed in (a sign-out, an ended session, a start without a
 * session): the next person on the same browser never sees it. A sign-out also forgets the unsaved
 * form drafts.
 */

/** Where the offline copy of the user's screens is kept (localStorage); its buster names the user. */
export const OFFLINE_COPY_KEY = 'pidz.offline-copy';

/** The browser's localStorage, or undefined where there is none or it may not be used. */
export function offlineCopyStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether a copy of a user's screens is kept (a repeat visit's start puts it back at once). */
export function hasOfflineCopy(): boolean {
  return offlineCopyStorage()?.getItem(OFFLINE_COPY_KEY) != null;
}

/**
 * Changed (localStorage) every time the offline copy is forgotten, in whichever page of the browser:
 * a page that keeps a copy writes it only while the mark is the one it started keeping under, so
 * that no page (its `pagehide` write included) puts back what another page's sign-out forgot.
 * Read synchronously, unlike the news between pages (sessionChannel.ts), which may come too late
 * for a page that is closing.
 */
export const OFFLINE_COPY_MARK_KEY = 'pidz.kept-data-mark';

/** The mark of now (see {@link OFFLINE_COPY_MARK_KEY}); null before anything was ever forgotten. */
export function offlineCopyMark(): string | null {
  try {
    return offlineCopyStorage()?.getItem(OFFLINE_COPY_MARK_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Forgets everything kept for the signed-in user, and stops every page's copy from writing. */
export function forgetOfflineCopy(): void {
  const storage = offlineCopyStorage();
  storage?.removeItem(OFFLINE_COPY_KEY);
  try {
    storage?.setItem(OFFLINE_COPY_MARK_KEY, crypto.randomUUID());
  } catch {
    // A storage that refuses: the copy is gone, and nothing can be written there either.
  }
}
