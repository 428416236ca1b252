import { useState } from 'react';
import { Button } from '@pidz/ui';
import { errorToast } from '../../lib/platform/errors';
import { onDemandChunk } from '../../lib/screen/onDemandChunk';
import { showToast } from '../../lib/platform/toasts';
import type { RemovableSection } from './api';
import { cvScreenMessages } from './messages';

const messages = cvScreenMessages;

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
 * The question with react-aria's modal: loaded when the button is reached for, or when the browser
 * is idle on a page that shows the button (its route's `preloadWhenIdle`, routeTable.tsx).
 */
export const removeDialogChunk = onDemandChunk(() => import('./RemoveResumeItemDialog'));
const preloadRemoveDialog = () => void removeDialogChunk.preload().catch(() => undefined);

/**
 * 'Verwijderen' with a confirmation modal (RemoveResumeItemDialog, e.g. 'Werkervaring
 * verwijderen'), whose chunk loads once the first screen has been shown, when the browser is idle
 * (the route's `preloadWhenIdle`), or when the button is hovered, focused or pressed: the CV's
 * first screen does not wait for it. A question that cannot be loaded shows the catalogue's error
 * toast.
 */
export function RemoveResumeItem({
  section,
  id,
  name,
  onRemoved,
  isCompact = false,
}: RemoveResumeItemProps) {
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);
  const Dialog = removeDialogChunk.useModule(isOpen, () => {
    close();
    showToast(errorToast(undefined));
  })?.RemoveResumeItemDialog;

  return (
    <>
      <Button
        variant="secondary"
        isCompact={isCompact}
        aria-label={messages.item.removeLabel(name)}
        onHoverStart={preloadRemoveDialog}
        onFocus={preloadRemoveDialog}
        onPress={() => setOpen(true)}
      >
        {messages.overview.remove}
      </Button>
      {Dialog && (
        <Dialog
          section={section}
          id={id}
          name={name}
          onRemoved={onRemoved}
          isOpen={isOpen}
          onClose={close}
        />
      )}
    </>
  );
}
