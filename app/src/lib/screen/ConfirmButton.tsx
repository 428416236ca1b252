import styled from 'styled-components';
import { Button, Modal, ModalTrigger, type ButtonVariant } from '@pidz/ui';
import { libMessages } from '../words/messages';

const Question = styled.p`
  margin: 0;
`;

export interface ConfirmButtonProps {
  /** The button's text, also the confirming button's. */
  label: string;
  /** The button's accessible name when its text alone does not say what it acts on. */
  ariaLabel?: string;
  /** The question's title. */
  title: string;
  /** The question. */
  question: string;
  /** Whether the action runs (both buttons disabled, the question stays). */
  isPending: boolean;
  /** Runs the action; `close` closes the question (call it once it succeeded). */
  onConfirm: (close: () => void) => void;
  /** The button's look. Default `'secondary'`. */
  variant?: ButtonVariant;
  /** Compact, for a row. Default `false`. */
  isCompact?: boolean;
}

/**
 * A button that asks first: an alert dialog with the question, 'Annuleren' and the action (the
 * rates' remove, the organisation's block and unblock). A failed action leaves the question open
 * (the data layer shows the toast).
 */
export function ConfirmButton({
  label,
  ariaLabel,
  title,
  question,
  isPending,
  onConfirm,
  variant = 'secondary',
  isCompact = false,
}: ConfirmButtonProps) {
  return (
    <ModalTrigger>
      <Button variant={variant} isCompact={isCompact} aria-label={ariaLabel}>
        {label}
      </Button>
      <Modal
        title={title}
        role="alertdialog"
        isDismissable={!isPending}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={isPending}>
              {libMessages.cancel}
            </Button>
            <Button isDisabled={isPending} onPress={() => onConfirm(close)}>
              {label}
            </Button>
          </>
        )}
      >
        <Question>{question}</Question>
      </Modal>
    </ModalTrigger>
  );
}
