import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Toggle } from './Toggle';

const meta = {
  title: 'UI/Toggle',
  component: Toggle,
  args: { children: 'Automatische incasso', onChange: fn() },
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Automatische incasso' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Automatische incasso'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Automatische incasso' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('switch', { name: 'Automatische incasso' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Automatische incasso' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('Automatische incasso'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };

/** Controlled: `isSelected` without a state owner stays as it is. */
export const Controlled: Story = {
  args: { isSelected: true, children: 'Zakelijk adres is gelijk aan woonadres' },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Zakelijk adres is gelijk aan woonadres' });
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await expect(toggle).toBeChecked();
  },
};

export const LongLabel: Story = {
  args: {
    children:
      'Ik wil mijn openstaande facturen automatisch laten afschrijven van mijn zakelijke rekening',
  },
};
