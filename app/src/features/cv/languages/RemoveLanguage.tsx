import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { LanguageSkill } from '@pidz/contracts';
import { Button, Modal, ModalTrigger } from '@pidz/ui';
import { useRpcMutation } from '../../../lib/queries';
import { showToast } from '../../../lib/toasts';
import { cvMessages } from '../messages';
import { forgetResumeItem } from '../resume';

const messages = cvMessages.languages;

const Question = styled.p`
  margin: 0;
`;

export interface RemoveLanguageProps {
  /** The language skill to remove. */
  skill: Pick<LanguageSkill, 'id' | 'language_name'>;
  /** Called once the back end removed it (after the success toast), e.g. to leave the edit page. */
  onRemoved?: () => void;
  /** Shows the button compact, for a list row. Default `false`. */
  isCompact?: boolean;
}

/**
 * 'Verwijderen' with a confirmation modal ('Taal verwijderen'): confirming calls
 * `language_skill:remove`, takes the skill out of the cached resume, shows a success toast and
 * reports `onRemoved`. A failure shows the catalogue's error toast and leaves the modal open, so
 * the user can try again or cancel.
 */
export function RemoveLanguage({ skill, onRemoved, isCompact = false }: RemoveLanguageProps) {
  const queryClient = useQueryClient();
  const removal = useRpcMutation('language_skill:remove', {
    onSuccess: () => {
      forgetResumeItem(queryClient, 'languages', skill.id);
      showToast({
        type: 'success',
        title: messages.removed,
        message: messages.removedText(skill.language_name),
      });
      onRemoved?.();
    },
  });
  const isRemoving = removal.isPending;

  const remove = (close: () => void) =>
    removal.mutate({ languageSkillId: skill.id }, { onSuccess: close });

  return (
    <ModalTrigger>
      <Button
        variant="secondary"
        isCompact={isCompact}
        aria-label={messages.removeLabel(skill.language_name)}
      >
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
            <Button onPress={() => remove(close)} isDisabled={isRemoving}>
              {messages.remove}
            </Button>
          </>
        )}
      >
        <Question>{messages.removeQuestion(skill.language_name)}</Question>
      </Modal>
    </ModalTrigger>
  );
}
