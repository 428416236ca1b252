import { Button, Heading } from '@pidz/ui';
import { AppToaster } from './AppToaster';
import { CenteredPage } from './CenteredPage';
import { shellMessages } from './messages';
import { useReplaceStaticFrame } from './replaceStaticFrame';

export interface SessionFailedProps {
  /** Asks the failed session call again. */
  onRetry: () => void;
}

/**
 * What the app shows when the session or the current user could not be loaded: 'Er is iets
 * misgegaan' and 'Opnieuw proberen', with the failure's toast (the layout's toaster is not there).
 */
export function SessionFailed({ onRetry }: SessionFailedProps) {
  useReplaceStaticFrame();
  return (
    <>
      <CenteredPage>
        <Heading level={1}>{shellMessages.sessionFailedTitle}</Heading>
        <p>{shellMessages.sessionFailedText}</p>
        <Button onPress={onRetry}>{shellMessages.retry}</Button>
      </CenteredPage>
      <AppToaster />
    </>
  );
}
