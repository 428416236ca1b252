/**
 * The notice of a page that started again because another account signed in in this browser
 * (decision 0027): noted (sessionStorage) as the page leaves, shown once by the new start.
 */
const ACCOUNT_CHANGED_KEY = 'pidz.account-changed';

/** Notes that the page starts again because another account signed in. */
export function noteAccountChanged(): void {
  try {
    sessionStorage.setItem(ACCOUNT_CHANGED_KEY, '1');
  } catch {
    // No notice then; the page starts again all the same.
  }
}

/** Whether the page started again because another account signed in (answered once). */
export function takeAccountChangedNotice(): boolean {
  try {
    const isNoted = sessionStorage.getItem(ACCOUNT_CHANGED_KEY) !== null;
    sessionStorage.removeItem(ACCOUNT_CHANGED_KEY);
    return isNoted;
  } catch {
    return false;
  }
}
