import styled from 'styled-components';
import { Button, Modal } from '@pidz/ui';
import { showToast } from '../../lib/platform/toasts';
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

export interface RemoveResumeItemDialogProps {
  /** The section the item is in. */
  section: RemovableSection;
  /** The item's id. */
  id: number;
  /** How the item is named in the question and the toast (see resumeItemNames.ts). */
  name: string;
  /** Called once the back end removed it (after the success toast), e.g. to leave the edit page. */
  onRemoved?: () => void;
  /** Whether the question is shown. */
  isOpen: boolean;
  /** Called when it closes ('Annuleren', Escape, or after the removal). */
  onClose: () => void;
}

/**
 * The confirmation of RemoveResumeItem (e.g. 'Werkervaring verwijderen'), a chunk of its own:
 * confirming calls the section's remove method, takes the item out of the cached resume, shows a
 * success toast, closes and reports `onRemoved`. A failure shows the catalogue's error toast and
 * leaves the question open.
 */
export function RemoveResumeItemDialog({
  section,
  id,
  name,
  onRemoved,
  isOpen,
  onClose,
}: RemoveResumeItemDialogProps) {
  const texts = removalTexts[section];
  const removal = useRemoveResumeItem(section, id);
  const isRemoving = removal.isPending;

  return (
    <Modal
      title={texts.removeTitle}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!isRemoving}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isRemoving}>
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
                  onClose();
                  onRemoved?.();
                },
              })
            }
            isDisabled={isRemoving}
          >
            {messages.overview.remove}
          </Button>
        </>
      }
    >
      <Question>{messages.item.removeQuestion(name)}</Question>
    </Modal>
  );
}
