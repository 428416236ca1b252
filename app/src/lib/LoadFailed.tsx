import styled from 'styled-components';
import { Button } from '@pidz/ui';
import { libMessages } from './messages';

const Panel = styled.div`
  display: grid;
  justify-items: start;
  gap: var(--pidz-space-md);
  padding: var(--pidz-space-lg);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-white);
`;

const Text = styled.p`
  margin: 0;
`;

export interface LoadFailedProps {
  /** Loads the screen's data again. */
  onRetry: () => void;
}

/** What a screen shows when its data did not load: the reason and a retry button. */
export function LoadFailed({ onRetry }: LoadFailedProps) {
  return (
    <Panel role="alert">
      <Text>{libMessages.loadFailed}</Text>
      <Button variant="secondary" onPress={onRetry}>
        {libMessages.retry}
      </Button>
    </Panel>
  );
}
