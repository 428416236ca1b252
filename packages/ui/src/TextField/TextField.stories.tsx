import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Voornaam', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; typing reports every change, leaving reports the blur. */
export const Default: Story = {
  args: { autoComplete: 'given-name' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Voornaam' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('autocomplete', 'given-name');
    await userEvent.keyboard('Sanne');
    await expect(input).toHaveValue('Sanne');
    await expect(args.onChange).toHaveBeenLastCalledWith('Sanne');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Sanne' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Voornaam' })).toHaveValue('Sanne');
  },
};

export const WithPlaceholder: Story = {
  args: {
    label: 'Website',
    type: 'url',
    inputMode: 'url',
    placeholder: 'www.voorbeeld.nl',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Website' });
    await expect(input).toHaveAttribute('type', 'url');
    await expect(input).toHaveAttribute('inputmode', 'url');
    await expect(input).toHaveAttribute('placeholder', 'www.voorbeeld.nl');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'BSN',
    inputMode: 'numeric',
    description: 'Je burgerservicenummer staat op je paspoort of identiteitskaart.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'BSN' })).toHaveAccessibleDescription(
      'Je burgerservicenummer staat op je paspoort of identiteitskaart.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Voornaam/ });
    await expect(input).toBeRequired();
    // The visual marker is hidden from assistive technology, which reads aria-required instead.
    await expect(input).toHaveAccessibleName('Voornaam');
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Vul je voornaam in' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Voornaam' });
    await expect(canvas.getByText('Vul je voornaam in')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Vul je voornaam in');
  },
};

export const WithDescriptionAndError: Story = {
  args: {
    label: 'E-mailadres',
    type: 'email',
    defaultValue: 'sanne@',
    description: 'We sturen je hier de bevestiging van je diensten.',
    errorMessage: 'Vul een geldig e-mail adress in',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription(
      'We sturen je hier de bevestiging van je diensten. Vul een geldig e-mail adress in',
    );
  },
};

/** Disabled: not editable, and its error is hidden (spec section 5). */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sanne', errorMessage: 'Vul je voornaam in' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Voornaam' });
    await expect(input).toBeDisabled();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Vul je voornaam in')).not.toBeInTheDocument();
  },
};

function ControlledTextField() {
  const [name, setName] = useState('San');
  return (
    <>
      <TextField label="Voornaam" value={name} onChange={setName} />
      <p>Waarde: {name}</p>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledTextField />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Voornaam' }), 'ne');
    await expect(canvas.getByText('Waarde: Sanne')).toBeVisible();
  },
};
