import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup, type RadioGroupOption } from './RadioGroup';

const genders: RadioGroupOption[] = [
  { value: 'M', label: 'Man' },
  { value: 'F', label: 'Vrouw' },
  { value: 'X', label: 'Niet-binair' },
];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Geslacht', options: genders, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen; Tab enters the group, arrow keys choose, leaving reports the blur. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Geslacht' });
    await expect(group).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Man' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Vrouw' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('F');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Niet-binair' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('X');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/** A choice made: Tab lands on the chosen option. */
export const Filled: Story = {
  args: { defaultValue: 'F' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const chosen = canvas.getByRole('radio', { name: 'Vrouw' });
    await expect(chosen).toHaveFocus();
    await expect(chosen).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'M' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Geslacht' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Vrouw' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('F');
  },
};

export const WithDescription: Story = {
  args: { description: 'Zoals vermeld in je identiteitsbewijs.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Geslacht' })).toHaveAccessibleDescription(
      'Zoals vermeld in je identiteitsbewijs.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Geslacht' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Vul een geslacht in' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Geslacht' });
    await expect(canvas.getByText('Vul een geslacht in')).toBeVisible();
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Vul een geslacht in');
  },
};

/** Disabled: no choice can be made, and its error is hidden (spec section 5). */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'M', errorMessage: 'Vul een geslacht in' },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Geslacht' });
    await expect(group).toHaveAttribute('aria-disabled', 'true');
    await expect(group).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Vul een geslacht in')).not.toBeInTheDocument();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Vrouw'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function ControlledRadioGroup() {
  const [gender, setGender] = useState<string | null>(null);
  return (
    <>
      <RadioGroup label="Geslacht" options={genders} value={gender} onChange={setGender} />
      <p>Gekozen: {gender ?? 'niets'}</p>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledRadioGroup />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Niet-binair'));
    await expect(canvas.getByText('Gekozen: X')).toBeVisible();
  },
};
