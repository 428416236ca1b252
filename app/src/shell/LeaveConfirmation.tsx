import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { onDemandChunk } from '../lib/screen/onDemandChunk';
import { inAppLinkHref, unsavedChangesStore } from '../lib/forms/unsavedChanges';

/** The question itself (react-aria's modal): loaded once a form holds unsaved changes. */
const leaveDialogChunk = onDemandChunk(() => import('./LeaveDialog'));

/**
 * Asks before a link in the app leaves a form with unsaved changes ('Blijven' or 'Pagina
 * verlaten'). Catches clicks on in-app links (wouter's and react-aria's, also menu items) before
 * they navigate, while any form holds unsaved changes. The question's chunk loads as soon as a form
 * holds changes, so it is there when a link asks for it.
 */
export function LeaveConfirmation() {
  const { dirtyForms, pendingHref } = useSnapshot(unsavedChangesStore);
  const [, navigate] = useLocation();
  // Should the question fail to load, links are not held up: the form's draft keeps the changes.
  const [cannotAsk, setCannotAsk] = useState(false);

  useEffect(() => {
    if (dirtyForms === 0 || cannotAsk) return undefined;
    const interceptLinkClick = (event: MouseEvent) => {
      const href = inAppLinkHref(event, window.location.origin);
      if (href === null) return;
      event.preventDefault();
      event.stopPropagation();
      unsavedChangesStore.pendingHref = href;
    };
    document.addEventListener('click', interceptLinkClick, { capture: true });
    return () => document.removeEventListener('click', interceptLinkClick, { capture: true });
  }, [dirtyForms, cannotAsk]);

  const stay = () => {
    unsavedChangesStore.pendingHref = null;
  };
  const leave = () => {
    if (pendingHref === null) return;
    unsavedChangesStore.pendingHref = null;
    navigate(pendingHref);
  };

  const LeaveDialog = leaveDialogChunk.useModule(dirtyForms > 0 || pendingHref !== null, () => {
    setCannotAsk(true);
    leave();
  })?.LeaveDialog;
  return LeaveDialog ? (
    <LeaveDialog isOpen={pendingHref !== null} onStay={stay} onLeave={leave} />
  ) : null;
}
