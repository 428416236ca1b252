import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AssetKind, AssetTypeId } from '@pidz/contracts';
import { withApp } from '../../../testing/AppDecorator';
import { body, chooseFiles, pdf } from '../../../testing/storyActions';
import { DocumentCard } from './DocumentCard';
import { paths } from '../../../paths';

/**
 * One document's card on its own, for the number/asset kinds (decision 0034) the mock's
 * documents do not show: a kind that carries only a number (NUMBER, none of the mock's kinds), and
 * a declined document of a kind with a number (BOTH) that a new file replaces.
 */
const meta = {
  title: 'Screens/Profile/Document card',
  component: DocumentCard,
  decorators: [withApp],
  parameters: { route: paths.profile.overview(), isSignedIn: false },
  args: {
    typeId: AssetTypeId.VOG_DOCUMENT,
    name: 'Registratienummer',
    kind: AssetKind.NUMBER,
    isEditable: true,
    assets: [
      {
        id: 950,
        file_name: '',
        number: 'REG-2026-77',
        type: { id: AssetTypeId.VOG_DOCUMENT, name: 'Registratienummer', kind: AssetKind.NUMBER },
        status: 'new',
        valid_until: null,
        disapproved_reason: null,
      },
    ],
  },
} satisfies Meta<typeof DocumentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No file picker: the saved number as the document's name (no download, removal asks by the
 * number), the number field and 'Opslaan', which without a number says so at the field.
 */
export const NumberOnly: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Registratienummer' });
    await expect(list).toHaveTextContent('REG-2026-77');
    await expect(canvas.queryByRole('button', { name: /downloaden/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Bestanden toevoegen' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'REG-2026-77 verwijderen' }));
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: 'Document verwijderen' }),
    );
    await expect(
      dialog.getByText('Weet je zeker dat je REG-2026-77 wilt verwijderen?'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Annuleren' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    const number = canvas.getByRole('textbox', { name: 'Documentnummer' });
    await expect(number).toHaveAccessibleDescription('Vul het documentnummer in');
    await expect(number).toHaveFocus();
    await userEvent.type(number, 'REG-2026-78');
    await expect(number).not.toHaveAccessibleDescription('Vul het documentnummer in');
  },
};

/**
 * A declined document that carries a number (BOTH): 'Vervangen' without the number says so at
 * the field instead of asking its question; with it, the question follows.
 */
export const ReplaceNeedsNumber: Story = {
  args: {
    name: 'VOG',
    kind: AssetKind.BOTH,
    assets: [
      {
        id: 951,
        file_name: 'vog-oud.pdf',
        number: '4412873',
        type: { id: AssetTypeId.VOG_DOCUMENT, name: 'VOG', kind: AssetKind.BOTH },
        status: 'disapproved',
        valid_until: null,
        disapproved_reason: 'De VOG is ouder dan drie maanden.',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Documentnummer: 4412873')).toBeVisible();
    await chooseFiles(canvasElement, 'VOG', [pdf('vog-nieuw.pdf')]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Vervangen' }));
    const number = canvas.getByRole('textbox', { name: 'Documentnummer' });
    await expect(number).toHaveAccessibleDescription('Vul het documentnummer in');
    await expect(number).toHaveFocus();
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
    await userEvent.type(number, '5523984');
    await userEvent.click(canvas.getByRole('button', { name: 'Vervangen' }));
    await expect(
      await body(canvasElement).findByRole('alertdialog', { name: 'Document vervangen' }),
    ).toBeVisible();
  },
};
