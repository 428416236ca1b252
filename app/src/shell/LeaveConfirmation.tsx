import { useEffect } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { Button, Modal } from '@pidz/ui';
import { inAppLinkHref, unsavedChangesStore } from '../lib/unsavedChanges';
import { shellMessages } from './messages';

const texts = shellMessages.leaveConfirmation;

const Text = styled.p`
  margin: 0;
`;

/**
 * Asks before a link in the app leaves a form with unsaved changes ('Blijven' or 'Pagina
 * verlaten'). Catches clicks on in-app links (wouter's and react-aria's, also menu items) before
 * they navigate, while any form holds unsaved changes.
 */
export function LeaveConfirmation() {
  const { dirtyForms, pendingHref } = useSnapshot(unsavedChangesStore);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (dirtyForms === 0) return undefined;
    const interceptLinkClick = (event: MouseEvent) => {
      const href = inAppLinkHref(event, window.location.origin);
      if (href === null) return;
      event.preventDefault();
      event.stopPropagation();
      unsavedChangesStore.pendingHref = href;
    };
    document.addEventListener('click', interceptLinkClick, { capture: true });
    return () => document.removeEventListener('click', interceptLinkClick, { capture: true });
  }, [dirtyForms]);

  const stay = () => {
    unsavedChangesStore.pendingHref = null;
  };
  const leave = () => {
    if (pendingHref === null) return;
    unsavedChangesStore.pendingHref = null;
    navigate(pendingHref);
  };

  return (
    <Modal
      title={texts.title}
      role="alertdialog"
      isOpen={pendingHref !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) stay();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={stay}>
            {texts.stay}
          </Button>
          <Button onPress={leave}>{texts.leave}</Button>
        </>
      }
    >
      <Text>{texts.text}</Text>
    </Modal>
  );
}
