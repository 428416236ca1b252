import styled from 'styled-components';
import { Button, Modal, ModalTrigger } from '@pidz/ui';
import { showToast } from '../../lib/toasts';
import { useRemoveDeviatingRate } from './api';
import { ratesMessages as messages } from './messages';

const Question = styled.p`
  margin: 0;
`;

/**
 * 'Verwijderen' for a department's deviating rate, with a confirmation: confirming sets both of its
 * rates back to null (the standard rate applies again) and shows a toast. A failure shows the
 * catalogue toast and leaves the question open.
 */
export function RemoveDeviatingRate({
  departmentId,
  name,
}: {
  departmentId: number;
  name: string;
}) {
  const removal = useRemoveDeviatingRate();
  const isRemoving = removal.isPending;
  return (
    <ModalTrigger>
      <Button variant="secondary" isCompact aria-label={messages.removeLabel(name)}>
        {messages.remove}
      </Button>
      <Modal
        title={messages.removeTitle}
        role="alertdialog"
        isDismissable={!isRemoving}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={isRemoving}>
              {messages.cancel}
            </Button>
            <Button
              isDisabled={isRemoving}
              onPress={() =>
                removal.remove(departmentId, {
                  onSuccess: () => {
                    showToast({
                      type: 'success',
                      title: messages.removed,
                      message: messages.removedText(name),
                    });
                    close();
                  },
                })
              }
            >
              {messages.remove}
            </Button>
          </>
        )}
      >
        <Question>{messages.removeQuestion(name)}</Question>
      </Modal>
    </ModalTrigger>
  );
}
