import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OLD_SITE_URL } from '../../config';
import { withApp } from '../../testing/AppDecorator';
import { body, chooseFiles, expectToast, pdf } from '../../testing/storyActions';
import { ProfileOverviewScreen } from './ProfileOverviewScreen';
import { paths } from '../../paths';

/** The VOG's name as `asset_type:getAssetTypes` gives it. */
const VOG = 'Verklaring Omtrent het Gedrag (VOG)';
const COMPLAINTS = 'Klachtenregeling';

/** The profile overview (`/settings/profile`) on the mocked back end, per role. */
const meta = {
  title: 'Screens/Profile/Overview',
  component: ProfileOverviewScreen,
  decorators: [withApp],
  parameters: { route: paths.profile.overview(), scenario: 'freelancer' },
} satisfies Meta<typeof ProfileOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of one document. */
async function documentCard(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('region', { name }));
}

/** Fills in the number a document of its kind carries (the VOG's, 0034). */
async function fillNumber(card: ReturnType<typeof within>, number = '4412873') {
  await userEvent.type(await card.findByRole('textbox', { name: 'Documentnummer' }), number);
}

/**
 * The freelancer: every section with its edit link, the name from its three parts, the BSN
 * hidden until revealed, the picture, the company, the bank's organisation fields.
 */
export const Freelancer: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();
    for (const section of [
      'Persoonsgegevens',
      'Adresgegevens',
      'Contactgegevens',
      'Bedrijfsgegevens',
      'Bankgegevens',
    ]) {
      const region = within(await canvas.findByRole('region', { name: section }));
      await expect(region.getByRole('link', { name: `${section} wijzigen` })).toBeVisible();
    }
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sanne de Vries' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Profielfoto van Sanne de Vries' })).toBeVisible();

    // Where invoices go, and the company as the KvK has it (spec section 3).
    const contact = within(canvas.getByRole('region', { name: 'Contactgegevens' }));
    await expect(contact.getByText('facturen@zorgdevries.nl')).toBeVisible();
    const company = canvas.getByRole('region', { name: 'Bedrijfsgegevens' });
    await expect(company).toHaveTextContent('Naam bij de KvKZorg de Vries');
    await expect(company).toHaveTextContent(/Adres bij de KvKOudegracht 231, 3511 ?NK Utrecht/);

    const personal = within(canvas.getByRole('region', { name: 'Persoonsgegevens' }));
    await expect(personal.getByText('*********')).toBeVisible();
    await expect(personal.queryByText('123456782')).toBeNull();
    await expect(personal.queryByText('Geboorteplaats')).toBeNull();
    await userEvent.click(personal.getByRole('button', { name: 'BSN tonen' }));
    await expect(personal.getByText('123456782')).toBeVisible();
    await userEvent.click(personal.getByRole('button', { name: 'BSN verbergen' }));
    await expect(personal.getByText('*********')).toBeVisible();

    const bank = within(canvas.getByRole('region', { name: 'Bankgegevens' }));
    await expect(bank.getByText('NL91 ABNA 0417 1643 00')).toBeVisible();
    await expect(bank.getByText('Automatische incasso')).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Adresgegevens' })).getByText('Vestigingsadres'),
    ).toBeVisible();
  },
};

/** 'Foto vergroten' shows the full-size picture (`user:getProfilePicture`) in a modal. */
export const FullSizePicture: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Foto vergroten' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Profielfoto' }));
    await expect(
      await dialog.findByRole('img', { name: 'Profielfoto van Sanne de Vries' }),
    ).toBeVisible();
  },
};

/**
 * The agency worker: birth place, marital status and the emergency contact; no company section,
 * the bank's personal fields, and no insurance documents (spec section 6).
 */
export const AgencyWorker: Story = {
  parameters: { scenario: 'agency-worker' },
  play: async ({ canvas }) => {
    const personal = within(await canvas.findByRole('region', { name: 'Persoonsgegevens' }));
    await expect(personal.getByText('Amersfoort')).toBeVisible();
    await expect(personal.getByText('Gehuwd')).toBeVisible();
    const contact = within(canvas.getByRole('region', { name: 'Contactgegevens' }));
    await expect(contact.getByText('Fatima El Amrani')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Bedrijfsgegevens' })).toBeNull();
    await expect(
      within(canvas.getByRole('region', { name: 'Bankgegevens' })).getByText(
        'NL20 INGB 0001 2345 67',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Verzekeringspolis' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Betaalbewijs verzekering' })).toBeNull();
    await expect(canvas.getByRole('region', { name: VOG })).toBeVisible();
    // No picture: the initials.
    await expect(
      canvas.getByRole('img', { name: 'Profielfoto van Mohamed El Amrani' }),
    ).toHaveTextContent('ME');
  },
};

