import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button, Modal, ModalTrigger } from '@pidz/ui';
import { useRpcMutation, type RpcParams } from '../../lib/queries';
import { showToast } from '../../lib/toasts';
import { cvMessages, cvScreenMessages } from './messages';
import { forgetResumeItem } from './resume';

const messages = cvScreenMessages;

/** The remove methods of the resume sections with a form. */
type RemoveMethod =
  | 'work_experience:remove'
  | 'education:remove'
  | 'training:remove'
  | 'registration:remove'
  | 'language_skill:remove';

/** Per section: its remove method and the params for an item id. */
const removals = {
  workExperience: {
    method: 'work_experience:remove',
    params: (id: number) => ({ workExperienceId: id }),
    texts: messages.workExperience,
  },
  educations: {
    method: 'education:remove',
    params: (id: number) => ({ educationId: id }),
    texts: messages.education,
  },
  trainings: {
    method: 'training:remove',
    params: (id: number) => ({ trainingId: id }),
    texts: messages.training,
  },
  registrations: {
    method: 'registration:remove',
    params: (id: number) => ({ registrationId: id }),
    texts: messages.registration,
  },
  languages: {
    method: 'language_skill:remove',
    params: (id: number) => ({ languageSkillId: id }),
    texts: cvMessages.languages,
  },
} as const satisfies Record<
  string,
  { method: RemoveMethod; params: (id: number) => RpcParams<RemoveMethod>; texts: object }
>;

/** A resume section whose items {@link RemoveResumeItem} removes. */
export type RemovableSection = keyof typeof removals;

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
  const queryClient = useQueryClient();
  const { method, params, texts } = removals[section];
  const removal = useRpcMutation<RemoveMethod>(method, {
    onSuccess: () => {
      forgetResumeItem(queryClient, section, id);
      showToast({
        type: 'success',
        title: texts.removed,
        message: messages.item.removedText(name),
      });
      onRemoved?.();
    },
  });
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
              onPress={() => removal.mutate(params(id), { onSuccess: close })}
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
