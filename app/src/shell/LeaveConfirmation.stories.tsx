import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Link, useLocation } from 'wouter';
import { LinkButton } from '@pidz/ui';
import { useUnsavedChanges } from '../lib/forms/unsavedChanges';
import { withApp } from '../testing/AppDecorator';
import { LeaveConfirmation } from './LeaveConfirmation';
import { cvPaths } from '../pathsBelow';

/** A screen whose form holds unsaved changes (or not), with two kinds of in-app links. */
function ScreenWithForm({ isDirty }: { isDirty: boolean }) {
  useUnsavedChanges(isDirty);
  const [location] = useLocation();
  return (
    <main>
      <p>Je bent op {location}</p>
      <Link href="/dashboard">Naar het dashboard</Link>
      <LinkButton href="/cv">Naar je CV</LinkButton>
      <LeaveConfirmation />
    </main>
  );
}

/** The question before a link leaves a form with unsaved changes. */
const meta = {
  title: 'Screens/Shell/LeaveConfirmation',
  component: ScreenWithForm,
  decorators: [withApp],
  args: { isDirty: true },
  parameters: { route: cvPaths.languageAdd(), isSignedIn: false },
} satisfies Meta<typeof ScreenWithForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The question, asked by a link. */
export const Question: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Naar het dashboard' }));
    await expect(
      await body(canvasElement).findByRole('alertdialog', { name: 'Pagina verlaten?' }),
    ).toBeVisible();
  },
};

/** 'Blijven' stays on the form; 'Pagina verlaten' follows the link. */
export const UnsavedChanges: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Naar het dashboard' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Pagina verlaten?',
    });
    await expect(dialog).toHaveTextContent('wijzigingen die nog niet zijn opgeslagen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blijven' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText('Je bent op /cv/languages/add')).toBeVisible();

    // A react-aria link, by keyboard.
    canvas.getByRole('link', { name: 'Naar je CV' }).focus();
    await userEvent.keyboard('{Enter}');
    const again = await body(canvasElement).findByRole('alertdialog', { name: 'Pagina verlaten?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Pagina verlaten' }));
    await expect(await canvas.findByText('Je bent op /cv')).toBeVisible();
  },
};

/** Without unsaved changes a link just goes. */
export const NothingUnsaved: Story = {
  args: { isDirty: false },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Naar het dashboard' }));
    await expect(await canvas.findByText('Je bent op /dashboard')).toBeVisible();
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};
