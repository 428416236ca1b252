import { ConfirmButton } from '../../lib/screen/ConfirmButton';
import { showToast } from '../../lib/platform/toasts';
import { useRemoveDeviatingRate } from './api';
import { ratesMessages as messages } from './messages';

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
  return (
    <ConfirmButton
      label={messages.remove}
      ariaLabel={messages.removeLabel(name)}
      title={messages.removeTitle}
      question={messages.removeQuestion(name)}
      isPending={removal.isPending}
      isCompact
      onConfirm={(close) =>
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
    />
  );
}
