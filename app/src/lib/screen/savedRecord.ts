import { useEffect } from 'react';

/** How long a saved record stays marked (`data-just-saved`, styled by the global CSS). */
export const SAVED_MARK_MS = 3000;

/**
 * The element id of the record a form just saved, on the screen the form returns to. Kept in the
 * module: it lives from the form's screen to the next one, which takes it once.
 */
let savedAnchor: string | null = null;

/** Remembers the saved record's element id, for the screen the form returns to. */
export function rememberSavedRecord(anchor: string): void {
  savedAnchor = anchor;
}

/** Whether a saved record waits for its screen to bring the user back to it. */
export function hasSavedRecordToReveal(): boolean {
  return savedAnchor !== null;
}

/**
 * Brings the user back to the record a form just saved (see {@link rememberSavedRecord}): once the
 * calling screen shows its data, the record's element (it needs `tabIndex={-1}`) takes the focus,
 * is scrolled to the middle of the screen (clear of the page title and the toasts along the top or
 * bottom edge) and is marked for {@link SAVED_MARK_MS}. Call it in the component that renders the
 * records, under its QueryBoundary; a remembered id the screen does not show is dropped.
 */
export function useRevealSavedRecord(): void {
  useEffect(() => {
    const anchor = savedAnchor;
    savedAnchor = null;
    const element = anchor === null ? null : document.getElementById(anchor);
    if (!element) return;
    element.setAttribute('data-just-saved', '');
    // Focus first: a collapsed section opens when focus enters it, then the record is scrolled to.
    element.focus({ preventScroll: true });
    requestAnimationFrame(() => element.scrollIntoView({ block: 'center' }));
    // Not cleared on unmount: the mark belongs to the element, which goes with it.
    setTimeout(() => element.removeAttribute('data-just-saved'), SAVED_MARK_MS);
  }, []);
}
