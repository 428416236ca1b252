import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusRow } from './StatusRow';

const meta = {
  title: 'UI/StatusRow',
  component: StatusRow,
  args: { status: 'new' },
} satisfies Meta<typeof StatusRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wacht op controle')).toBeVisible();
  },
};

/** In a narrow column (a document card on a phone) the label stays on one line in its pill. */
export const InANarrowColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '6rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const label = canvas.getByText('Wacht op controle');
    const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
    await expect(label.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
  },
};

export const Approved: Story = { args: { status: 'approved' } };

export const Declined: Story = { args: { status: 'declined' } };

export const Expired: Story = { args: { status: 'expired' } };

export const NearingExpiration: Story = {
  args: { status: 'nearing_expiration' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bijna verlopen')).toBeVisible();
  },
};

export const ApprovedWithMessage: Story = {
  args: { status: 'approved', message: { itemName: 'opleiding' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Goedgekeurd')).toBeVisible();
    await expect(
      canvas.getByText('Deze opleiding is goedgekeurd en mag niet meer bewerkt worden'),
    ).toBeVisible();
  },
};

export const DeclinedWithReason: Story = {
  args: {
    status: 'declined',
    message: { itemName: 'training', declineReason: 'Het certificaat is niet leesbaar.' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Reden afgekeurd: Het certificaat is niet leesbaar.'),
    ).toBeVisible();
  },
};

export const DeclinedWithoutReason: Story = {
  args: { status: 'declined', message: { itemName: 'registratie', declineReason: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reden afgekeurd: Geen reden opgegeven')).toBeVisible();
  },
};

export const ExpiredWithMessage: Story = {
  args: { status: 'expired', message: { itemName: 'registratie' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Deze registratie is verlopen/)).toBeVisible();
  },
};

export const NewHasNoMessage: Story = {
  args: { status: 'new', message: { itemName: 'opleiding' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wacht op controle')).toBeVisible();
    await expect(canvas.queryByText(/Deze opleiding/)).toBeNull();
  },
};