/** An admin acting as the freelancer sees the freelancer's profile. */
export const AdminImpersonating: Story = {
  parameters: { scenario: 'admin-impersonating' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Bedrijfsgegevens' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Verzekeringspolis' })).toBeVisible();
  },
};

/** A new user: initials instead of a picture, no BSN, nothing filled in, no documents yet. */
export const NewUser: Story = {
  tags: ['visual'],
  parameters: { scenario: 'empty' },
  play: async ({ canvas, canvasElement }) => {
    const personal = within(await canvas.findByRole('region', { name: 'Persoonsgegevens' }));
    await expect(personal.getByText('Geen BSN bekend')).toBeVisible();
    await expect(personal.queryByRole('button', { name: 'BSN tonen' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Foto vergroten' })).toBeNull();
    await expect(
      (await documentCard(canvasElement, VOG)).getByText('Er zijn nog geen bestanden toegevoegd'),
    ).toBeVisible();
    await expect(canvas.getByText('Er verloopt het komende jaar niets.')).toBeVisible();
  },
};

/** While the profile loads. Rendered without the session check, which the delay would hold up. */
export const Loading: Story = {
  parameters: { isSignedIn: false, mockOptions: { delayMs: 30_000 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Bezig met laden…');
  },
};

/** `freelancer:getCurrentFreelancer` fails: the load-failed panel and one 'Oeps' toast. */
export const LoadFailed: Story = {
  tags: ['visual'],
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.freelancer:getCurrentFreelancer', code: 600 }],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Je gegevens konden niet worden geladen.',
    );
    await expectToast(canvasElement, 'Oeps');
  },
};

/**
 * The freelancer's documents: each with its files, status and valid-until date; the insurance
 * documents shown without add or remove (spec section 6); the expiry timeline in date order with
 * the nearly expired policy marked.
 */
export const Documents: Story = {
  play: async ({ canvas, canvasElement }) => {
    const coc = await documentCard(canvasElement, 'Uittreksel Kamer van Koophandel');
    await expect(coc.getByText('uittreksel-kvk-zorg-de-vries.pdf')).toBeVisible();
    await expect(coc.getByText('Goedgekeurd')).toBeVisible();
    await expect(
      coc.getByRole('button', { name: 'uittreksel-kvk-zorg-de-vries.pdf downloaden' }),
    ).toBeVisible();
    await expect(
      coc.getByRole('group', { name: 'Uittreksel Kamer van Koophandel toevoegen' }),
    ).toBeVisible();

    const policy = await documentCard(canvasElement, 'Verzekeringspolis');
    await expect(policy.getByText('Bijna verlopen')).toBeVisible();
    await expect(policy.queryByRole('button', { name: /toevoegen/ })).toBeNull();
    await expect(policy.queryByRole('button', { name: /verwijderen/ })).toBeNull();
    // No dead end: the card says how to renew it, through Support on the older site.
    const renewHow = `${OLD_SITE_URL}/support`;
    await expect(policy.getByText(/kun je hier niet zelf toevoegen/)).toBeVisible();
    await expect(
      policy.getByRole('link', { name: 'Naar Support (opent de andere omgeving)' }),
    ).toHaveAttribute('href', renewHow);

    const timeline = within(canvas.getByRole('list', { name: 'Verloopt binnenkort' }));
    const entries = timeline.getAllByRole('listitem');
    await expect(entries).toHaveLength(2);
    await expect(entries[0]).toHaveTextContent(/^Verzekeringspolis/);
    await expect(entries[1]).toHaveTextContent(/^Uittreksel Kamer van Koophandel/);
    await expect(entries[0]).toHaveTextContent('Bijna verlopen');
    await expect(
      within(entries[0] as HTMLElement).getByRole('link', { name: /^Naar Support/ }),
    ).toHaveAttribute('href', renewHow);
    await userEvent.click(
      timeline.getByRole('button', { name: 'Uittreksel Kamer van Koophandel vernieuwen' }),
    );
    await waitFor(() =>
      expect(coc.getByRole('button', { name: 'Bestanden toevoegen' })).toHaveFocus(),
    );
  },
};

/** Upload a PDF: its progress, then the file on the server, 'Wacht op controle'. */
export const UploadPdf: Story = {
  play: async ({ canvasElement }) => {
    await chooseFiles(canvasElement, VOG, [pdf('vog-2027.pdf')]);
    const vog = await documentCard(canvasElement, VOG);
    await expect(await vog.findByText('vog-2027.pdf')).toBeVisible();
    await fillNumber(vog);
    await userEvent.click(await vog.findByRole('button', { name: 'Uploaden' }));
    await expectToast(canvasElement, 'vog-2027.pdf is geüpload');
    const files = within(vog.getByRole('list', { name: VOG }));
    const row = (await files.findByText('vog-2027.pdf')).closest('li');
    if (!row) throw new Error('No row for the uploaded file');
    await expect(within(row).getByText('Wacht op controle')).toBeVisible();
  },
};

/**
 * The VOG carries a number (kind BOTH, 0034): 'Uploaden' without it says so at the field and
 * sends nothing; with it, the document is added and shows its number; the saved VOG shows its own.
 */
export const UploadWithNumber: Story = {
  play: async ({ canvasElement }) => {
    const vog = await documentCard(canvasElement, VOG);
    await expect(vog.getByText('Documentnummer: 4412873')).toBeVisible();
    await expect(vog.queryByRole('textbox', { name: 'Documentnummer' })).toBeNull();
    await chooseFiles(canvasElement, VOG, [pdf('vog-2027.pdf')]);
    await userEvent.click(await vog.findByRole('button', { name: 'Uploaden' }));
    const number = vog.getByRole('textbox', { name: 'Documentnummer' });
    await expect(number).toHaveAccessibleDescription('Vul het documentnummer in');
    await expect(number).toHaveFocus();
    await expect(vog.queryByText('Wacht op controle')).toBeNull();

    await userEvent.type(number, 'VOG-2027-118');
    await expect(number).not.toHaveAccessibleDescription('Vul het documentnummer in');
    await userEvent.click(vog.getByRole('button', { name: 'Uploaden' }));
    await expectToast(canvasElement, 'vog-2027.pdf is geüpload');
    const files = within(vog.getByRole('list', { name: VOG }));
    const row = (await files.findByText('vog-2027.pdf')).closest('li');
    if (!row) throw new Error('No row for the uploaded file');
    await expect(within(row).getByText('Documentnummer: VOG-2027-118')).toBeVisible();
    await expect(within(row).getByText('Wacht op controle')).toBeVisible();
    await expect(vog.queryByRole('textbox', { name: 'Documentnummer' })).toBeNull();
  },
};

/** A file above 8 MB is refused with the spec's text; the file is not chosen. */
export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    await chooseFiles(canvasElement, VOG, [pdf('scan.pdf', 9 * 1024 * 1024)]);
    const vog = await documentCard(canvasElement, VOG);
    await expect(
      vog.getByText('Het volgende bestand is te groot, de maximale grootte is 8MB per bestand'),
    ).toBeVisible();
    await expect(vog.queryByRole('button', { name: 'Uploaden' })).toBeNull();
  },
};

