/**
 * What the portal keeps in the browser, beyond the page, for the signed-in user: the calendar's
 * copy for reading offline (features/calendar/calendarCache.ts). It belongs to that user alone, so
 * it is forgotten as soon as nobody is signed in (a sign-out, an ended session, a start without a
 * session): the next person on the same browser never sees it. A sign-out also forgets the
 * unsaved form drafts.
 */

/** Where the calendar's offline copy is kept (localStorage). */
export const CALENDAR_CACHE_KEY = 'pidz.calendar-cache';

/** The browser's localStorage, or undefined where there is none or it may not be used. */
export function keptDataStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Forgets everything kept for the signed-in user. */
export function forgetKeptData(): void {
  keptDataStorage()?.removeItem(CALENDAR_CACHE_KEY);
}
