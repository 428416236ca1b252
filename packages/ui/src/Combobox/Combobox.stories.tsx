import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SelectOption } from '../Field/options';
import { Combobox } from './Combobox';

const languages: SelectOption<string>[] = [
  { id: 'nl', value: 'nl', label: 'Nederlands' },
  { id: 'en', value: 'en', label: 'Engels' },
  { id: 'de', value: 'de', label: 'Duits' },
  { id: 'fr', value: 'fr', label: 'Frans' },
  { id: 'es', value: 'es', label: 'Spaans' },
  { id: 'tr', value: 'tr', label: 'Turks' },
];

const organisations: SelectOption<number>[] = Array.from({ length: 200 }, (_, index) => ({
  id: index + 1,
  value: index + 1,
  label: `Zorginstelling ${index + 1}`,
}));

/** The popover is portalled to the document body, outside the story canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'UI/Combobox',
  component: Combobox<string>,
  args: { label: 'Taal', options: languages, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof Combobox<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Taal' });
    await expect(input).toHaveAttribute('placeholder', 'Selecteer of zoek een optie');

    await userEvent.type(input, 'ned');
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nederlands']);

    await userEvent.clear(input);
    await userEvent.type(input, 'NED');
    await waitFor(() =>
      expect(
        within(page(canvasElement).getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Nederlands']),
    );
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Taal' }), 'xyz');
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(listbox).toHaveTextContent('Geen resultaten gevonden');
    await expect(within(listbox).queryByRole('option', { name: /Nederlands|Engels/ })).toBeNull();
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Taal' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await page(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await expect(input).toHaveValue('Engels');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const Selected: Story = {
  args: { defaultValue: 'fr' },
  play: async ({ canvas }) => {
    // react-aria fills the input once it has built the collection, a render after the first.
    const input = canvas.getByRole('combobox', { name: 'Taal' });
    await waitFor(() => expect(input).toHaveValue('Frans'));
  },
};

function ControlledCombobox() {
  const [language, setLanguage] = useState<string | null>('de');
  return (
    <>
      <Combobox label="Taal" options={languages} value={language} onChange={setLanguage} />
      <p>Gekozen: {language ?? 'geen'}</p>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledCombobox />,
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Taal' });
    await waitFor(() => expect(input).toHaveValue('Duits'));
    await userEvent.click(canvas.getByRole('button'));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Spaans' }));
    await expect(canvas.getByText('Gekozen: es')).toBeInTheDocument();
    await expect(input).toHaveValue('Spaans');
  },
};

export const WithDescription: Story = {
  args: { description: 'De taal waarin je werkt.', isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Taal' });
    await expect(input).toHaveAccessibleDescription('De taal waarin je werkt.');
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Selecteer een taal', isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Taal' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Selecteer een taal');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'nl', errorMessage: 'Selecteer een taal' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Taal' });
    await expect(input).toBeDisabled();
    await waitFor(() => expect(input).toHaveValue('Nederlands'));
    await expect(canvas.queryByText('Selecteer een taal')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(listbox).toHaveTextContent('Geen resultaten gevonden');
  },
};

export const LongList: StoryObj<typeof Combobox<number>> = {
  args: { label: 'Organisatie', options: organisations, onChange: fn() },
  render: (args) => <Combobox {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    const listbox = await page(canvasElement).findByRole('listbox');
    const rendered = await within(listbox).findAllByRole('option');
    // Virtualized: only the rows in view (plus a few) are in the DOM, not all 200.
    await expect(rendered.length).toBeLessThan(50);

    const input = canvas.getByRole('combobox', { name: 'Organisatie' });
    await userEvent.type(input, 'instelling 150');
    const match = await within(listbox).findByRole('option', { name: 'Zorginstelling 150' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.click(match);
    await expect(args.onChange).toHaveBeenCalledWith(150);
    await expect(input).toHaveValue('Zorginstelling 150');
  },
};