/** Another file type is dropped with the 609 toast. */
export const WrongFileType: Story = {
  play: async ({ canvasElement }) => {
    await chooseFiles(canvasElement, VOG, [
      new File(['x'], 'notities.docx', { type: 'application/msword' }),
    ]);
    await expectToast(canvasElement, 'Oeps');
    await expect(
      body(canvasElement).getByText('Alleen PDF, PNG, JPEG en HEIC bestanden zijn toegestaan'),
    ).toBeVisible();
  },
};

/** The upload fails on the server: the toast, and the file stays chosen to try again. */
export const UploadFailed: Story = {
  parameters: {
    mockOptions: { faults: [{ method: 'pidz.services.api.asset:addAsset', code: 600 }] },
  },
  play: async ({ canvasElement }) => {
    await chooseFiles(canvasElement, VOG, [pdf('vog-2027.pdf')]);
    const vog = await documentCard(canvasElement, VOG);
    await fillNumber(vog);
    await userEvent.click(await vog.findByRole('button', { name: 'Uploaden' }));
    await expectToast(canvasElement, 'Oeps');
    await expect(vog.getByRole('button', { name: 'Uploaden' })).toBeVisible();
  },
};

/** Remove a declined document after the question; 'Annuleren' keeps it. */
export const RemoveDocument: Story = {
  play: async ({ canvasElement }) => {
    const complaints = await documentCard(canvasElement, COMPLAINTS);
    const remove = complaints.getByRole('button', {
      name: 'klachtenregeling-2025.pdf verwijderen',
    });
    await userEvent.click(remove);
    let dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: 'Document verwijderen' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Annuleren' }));
    await expect(complaints.getByText('klachtenregeling-2025.pdf')).toBeVisible();

    await userEvent.click(remove);
    dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: 'Document verwijderen' }),
    );
    await expect(
      dialog.getByText('Weet je zeker dat je klachtenregeling-2025.pdf wilt verwijderen?'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Verwijderen' }));
    await expectToast(canvasElement, 'klachtenregeling-2025.pdf is verwijderd');
    await waitFor(() => expect(complaints.queryByText('klachtenregeling-2025.pdf')).toBeNull());
  },
};

