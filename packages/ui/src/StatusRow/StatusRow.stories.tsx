import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResumeItemStatus } from './itemStatus';
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

export const Approved: Story = { args: { status: 'approved' } };

export const Declined: Story = { args: { status: 'disapproved' } };

export const Expired: Story = { args: { status: 'expired' } };

export const NearingExpiration: Story = { args: { status: 'nearing_expiration_date' } };

export const ResumeItemNumber: Story = {
  args: { status: ResumeItemStatus.NEARING_EXPIRATION_DATE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bijna verlopen')).toBeVisible();
  },
};

export const ApprovedWithMessage: Story = {
  args: { status: ResumeItemStatus.APPROVED, message: { itemName: 'opleiding' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Goedgekeurd')).toBeVisible();
    await expect(
      canvas.getByText('Deze opleiding is goedgekeurd en mag niet meer bewerkt worden'),
    ).toBeVisible();
  },
};

export const DeclinedWithReason: Story = {
  args: {
    status: ResumeItemStatus.DECLINED,
    message: { itemName: 'training', declineReason: 'Het certificaat is niet leesbaar.' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Reden afgekeurd: Het certificaat is niet leesbaar.'),
    ).toBeVisible();
  },
};

export const DeclinedWithoutReason: Story = {
  args: { status: 'disapproved', message: { itemName: 'registratie', declineReason: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reden afgekeurd: Geen reden opgegeven')).toBeVisible();
  },
};

export const ExpiredWithMessage: Story = {
  args: { status: ResumeItemStatus.EXPIRED, message: { itemName: 'registratie' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Deze registratie is verlopen/)).toBeVisible();
  },
};

export const NewHasNoMessage: Story = {
  args: { status: ResumeItemStatus.NEW, message: { itemName: 'opleiding' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wacht op controle')).toBeVisible();
    await expect(canvas.queryByText(/Deze opleiding/)).toBeNull();
  },
};
