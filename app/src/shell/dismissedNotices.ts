import { useCallback, useState } from 'react';

/** Where the ids of the system notices the user closed are kept, for the session. */
export const DISMISSED_NOTICES_KEY = 'pidz.dismissed-notices';

function readDismissed(): ReadonlySet<number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_NOTICES_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id) => typeof id === 'number') : []);
  } catch {
    // An unreadable entry (or no storage) is as if nothing was closed.
    return new Set();
  }
}

/**
 * The system notices (by id) the user closed in this session, and a function that closes one:
 * remembered in sessionStorage, so a closed notice stays closed until the browser tab closes.
 */
export function useDismissedNotices(): [ReadonlySet<number>, (id: number) => void] {
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = useCallback((id: number) => {
    const next = new Set(readDismissed()).add(id);
    sessionStorage.setItem(DISMISSED_NOTICES_KEY, JSON.stringify([...next]));
    setDismissed(next);
  }, []);
  return [dismissed, dismiss];
}
