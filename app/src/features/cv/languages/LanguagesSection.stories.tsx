import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LanguageSkill } from '@pidz/contracts';
import { withApp } from '../../../testing/AppDecorator';
import { LanguagesSection } from './LanguagesSection';
import { cvPaths } from '../../../pathsBelow';

const skill = (
  id: number,
  language_name: string,
  status: LanguageSkill['status'],
  declined_reason: string | null = null,
): LanguageSkill => ({
  id,
  language_uuid: `uuid-${id}`,
  language_name,
  skill_level: ((id % 3) + 1) as LanguageSkill['skill_level'],
  status,
  declined_reason,
});

/** The 'Talen' section on its own, with every review status a language skill can have. */
const meta = {
  title: 'Screens/CV/Languages section',
  component: LanguagesSection,
  decorators: [withApp],
  parameters: { route: cvPaths.overview(), isSignedIn: false },
  args: {
    skills: [
      skill(1, 'Nederlands', 1),
      skill(2, 'Engels', 0),
      skill(3, 'Duits', 2, 'Het niveau past niet bij je werkervaring.'),
      skill(4, 'Frans', 2),
      skill(5, 'Spaans', 3),
      skill(6, 'Turks', 4),
    ],
  },
} satisfies Meta<typeof LanguagesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels and messages per status; edit links only where the item may still change. */
export const EveryStatus: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const item = (name: string) =>
      canvas.getByRole('heading', { name }).closest('li') as HTMLElement;
    await expect(
      canvas.getByText('Dit onderdeel vraagt je aandacht: bekijk de talen hieronder.'),
    ).toBeVisible();

    await expect(item('Nederlands')).toHaveTextContent(
      'GoedgekeurdDeze taal is goedgekeurd en mag niet meer bewerkt worden',
    );
    await expect(item('Engels')).toHaveTextContent('Wacht op controle');
    await expect(item('Duits')).toHaveTextContent(
      'AfgekeurdReden afgekeurd: Het niveau past niet bij je werkervaring.',
    );
    await expect(item('Frans')).toHaveTextContent('Reden afgekeurd: Geen reden opgegeven');
    await expect(item('Spaans')).toHaveTextContent('Verlopen');
    await expect(item('Turks')).toHaveTextContent('Bijna verlopen');

    const editLinks = canvas.getAllByRole('link', { name: /bewerken$/ });
    await expect(editLinks.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Engels bewerken',
      'Duits bewerken',
      'Frans bewerken',
      'Turks bewerken',
    ]);
    await expect(within(item('Spaans')).queryByRole('link')).toBeNull();
    await expect(
      within(item('Spaans')).getByRole('button', { name: 'Spaans verwijderen' }),
    ).toBeVisible();
  },
};

/** An expired language can only be removed; the confirmation closes with Escape, keeping it. */
export const ExpiredRemoveCancelled: Story = {
  play: async ({ canvas, canvasElement }) => {
    const remove = canvas.getByRole('button', { name: 'Spaans verwijderen' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Taal verwijderen' });
    await expect(dialog).toHaveTextContent(
      'Weet je zeker dat je Spaans van je CV wilt verwijderen?',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    // The focus goes back to the button once the dialog has gone (in the frame after).
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(canvas.getByRole('heading', { name: 'Spaans' })).toBeVisible();
  },
};

/** No languages: the empty text and the attention note. */
export const Empty: Story = {
  tags: ['visual'],
  args: { skills: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Je hebt nog geen talen toegevoegd.')).toBeVisible();
    await expect(
      canvas.getByText('Dit onderdeel vraagt je aandacht: voeg minimaal één taal toe.'),
    ).toBeVisible();
  },
};
