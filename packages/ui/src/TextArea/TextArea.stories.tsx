import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Omschrijving', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three rows by default (spec section 9); Enter starts a new line. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const textArea = canvas.getByRole('textbox', { name: 'Omschrijving' });
    await expect(textArea).toHaveFocus();
    await expect(textArea).toHaveAttribute('rows', '3');
    await userEvent.keyboard('Nachtdienst{Enter}Interne geneeskunde');
    await expect(textArea).toHaveValue('Nachtdienst\nInterne geneeskunde');
    await expect(args.onChange).toHaveBeenLastCalledWith('Nachtdienst\nInterne geneeskunde');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: {
    defaultValue:
      'Als zelfstandig verpleegkundige werk ik op afdelingen interne geneeskunde, cardiologie en de spoedeisende hulp.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Omschrijving' })).toHaveValue(
      'Als zelfstandig verpleegkundige werk ik op afdelingen interne geneeskunde, cardiologie en de spoedeisende hulp.',
    );
  },
};

export const MoreRows: Story = {
  args: { rows: 6, placeholder: 'Beschrijf je werkzaamheden' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Omschrijving' });
    await expect(textArea).toHaveAttribute('rows', '6');
    await expect(textArea).toHaveAttribute('placeholder', 'Beschrijf je werkzaamheden');
  },
};

export const WithDescription: Story = {
  args: { description: 'Maximaal 512 tekens.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Omschrijving' })).toHaveAccessibleDescription(
      'Maximaal 512 tekens.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Omschrijving' });
    await expect(textArea).toBeRequired();
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Omschrijving is verplicht' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Omschrijving' });
    await expect(canvas.getByText('Omschrijving is verplicht')).toBeVisible();
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription('Omschrijving is verplicht');
  },
};

/** Disabled: not editable, and its error is hidden (spec section 5). */
export const Disabled: Story = {
  args: {
    isDisabled: true,
    defaultValue: 'Nachtdienst',
    errorMessage: 'Omschrijving is verplicht',
  },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Omschrijving' });
    await expect(textArea).toBeDisabled();
    await expect(textArea).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Omschrijving is verplicht')).not.toBeInTheDocument();
  },
};
