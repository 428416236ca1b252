import { Button, Card } from '@pidz/ui';
import { libMessages } from '../words/messages';

export interface LoadFailedProps {
  /** Loads the screen's data again. */
  onRetry: () => void;
}

/** What a screen shows when its data did not load: the reason and a retry button. */
export function LoadFailed({ onRetry }: LoadFailedProps) {
  return (
    <Card role="alert" justifyItems="start">
      <p>{libMessages.loadFailed}</p>
      <Button variant="secondary" onPress={onRetry}>
        {libMessages.retry}
      </Button>
    </Card>
  );
}
