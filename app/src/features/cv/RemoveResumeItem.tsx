import styled from 'styled-components';
import { Button, Modal, ModalTrigger } from '@pidz/ui';
import { showToast } from '../../lib/toasts';
import { cvMessages, cvScreenMessages } from './messages';
import { useRemoveResumeItem, type RemovableSection } from './api';

const messages = cvScreenMessages;

/** The texts of each section's removal. */
const removalTexts = {
  workExperience: messages.workExperience,
  educations: messages.education,
  trainings: messages.training,
  registrations: messages.registration,
  languages: cvMessages.languages,
} satisfies Record<RemovableSection, object>;

const Question = styled.p`
  margin: 0;
`;

export interface RemoveResumeItemProps {
  /** The section the item is in. */
  section: RemovableSection;
  /** The item's id. */
  id: number;
  /** How the item is named in the button, the question and the toast (see resumeItemNames.ts). */
  name: string;
  /** Called once the back end removed it (after the success toast), e.g. to leave the edit page. */
  onRemoved?: () => void;
  /** Shows the button compact, for a list row. Default `false`. */
  isCompact?: boolean;
}

/**
 * 'Verwijderen' with a confirmation modal (e.g. 'Werkervaring verwijderen'): confirming calls the
 * section's remove method, takes the item out of the cached resume, shows a success toast and
 * reports `onRemoved`. A failure shows the catalogue's error toast and leaves the modal open.
 */
export function RemoveResumeItem({
  section,
  id,
  name,
  onRemoved,
  isCompact = false,
}: RemoveResumeItemProps) {
  const texts = removalTexts[section];
  const removal = useRemoveResumeItem(section, id);
  const isRemoving = removal.isPending;

  return (
    <ModalTrigger>
      <Button
        variant="secondary"
        isCompact={isCompact}
        aria-label={messages.item.removeLabel(name)}
      >
        {messages.overview.remove}
      </Button>
      <Modal
        title={texts.removeTitle}
        role="alertdialog"
        isDismissable={!isRemoving}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={isRemoving}>
              {messages.overview.cancel}
            </Button>
            <Button
              onPress={() =>
                removal.remove({
                  onSuccess: () => {
                    showToast({
                      type: 'success',
                      title: texts.removed,
                      message: messages.item.removedText(name),
                    });
                    onRemoved?.();
                    close();
                  },
                })
              }
              isDisabled={isRemoving}
            >
              {messages.overview.remove}
            </Button>
          </>
        )}
      >
        <Question>{messages.item.removeQuestion(name)}</Question>
      </Modal>
    </ModalTrigger>
  );
}
