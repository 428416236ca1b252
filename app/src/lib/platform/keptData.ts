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
export function keptDataStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether a copy of a user's screens is kept (a repeat visit's start puts it back at once). */
export function hasKeptData(): boolean {
  return keptDataStorage()?.getItem(OFFLINE_COPY_KEY) != null;
}

/** Forgets everything kept for the signed-in user. */
export function forgetKeptData(): void {
  keptDataStorage()?.removeItem(OFFLINE_COPY_KEY);
}