/**
 * The documents as the reviewer left them (spec section 4): a declined one says why, an approved
 * one says it can no longer be changed and offers no 'Verwijderen'.
 */
export const DocumentsByStatus: Story = {
  play: async ({ canvasElement }) => {
    const complaints = await documentCard(canvasElement, COMPLAINTS);
    await expect(
      complaints.getByText(
        'Reden afgekeurd: Dit is de regeling van 2025. Voeg de regeling van 2026 toe.',
      ),
    ).toBeVisible();
    await expect(
      complaints.getByRole('button', { name: 'klachtenregeling-2025.pdf verwijderen' }),
    ).toBeVisible();
    const vog = await documentCard(canvasElement, VOG);
    const rows = within(vog.getByRole('list', { name: VOG }));
    await expect(
      rows.getByText('Dit document is goedgekeurd en mag niet meer bewerkt worden'),
    ).toBeVisible();
    await expect(
      rows.queryByRole('button', { name: 'vog-sanne-de-vries.pdf verwijderen' }),
    ).toBeNull();
  },
};

/**
 * Replacing a declined document (the spec's 'edit'): the chosen file asks first, then takes the
 * old one's place in one step.
 */
export const ReplaceDocument: Story = {
  play: async ({ canvasElement }) => {
    await chooseFiles(canvasElement, COMPLAINTS, [pdf('klachtenregeling-2025-v2.pdf')]);
    const complaints = await documentCard(canvasElement, COMPLAINTS);
    await userEvent.click(await complaints.findByRole('button', { name: 'Vervangen' }));
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: 'Document vervangen' }),
    );
    await expect(
      dialog.getByText(
        'Wil je klachtenregeling-2025.pdf vervangen door klachtenregeling-2025-v2.pdf?',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Vervangen' }));
    const list = complaints.getByRole('list', { name: COMPLAINTS });
    await waitFor(() =>
      expect(within(list).getByText('klachtenregeling-2025-v2.pdf')).toBeVisible(),
    );
    await waitFor(() => expect(within(list).queryByText('klachtenregeling-2025.pdf')).toBeNull());
  },
};

/**
 * A slow upload shows its progress and can be cancelled: the file stays chosen, nothing is added.
 */
export const CancelUpload: Story = {
  parameters: { mockOptions: { delayMs: 1500 } },
  play: async ({ canvasElement }) => {
    await chooseFiles(canvasElement, VOG, [pdf('vog-2027.pdf', 512 * 1024)]);
    const vog = await documentCard(canvasElement, VOG);
    await fillNumber(vog);
    await userEvent.click(await vog.findByRole('button', { name: 'Uploaden' }));
    await expect(
      await vog.findByRole('progressbar', { name: 'Voortgang van vog-2027.pdf' }),
    ).toBeVisible();
    await userEvent.click(vog.getByRole('button', { name: 'Upload annuleren' }));
    await expectToast(canvasElement, 'De upload is geannuleerd');
    await expect(vog.getByRole('button', { name: 'Uploaden' })).toBeVisible();
    await expect(
      within(vog.getByRole('list', { name: VOG })).queryByText('vog-2027.pdf'),
    ).toBeNull();
  },
};
