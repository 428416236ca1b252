import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SelectOption } from '../Field/options';
import { Dropdown } from './Dropdown';

const skillLevels: SelectOption<number>[] = [
  { id: 1, value: 1, label: 'Moedertaal' },
  { id: 2, value: 2, label: 'Professioneel' },
  { id: 3, value: 3, label: 'Basisniveau' },
];

const countries: SelectOption<string>[] = [
  'Nederland',
  'België',
  'Duitsland',
  'Frankrijk',
  'Spanje',
  'Italië',
  'Oostenrijk',
  'Zwitserland',
  'Denemarken',
  'Zweden',
  'Noorwegen',
  'Finland',
  'Polen',
  'Portugal',
  'Griekenland',
].map((name) => ({ id: name, value: name, label: name }));

/** The popover is portalled to the document body, outside the story canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'UI/Dropdown',
  component: Dropdown<number>,
  args: { label: 'Vaardigheid', options: skillLevels, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof Dropdown<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: /Vaardigheid/ });
    await expect(trigger).toHaveTextContent('Selecteer een optie');
    await userEvent.click(trigger);
    await userEvent.click(
      await page(canvasElement).findByRole('option', { name: 'Professioneel' }),
    );
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(trigger).toHaveTextContent('Professioneel');
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Vaardigheid/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await page(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await expect(trigger).toHaveTextContent('Basisniveau');
    // react-aria gives the focus back in an animation frame after the list has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Selected: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Vaardigheid/ })).toHaveTextContent(
      'Moedertaal',
    );
  },
};

function ControlledDropdown() {
  const [level, setLevel] = useState<number | null>(2);
  return (
    <>
      <Dropdown label="Vaardigheid" options={skillLevels} value={level} onChange={setLevel} />
      <p>Gekozen: {level ?? 'geen'}</p>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDropdown />,
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Vaardigheid/ });
    await expect(trigger).toHaveTextContent('Professioneel');
    await userEvent.click(trigger);
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Moedertaal' }));
    await expect(canvas.getByText('Gekozen: 1')).toBeInTheDocument();
  },
};

export const WithPlaceholderAndDescription: Story = {
  args: { placeholder: 'Kies je niveau', description: 'Hoe goed spreek je deze taal?' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Vaardigheid/ });
    await expect(trigger).toHaveTextContent('Kies je niveau');
    await expect(canvas.getByText('Hoe goed spreek je deze taal?')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Selecteer een vaardigheid', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Selecteer een vaardigheid')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Vaardigheid/ })).toHaveAttribute(
      'data-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 1, errorMessage: 'Selecteer een vaardigheid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Vaardigheid/ })).toBeDisabled();
    await expect(canvas.queryByText('Selecteer een vaardigheid')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Vaardigheid/ })).toHaveTextContent(
      'Selecteer een optie',
    );
  },
};

export const LongList: StoryObj<typeof Dropdown<string>> = {
  args: { label: 'Land', options: countries, onChange: fn() },
  render: (args) => <Dropdown {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Land/ }));
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(15);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Griekenland' }));
    await expect(args.onChange).toHaveBeenCalledWith('Griekenland');
  },
};
