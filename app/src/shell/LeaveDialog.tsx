import styled from 'styled-components';
import { Button, Modal } from '@pidz/ui';
import { shellMessages } from './messages';

const texts = shellMessages.leaveConfirmation;

const Text = styled.p`
  margin: 0;
`;

export interface LeaveDialogProps {
  /** Whether a link has tried to leave unsaved changes. */
  isOpen: boolean;
  /** 'Blijven' (or Escape): the link is not followed. */
  onStay: () => void;
  /** 'Pagina verlaten': the link is followed. */
  onLeave: () => void;
}

/** The question LeaveConfirmation asks, in a chunk of its own: 'Blijven' or 'Pagina verlaten'. */
export function LeaveDialog({ isOpen, onStay, onLeave }: LeaveDialogProps) {
  return (
    <Modal
      title={texts.title}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={onStay}>
            {texts.stay}
          </Button>
          <Button onPress={onLeave}>{texts.leave}</Button>
        </>
      }
    >
      <Text>{texts.text}</Text>
    </Modal>
  );
}
