import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotificationBadge } from './NotificationBadge';

const meta = {
  title: 'UI/NotificationBadge',
  component: NotificationBadge,
  args: { value: 3 },
} satisfies Meta<typeof NotificationBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toBeVisible();
  },
};

export const Success: Story = { args: { variant: 'success' } };

export const Info: Story = { args: { variant: 'info' } };

export const Warn: Story = { args: { variant: 'warn', value: '!' } };

export const WithBorder: Story = {
  args: { hasBorder: true },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--pidz-color-blue-light)', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Capped: Story = {
  args: { value: 150 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

export const Text: Story = {
  args: { value: 'Nieuw', variant: 'info' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nieuw')).toBeVisible();
  },
};

export const Zero: Story = { args: { value: 0 } };

/** With `aria-label` the badge is read as its meaning; the bare number is hidden from it. */
export const Labelled: Story = {
  args: { value: 3, 'aria-label': '3 openstaande facturen' },
  render: (args) => (
    <a href="#facturen">
      Facturen <NotificationBadge {...args} />
    </a>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Facturen 3 openstaande facturen' }),
    ).toBeVisible();
  },
};
