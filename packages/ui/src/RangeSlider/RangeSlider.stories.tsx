import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RangeSlider } from './RangeSlider';

const meta = {
  title: 'UI/RangeSlider',
  component: RangeSlider,
  args: { label: 'Maximale reisafstand', onChange: fn() },
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults: 0 to 100, step 1, starting at 0; the value is shown in the output. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Maximale reisafstand' });
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', '100');
    await expect(slider).toHaveAttribute('step', '1');
    await expect(canvas.getByRole('status')).toHaveTextContent('0');
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('2');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('status')).toHaveTextContent('100');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toHaveValue('40');
  },
};

export const Kilometres: Story = {
  args: {
    defaultValue: 25,
    maxValue: 150,
    step: 5,
    formatOptions: { style: 'unit', unit: 'kilometer' },
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('status')).toHaveTextContent('30 km');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 60, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toBeDisabled();
  },
};

export const Maximum: Story = { args: { defaultValue: 100 } };
