import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Ik ga akkoord met de voorwaarden', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = 'Ik ga akkoord met de voorwaarden';

/** Unchecked; Space checks and unchecks it, leaving reports the blur. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name });
    await expect(checkbox).toHaveFocus();
    await expect(checkbox).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/** Checked; a click on the label unchecks it. */
export const Filled: Story = {
  args: { defaultValue: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name });
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByText(name));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Btw-vrijgesteld',
    description: 'Zorgverleners met een BIG-registratie zijn meestal vrijgesteld van btw.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Btw-vrijgesteld' }),
    ).toHaveAccessibleDescription(
      'Zorgverleners met een BIG-registratie zijn meestal vrijgesteld van btw.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name });
    await expect(checkbox).toBeRequired();
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Ga akkoord met de voorwaarden' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name });
    await expect(canvas.getByText('Ga akkoord met de voorwaarden')).toBeVisible();
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Ga akkoord met de voorwaarden');
  },
};

/** Disabled: cannot change, and its error is hidden (spec section 5). */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: true, errorMessage: 'Ga akkoord met de voorwaarden' },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Ga akkoord met de voorwaarden')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByText(name), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function ControlledCheckbox() {
  const [agreed, setAgreed] = useState(false);
  return (
    <>
      <Checkbox label={name} value={agreed} onChange={setAgreed} />
      <p>{agreed ? 'Akkoord' : 'Niet akkoord'}</p>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledCheckbox />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name }));
    await expect(canvas.getByText('Akkoord')).toBeVisible();
  },
};
