import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@pidz/ui';
import { useFocusKeeper } from './useFocusKeeper';

/**
 * An action whose control is disabled while it runs and that ends at once: the moment the browser
 * has moved the focus off the disabled control to the body (a frame after it was disabled), so
 * before the keeper looks. A fast answer (the KvK lookup on a quick network) does the same.
 */
function QuickAction() {
  const area = useRef<HTMLElement>(null);
  const mainArea = useCallback(() => area.current, []);
  useFocusKeeper(mainArea);
  const [state, setState] = useState<'idle' | 'running' | 'done'>('idle');
  const start = () => {
    setState('running');
    // After the event (it may come while React renders), well before the next frame.
    const end = () => queueMicrotask(() => flushSync(() => setState('done')));
    document.addEventListener('focusout', end, { once: true });
  };
  return (
    <main ref={area}>
      <Button isDisabled={state === 'running'} onPress={start}>
        Opzoeken
      </Button>
      <p role="status">{state === 'done' ? 'Gevonden' : ''}</p>
    </main>
  );
}

/** The shell's focus keeper (docs/decisions/0024), on its own. */
const meta = {
  // Not a screen (the visual check photographs every Screens/ group): the shell's behaviour.
  title: 'Shell/FocusKeeper',
  component: QuickAction,
} satisfies Meta<typeof QuickAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: an action that ended before the keeper looked still gives the focus back. */
export const ActionEndedWithinAFrame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Opzoeken' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Ended once the browser had moved the focus to the body.
    await expect(await canvas.findByText('Gevonden')).toBeVisible();
    await waitFor(() => expect(button).toHaveFocus());
  },
};
