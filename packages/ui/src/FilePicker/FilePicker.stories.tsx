import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { FilePicker } from './FilePicker';

const megabytes = (count: number) => Math.round(count * 1024 * 1024);

/** A file of the given size; its bytes are zeros. */
const makeFile = (name: string, size = 120_000, type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });

/**
 * Uploads like a user who switched the system dialog to 'all files': the input's `accept` list
 * does not filter, so the picker's own acceptance is what the test sees.
 */
const anyFileUser = userEvent.setup({ applyAccept: false });

/** The hidden input that FileTrigger fills; it has no role of its own. */
const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The picker has no file input');
  return input;
};

const meta = {
  title: 'UI/FilePicker',
  component: FilePicker,
  args: {
    label: 'Uittreksel Kamer van Koophandel',
    onChange: fn(),
    onRejectedType: fn(),
  },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('group', { name: args.label })).toBeVisible();
    await expect(
      canvas.getByText(/Toegestaan: jpg, jpeg, png, heic en pdf, maximaal 8 MB per bestand/),
    ).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), [
      makeFile('kvk-uittreksel.pdf'),
      makeFile('kvk-pagina-2.jpg', 80_000, 'image/jpeg'),
    ]);
    const chosen = canvas.getByRole('list', { name: `Gekozen bestanden voor ${args.label}` });
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'kvk-pagina-2.jpg verwijderen' }));
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'kvk-uittreksel.pdf' }),
    ]);
  },
};

export const TooLarge: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), makeFile('scan-9mb.pdf', megabytes(9)));
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByText(
        'Het volgende bestand is te groot, de maximale grootte is 8MB per bestand',
      ),
    ).toBeVisible();
    await expect(within(alert).getByRole('listitem')).toHaveTextContent('scan-9mb.pdf');
    await expect(canvas.queryByRole('list', { name: /Gekozen bestanden/ })).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const SeveralTooLarge: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), [
      makeFile('voorkant.png', megabytes(8.5), 'image/png'),
      makeFile('achterkant.png', megabytes(9), 'image/png'),
      makeFile('toelichting.pdf'),
    ]);
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByText(
        'De volgende bestanden zijn te groot, de maximale grootte is 8MB per bestand',
      ),
    ).toBeVisible();
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['voorkant.png', 'achterkant.png']);
    await expect(args.onChange).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'toelichting.pdf' }),
    ]);
  },
};

export const RejectedType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const docx = makeFile(
      'cv.docx',
      20_000,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    await anyFileUser.upload(fileInput(canvasElement), [
      docx,
      makeFile('diploma.heic', 50_000, ''),
    ]);
    await expect(args.onRejectedType).toHaveBeenCalledWith([docx]);
    await expect(args.onChange).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'diploma.heic' }),
    ]);
    await expect(canvas.queryByText('cv.docx')).toBeNull();
  },
};

export const DuplicateNameSkipped: Story = {
  args: { defaultValue: [makeFile('polis.pdf')] },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), makeFile('polis.pdf', 90_000));
    const chosen = canvas.getByRole('list', { name: /Gekozen bestanden/ });
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const DragAndDrop: Story = {
  play: async ({ canvas, args }) => {
    // A DataTransfer built in script has no file-system entries, which react-aria reads to tell
    // files from folders; the operating system gives a real drop one.
    const fileEntry = spyOn(DataTransferItem.prototype, 'webkitGetAsEntry').mockReturnValue({
      isFile: true,
      isDirectory: false,
    } as FileSystemEntry);
    const transfer = new DataTransfer();
    transfer.items.add(makeFile('gesleept.pdf'));
    // The drag events bubble from the help text to the drop zone around it.
    const target = canvas.getByText(/Sleep bestanden hierheen/);
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(
        new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
    }
    fileEntry.mockRestore();
    await waitFor(() => expect(canvas.getByText('gesleept.pdf')).toBeVisible());
    await expect(args.onChange).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'gesleept.pdf' }),
    ]);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    // One tab stop: the button, no empty one for the drop zone beside it.
    await expect(
      [...canvasElement.querySelectorAll('button, [tabindex="0"]')].map((stop) => stop.textContent),
    ).toEqual(['Bestanden toevoegen']);
    const openDialog = spyOn(fileInput(canvasElement), 'click').mockImplementation(() => {});
    const add = canvas.getByRole('button', { name: 'Bestanden toevoegen' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    await expect(openDialog).toHaveBeenCalledTimes(1);
    openDialog.mockRestore();
  },
};

export const Uploading: Story = {
  args: {
    defaultValue: [makeFile('voorkant.jpg', 2_400_000, 'image/jpeg'), makeFile('achterkant.jpg')],
    progress: { 'voorkant.jpg': 100, 'achterkant.jpg': 35 },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Voortgang van achterkant.jpg' }),
    ).toHaveAttribute('aria-valuenow', '35');
  },
};

export const SingleFile: Story = {
  args: { isMultiple: false, defaultValue: [makeFile('oud.pdf')] },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(fileInput(canvasElement)).not.toHaveAttribute('multiple');
    await userEvent.upload(fileInput(canvasElement), makeFile('nieuw.pdf'));
    await expect(args.onChange).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'nieuw.pdf' }),
    ]);
    await expect(canvas.queryByText('oud.pdf')).toBeNull();
  },
};

export const CustomExtensions: Story = {
  args: { acceptedExtensions: ['pdf'], maxSizeBytes: megabytes(2) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(/Toegestaan: pdf, maximaal 2 MB per bestand/)).toBeVisible();
    const image = makeFile('foto.png', 1000, 'image/png');
    await anyFileUser.upload(fileInput(canvasElement), [
      image,
      makeFile('brief.pdf', megabytes(3)),
    ]);
    await expect(args.onRejectedType).toHaveBeenCalledWith([image]);
    await expect(
      canvas.getByText('Het volgende bestand is te groot, de maximale grootte is 8MB per bestand'),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [makeFile('vog.pdf')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('vog.pdf')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(/Toegestaan/)).toBeNull();
  },
};

export const LongFileNames: Story = {
  args: {
    defaultValue: [
      makeFile(
        'verzekeringspolis-beroepsaansprakelijkheid-2026-2027-met-alle-bijlagen-en-voorwaarden.pdf',
      ),
    ],
  },
};
