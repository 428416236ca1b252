import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './Stepper';
import { stepStatuses } from './stepStatus';

const labels = ['Gegevens', 'Adres', 'Bedrijf', 'Bank'];

const stepsAt = (activeIndex: number) => {
  const statuses = stepStatuses(labels.length, activeIndex);
  return labels.map((label, index) => ({ label, status: statuses[index] ?? 'inactive' }));
};

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { 'aria-label': 'Stappen', steps: stepsAt(1) },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 2 active: step 1 completed, steps 3 and 4 inactive. */
export const InProgress: Story = {
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list', { name: 'Stappen' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveTextContent('Gegevens (voltooid)');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[2]).not.toHaveAttribute('aria-current');
    await expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
  },
};

export const FirstStep: Story = {
  args: { steps: stepsAt(0) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  },
};

export const LastStep: Story = { args: { steps: stepsAt(3) } };

export const AllCompleted: Story = {
  args: { steps: stepsAt(4) },
  play: async ({ canvas }) => {
    for (const step of canvas.getAllByRole('listitem')) {
      await expect(step).toHaveTextContent('(voltooid)');
      await expect(step).not.toHaveAttribute('aria-current');
    }
  },
};

export const LongLabels: Story = {
  args: {
    steps: [
      { label: 'Persoonlijke gegevens en contactinformatie', status: 'completed' },
      { label: 'Woonadres en vestigingsadres van je onderneming', status: 'active' },
      { label: 'Kamer van Koophandel en btw-nummer', status: 'inactive' },
    ],
  },
};
