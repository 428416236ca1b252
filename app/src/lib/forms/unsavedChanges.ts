import { useEffect } from 'react';
import { proxy } from 'valtio';

/**
 * Unsaved changes on the screen: while a form holds changes that are not saved, a link in the app
 * asks before it leaves (the shell's LeaveConfirmation). The form's draft keeps the changes either
 * way, so leaving loses nothing; the question is there so that nobody leaves by accident.
 */
export const unsavedChangesStore = proxy({
  /** How many mounted forms hold unsaved changes. */
  dirtyForms: 0,
  /** The address a link tried to open while changes were unsaved, until the user answers. */
  pendingHref: null as string | null,
});

/** Marks the calling screen as holding unsaved changes while `isDirty` is true. */
export function useUnsavedChanges(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return undefined;
    unsavedChangesStore.dirtyForms += 1;
    return () => {
      unsavedChangesStore.dirtyForms -= 1;
    };
  }, [isDirty]);
}

/**
 * The in-app address a click on `target` would open, or null for anything else (a button, a link to
 * another site or a new tab, a download, a click with a modifier key).
 */
export function inAppLinkHref(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
