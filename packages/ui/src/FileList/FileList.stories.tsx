import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileList } from './FileList';

const meta = {
  title: 'UI/FileList',
  component: FileList,
  args: {
    existingFiles: [
      { id: 11, filename: 'uittreksel-kvk.pdf', valid_until: '2027-03-31', status: 'approved' },
      {
        id: 12,
        filename: 'polis-beroepsaansprakelijkheid.pdf',
        valid_until: '2026-12-01',
        status: 'nearing_expiration',
      },
    ],
    newFiles: [{ name: 'betaalbewijs.png', size: 245_760 }],
    onDownload: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof FileList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Bestanden' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Geldig tot 31-03-2027')).toBeVisible();
    await expect(canvas.getByText('Goedgekeurd')).toBeVisible();
    await expect(canvas.getByText('240 kB')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'uittreksel-kvk.pdf downloaden' }));
    await expect(args.onDownload).toHaveBeenCalledWith(11);

    await userEvent.click(canvas.getByRole('button', { name: 'betaalbewijs.png verwijderen' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ kind: 'new', name: 'betaalbewijs.png' });
    await userEvent.click(canvas.getByRole('button', { name: 'uittreksel-kvk.pdf verwijderen' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ kind: 'existing', id: 11 });
  },
};

/** A line under a file's name, e.g. the document's number. */
export const WithDetails: Story = {
  args: {
    existingFiles: [
      {
        id: 13,
        filename: 'vog-2026.pdf',
        details: 'Documentnummer: 4412873',
        valid_until: '2028-01-31',
        status: 'approved',
      },
    ],
    newFiles: [],
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem');
    await expect(within(row).getByText('Documentnummer: 4412873')).toBeVisible();
    await expect(row).toHaveTextContent(/^vog-2026\.pdfDocumentnummer: 4412873Geldig tot/);
  },
};

export const NewFilesAreNotDownloadable: Story = {
  args: { existingFiles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('betaalbewijs.png')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /downloaden/ })).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /verwijderen/ })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'uittreksel-kvk.pdf downloaden' }),
    ).toBeEnabled();
  },
};

export const Uploading: Story = {
  args: {
    existingFiles: [],
    newFiles: [
      { name: 'diploma-voorkant.jpg', size: 3_500_000 },
      { name: 'diploma-achterkant.jpg', size: 3_100_000 },
    ],
    progress: { 'diploma-voorkant.jpg': 100, 'diploma-achterkant.jpg': 45 },
  },
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('progressbar', {
      name: 'Voortgang van diploma-achterkant.jpg',
    });
    await expect(progress).toHaveAttribute('aria-valuenow', '45');
    await expect(
      canvas.getByRole('progressbar', { name: 'Voortgang van diploma-voorkant.jpg' }),
    ).toHaveAttribute('aria-valuenow', '100');
  },
};

export const AllStatuses: Story = {
  args: {
    newFiles: [],
    existingFiles: [
      { id: 1, filename: 'vog.pdf', valid_until: '2027-01-01', status: 'new' },
      { id: 2, filename: 'kvk.pdf', valid_until: '2027-01-01', status: 'approved' },
      { id: 3, filename: 'klachtenregeling.pdf', valid_until: '2026-01-01', status: 'declined' },
      { id: 4, filename: 'polis.pdf', valid_until: '2025-06-01', status: 'expired' },
      {
        id: 5,
        filename: 'betaalbewijs.pdf',
        valid_until: '2026-12-01',
        status: 'nearing_expiration',
      },
    ],
  },
};

export const LongFileName: Story = {
  args: {
    existingFiles: [
      {
        id: 7,
        filename:
          'verklaring-omtrent-het-gedrag-gemeente-utrecht-aangevraagd-september-2026-definitieve-versie-getekend.pdf',
        valid_until: '2029-09-01',
        status: 'new',
      },
    ],
    newFiles: [],
  },
};

export const Empty: Story = {
  args: { existingFiles: [], newFiles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Er zijn nog geen bestanden toegevoegd')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** How the messages of spec section 4 name a document. */
const documentItem = { itemName: 'document', subject: 'Dit document' };

/**
 * The documents as the reviewer left them: declined with the reviewer's reason and without one,
 * approved (no delete control: it can no longer be changed), expired (remove it, add a new one).
 */
export const StatusMessages: Story = {
  args: {
    newFiles: [],
    existingFiles: [
      {
        id: 1,
        filename: 'vog-scan.jpg',
        status: 'declined',
        statusMessage: { ...documentItem, declineReason: 'De scan is onleesbaar' },
      },
      { id: 2, filename: 'klachtenregeling.pdf', status: 'declined', statusMessage: documentItem },
      {
        id: 3,
        filename: 'kvk.pdf',
        status: 'approved',
        statusMessage: documentItem,
        isRemovable: false,
      },
      { id: 4, filename: 'polis.pdf', status: 'expired', statusMessage: documentItem },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reden afgekeurd: De scan is onleesbaar')).toBeVisible();
    await expect(canvas.getByText('Reden afgekeurd: Geen reden opgegeven')).toBeVisible();
    await expect(
      canvas.getByText('Dit document is goedgekeurd en mag niet meer bewerkt worden'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'kvk.pdf verwijderen' })).toBeNull();
    await expect(
      canvas.getByText(/^Dit document is verlopen en kan niet meer bewerkt worden\./),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'polis.pdf verwijderen' })).toBeVisible();
  },
};

/** A file name with a right-to-left override is isolated: it turns nothing around it. */
export const FileNameIsolated: Story = {
  args: {
    newFiles: [],
    existingFiles: [{ id: 1, filename: 'cv\u202Efdp.exe', status: 'new' }],
  },
  play: async ({ canvas }) => {
    const name = canvas.getByText('cv\u202Efdp.exe');
    await expect(getComputedStyle(name).unicodeBidi).toBe('isolate');
  },
};
