import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import { formDraftStorageKey } from '@pidz/ui';
import { withApp } from '../../testing/AppDecorator';
import {
  chooseOption,
  expectPage,
  expectToast,
  save,
  typeDate,
  yearsFromToday,
} from '../../testing/storyActions';
import { profileMessages, type ProfileSection } from './messages';
import { ProfileEditScreen } from './ProfileEditScreen';
import { ProfileOverviewScreen } from './ProfileOverviewScreen';
import { paths } from '../../paths';

/** The overview and the edit pages, routed as the app routes them. */
function ProfilePages() {
  return (
    <Switch>
      <Route path="/settings/profile" component={ProfileOverviewScreen} />
      <Route path="/settings/profile/:section/edit">
        {(params) => <ProfileEditScreen section={params.section as ProfileSection} />}
      </Route>
    </Switch>
  );
}

/** The five edit pages of the profile (`/settings/profile/<section>/edit`) on the mocked back end. */
const meta = {
  title: 'Screens/Profile/Edit',
  component: ProfilePages,
  decorators: [withApp],
  parameters: { route: paths.profile.personalEdit(), scenario: 'freelancer' },
} satisfies Meta<typeof ProfilePages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text field labelled `label`. */
async function field(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).findByRole('textbox', { name: new RegExp(`^${label}`) });
}

/** Replaces the text of the field labelled `label`. */
async function retype(canvasElement: HTMLElement, label: string, text: string) {
  const input = await field(canvasElement, label);
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
  await userEvent.tab();
}

/** Saves and waits for the overview and the saved toast. */
async function saveToOverview(canvasElement: HTMLElement) {
  await save(canvasElement);
  await expectPage(canvasElement, 'Profiel');
  await expectToast(canvasElement, 'Je gegevens zijn opgeslagen');
}

/** The freelancer's edit page of `section` as it opens, filled in from the profile. */
function asItOpens(section: ProfileSection): Story {
  return {
    parameters: { route: paths.profile[`${section}Edit`]() },
    play: async ({ canvasElement }) => {
      await expectPage(canvasElement, profileMessages.editTitles[section]);
    },
  };
}

// The tags are written out: Storybook's index reads them from the story's own object.
export const Personal: Story = { ...asItOpens('personal'), tags: ['visual'] };
export const Address: Story = { ...asItOpens('address'), tags: ['visual'] };
export const Contact: Story = { ...asItOpens('contact'), tags: ['visual'] };
export const Company: Story = { ...asItOpens('company'), tags: ['visual'] };
export const Bank: Story = { ...asItOpens('bank'), tags: ['visual'] };

/** The freelancer changes their name: saved, and the overview shows it. */
export const PersonalSaved: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectPage(canvasElement, 'Persoonsgegevens wijzigen');
    await expect(canvas.queryByRole('textbox', { name: /Geboorteplaats/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Burgerlijke staat/ })).toBeNull();
    await retype(canvasElement, 'Voornaam', 'Sanna');
    await saveToOverview(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Sanna de Vries' }),
    ).toBeVisible();
  },
};

/** The agency worker's person form has birth place, birth country and marital status. */
export const PersonalAgencyWorker: Story = {
  parameters: { scenario: 'agency-worker' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await field(canvasElement, 'Geboorteplaats')).toHaveValue('Amersfoort');
    await expect(canvas.getByRole('button', { name: /Geboorteland/ })).toHaveTextContent(
      'Nederland',
    );
    await expect(canvas.getByRole('button', { name: /Burgerlijke staat/ })).toHaveTextContent(
      'Gehuwd',
    );
    await chooseOption(canvasElement, 'Burgerlijke staat', 'Geregistreerd partnerschap');
    await retype(canvasElement, 'Geboorteplaats', 'Utrecht');
    await saveToOverview(canvasElement);
    const personal = within(await canvas.findByRole('region', { name: 'Persoonsgegevens' }));
    await expect(personal.getByText('Geregistreerd partnerschap')).toBeVisible();
    await expect(personal.getByText('Utrecht')).toBeVisible();
  },
};

/** Every message of the person form. */
export const PersonalMessages: Story = {
  parameters: { scenario: 'agency-worker' },
  play: async ({ canvas, canvasElement }) => {
    await retype(canvasElement, 'Voornaam', '');
    await retype(canvasElement, 'Voorletters', '');
    await retype(canvasElement, 'Achternaam', '');
    await retype(canvasElement, 'Geboorteplaats', '');
    await retype(canvasElement, 'BSN', '12345');
    await typeDate(canvasElement, 'Geboortedatum', yearsFromToday(1));
    for (const message of [
      'Vul je voornaam in',
      'Vul je voorletters in',
      'Vul je achternaam in',
      'Vul je geboorteplaats in',
      'Een BSN bevat 9 cijfers',
      'Je geboortedatum mag niet in de toekomst liggen',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
  },
};

/**
 * The bounds of the person form (docs/decisions/0018-input-bounds): names of at most 100
 * characters, initials of at most 20, a birth date not before 1900 and at least 15 years ago.
 */
export const PersonalBounds: Story = {
  play: async ({ canvas, canvasElement }) => {
    await retype(canvasElement, 'Voornaam', 'a'.repeat(101));
    await expect(await canvas.findByText('Maximaal 100 karakters')).toBeVisible();
    await retype(canvasElement, 'Voorletters', 'A.'.repeat(11));
    await expect(await canvas.findByText('Maximaal 20 karakters')).toBeVisible();
    await typeDate(canvasElement, 'Geboortedatum', '1800-01-17');
    await expect(
      await canvas.findByText('Je geboortedatum kan niet voor 1900 liggen'),
    ).toBeVisible();
    await typeDate(canvasElement, 'Geboortedatum', yearsFromToday(-10));
    await expect(await canvas.findByText('Je moet minimaal 15 jaar oud zijn')).toBeVisible();
  },
};

/** The empty profile: the dropdowns' messages. */
export const PersonalRequiredChoices: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvas, canvasElement }) => {
    await field(canvasElement, 'Voornaam');
    await save(canvasElement);
    for (const message of [
      'Vul je geboortedatum in',
      'Vul je nationaliteit in',
      'Vul een geslacht in',
      'Een BSN bevat 9 cijfers',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
  },
};

/** The input is kept as a draft (without the BSN) that survives a reload. */
export const PersonalDraft: Story = {
  play: async ({ canvasElement }) => {
    await retype(canvasElement, 'Voornaam', 'Sanna');
    const key = formDraftStorageKey('profile-personal');
    await waitFor(() => expect(sessionStorage.getItem(key)).toContain('Sanna'));
    await expect(sessionStorage.getItem(key)).not.toContain('123456782');
  },
};

/** A failed save: the toast, and the input stays. */
export const PersonalFailedSave: Story = {
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.freelancer:updateFreelancer', code: 600 }],
    },
  },
  play: async ({ canvasElement }) => {
    await retype(canvasElement, 'Voornaam', 'Sanna');
    await save(canvasElement);
    await expectToast(canvasElement, 'Oeps');
    await expect(await field(canvasElement, 'Voornaam')).toHaveValue('Sanna');
    await expectPage(canvasElement, 'Persoonsgegevens wijzigen');
  },
};

/** The freelancer's business address: the same field group under the toggle. */
export const AddressBusiness: Story = {
  parameters: { route: paths.profile.addressEdit() },
  play: async ({ canvas, canvasElement }) => {
    const toggle = await canvas.findByRole('switch', {
      name: 'Vestigingsadres is gelijk aan woonadres',
    });
    await expect(toggle).toBeChecked();
    await expect(canvas.getAllByRole('textbox', { name: /^Straat/ })).toHaveLength(1);
    await userEvent.click(toggle);
    const streets = canvas.getAllByRole('textbox', { name: /^Straat/ });
    await expect(streets).toHaveLength(2);
    await expect(canvas.getAllByRole('textbox', { name: /^Postbus/ })).toHaveLength(1);
    const [, businessStreet] = streets as [HTMLElement, HTMLElement];
    await userEvent.clear(businessStreet);
    await userEvent.tab();
    await expect(await canvas.findByText('Straat mag niet leeg zijn.')).toBeVisible();
    await userEvent.type(businessStreet, 'Vredenburg');
    await saveToOverview(canvasElement);
    const address = within(await canvas.findByRole('region', { name: 'Adresgegevens' }));
    await expect(address.getByText(/^Vredenburg 231/)).toBeVisible();
  },
};

/** The address's messages, and the server's 1607 for a postcode it does not know. */
export const AddressMessages: Story = {
  parameters: { route: paths.profile.addressEdit() },
  play: async ({ canvas, canvasElement }) => {
    await retype(canvasElement, 'Huis nr.', '');
    await retype(canvasElement, 'Postcode', '12345678');
    await expect(await canvas.findByText('Huis nr. mag niet leeg zijn.')).toBeVisible();
    await expect(await canvas.findByText('Postcode mag maximaal 7 tekens bevatten.')).toBeVisible();
    await retype(canvasElement, 'Huis nr.', '231');
    await retype(canvasElement, 'Postcode', '0000');
    await save(canvasElement);
    await expectToast(canvasElement, 'Oeps');
    await expect(
      within(canvasElement.ownerDocument.body).getByText('De postcode is ongeldig'),
    ).toBeVisible();
    await expect(await field(canvasElement, 'Postcode')).toHaveValue('0000');
  },
};

/** The contact form's messages. */
export const ContactMessages: Story = {
  parameters: { route: paths.profile.contactEdit() },
  play: async ({ canvas, canvasElement }) => {
    await retype(canvasElement, 'E-mailadres', '');
    await expect(await canvas.findByText('Vul een e-mail adress in')).toBeVisible();
    await retype(canvasElement, 'E-mailadres', 'sanne@example');
    await expect(await canvas.findByText('Vul een geldig e-mail adress in')).toBeVisible();
    await retype(canvasElement, 'Mobiel nummer', '06123456');
    await expect(
      await canvas.findByText('Vul een geldig mobielnummer in met minimaal 9 cijfers'),
    ).toBeVisible();
    await retype(canvasElement, 'Telefoonnummer', '030 123456a');
    await expect(await canvas.findByText('Vul alleen cijfers in')).toBeVisible();
    await retype(canvasElement, 'Telefoonnummer', '030 1234567');
    await expect(canvas.queryByText('Vul alleen cijfers in')).toBeNull();
    await retype(canvasElement, 'Telefoonnummer', '030123456789012');
    await expect(await canvas.findByText('Vul maximaal 14 cijfers in')).toBeVisible();
    await retype(canvasElement, 'Telefoonnummer', '03012345');
    await expect(
      await canvas.findByText('Vul een geldig telefoonnummer in met minimaal 9 cijfers'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Contactpersoon bij nood/ })).toBeNull();
  },
};

/**
 * A freelancer's address for invoices (`email_freelancer`): optional, valid when given; saved, the
 * overview shows it (the mock keeps it, so it is there after a reload too: tests/e2e).
 */
export const ContactInvoiceEmail: Story = {
  parameters: { route: paths.profile.contactEdit() },
  play: async ({ canvas, canvasElement }) => {
    await expect(await field(canvasElement, 'E-mail voor facturen')).toHaveValue(
      'facturen@zorgdevries.nl',
    );
    await retype(canvasElement, 'E-mail voor facturen', 'facturen@zorgdevries');
    await expect(await canvas.findByText('Vul een geldig e-mail adress in')).toBeVisible();
    await retype(canvasElement, 'E-mail voor facturen', 'administratie@zorgdevries.nl');
    await saveToOverview(canvasElement);
    const contact = within(await canvas.findByRole('region', { name: 'Contactgegevens' }));
    await expect(contact.getByText('administratie@zorgdevries.nl')).toBeVisible();
  },
};

/** The agency worker's emergency contact: a phone without a name asks for the name. */
export const ContactAgencyWorker: Story = {
  parameters: { route: paths.profile.contactEdit(), scenario: 'agency-worker' },
  play: async ({ canvas, canvasElement }) => {
    // Agency workers send no invoices: no address for them.
    await expect(canvas.queryByRole('textbox', { name: /E-mail voor facturen/ })).toBeNull();
    await retype(canvasElement, 'Contactpersoon bij nood', '');
    await save(canvasElement);
    await expect(await canvas.findByText('Vul de naam in')).toBeVisible();
    await retype(canvasElement, 'Contactpersoon bij nood', 'Yasmina El Amrani');
    await saveToOverview(canvasElement);
    await expect(await canvas.findByText('Yasmina El Amrani')).toBeVisible();
  },
};

/** The KvK lookup fills in the company name and, saved, the business address. */
export const CompanyCocLookup: Story = {
  parameters: { route: paths.profile.companyEdit() },
  play: async ({ canvas, canvasElement }) => {
    await retype(canvasElement, 'KVK nummer', '81234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Opzoeken bij de KVK' }));
    const found = within(await canvas.findByRole('region', { name: 'Gevonden bij de KVK' }));
    await expect(found.getByText('Zorg door Sanne')).toBeVisible();
    await userEvent.click(found.getByRole('button', { name: 'Bedrijfsnaam en adres overnemen' }));
    await expect(await field(canvasElement, 'Bedrijfsnaam')).toHaveValue('Zorg door Sanne');
    await saveToOverview(canvasElement);
    const address = await canvas.findByRole('region', { name: 'Adresgegevens' });
    await expect(address).toHaveTextContent(/Stationsstraat 12, 1315 AB Almere/);
    // The company as the KvK has it (`organisation`), which the business address makes.
    const company = canvas.getByRole('region', { name: 'Bedrijfsgegevens' });
    await expect(company).toHaveTextContent('BedrijfsnaamZorg door Sanne');
    await expect(company).toHaveTextContent('Naam bij de KvKZorg door Sanne');
    await expect(company).toHaveTextContent(/Adres bij de KvKStationsstraat 12, 1315 AB Almere/);
  },
};

/** A KvK number the register does not know: the 801 toast. */
export const CompanyCocUnknown: Story = {
  parameters: { route: paths.profile.companyEdit() },
  play: async ({ canvas, canvasElement }) => {
    await retype(canvasElement, 'KVK nummer', '12345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Opzoeken bij de KVK' }));
    await expectToast(canvasElement, 'Oeps');
    await expect(
      within(canvasElement.ownerDocument.body).getByText('Het KVK-nummer is ongeldig'),
    ).toBeVisible();
  },
};

/** The company form's messages. */
export const CompanyMessages: Story = {
  parameters: { route: paths.profile.companyEdit() },
  play: async ({ canvas, canvasElement }) => {
    await retype(canvasElement, 'KVK nummer', '1234567');
    await expect(await canvas.findByText('KVK nummer is minimaal 8 cijfers')).toBeVisible();
    await retype(canvasElement, 'KVK nummer', '123456789012');
    await expect(
      await canvas.findByText('Vul een geldig KVK nummer in met minimaal 8 en maximaal 11 cijfers'),
    ).toBeVisible();
    await retype(canvasElement, 'Bedrijfsnaam', '');
    await expect(await canvas.findByText('Vul een bedrijfsnaam in')).toBeVisible();
    await retype(canvasElement, 'Website', 'zorg de vries');
    await expect(await canvas.findByText('Vul een geldige website in')).toBeVisible();
    await retype(canvasElement, 'VAT nummer', '');
    await expect(await canvas.findByText('Vul een VAT nummer in')).toBeVisible();
    await retype(canvasElement, 'VAT nummer', 'NL004495446B01');
    await expect(await canvas.findByText('Ongeldig VAT nummer')).toBeVisible();
  },
};

/** The server does not find the VAT number: the 1609 toast, the input stays. */
export const CompanyVatNotFound: Story = {
  parameters: {
    route: paths.profile.companyEdit(),
    mockOptions: {
      faults: [{ method: 'pidz.services.api.freelancer:updateFreelancer', code: 1609 }],
    },
  },
  play: async ({ canvasElement }) => {
    await retype(canvasElement, 'VAT nummer', 'NL123456782B01');
    await save(canvasElement);
    await expectToast(canvasElement, 'Oeps');
    await expect(
      within(canvasElement.ownerDocument.body).getByText('Het VAT nummer is niet gevonden'),
    ).toBeVisible();
    await expect(await field(canvasElement, 'VAT nummer')).toHaveValue('NL123456782B01');
  },
};

/** An agency worker has no company: its edit page returns to the overview. */
export const CompanyAgencyWorker: Story = {
  parameters: { route: paths.profile.companyEdit(), scenario: 'agency-worker' },
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, 'Profiel');
  },
};

/** The bank form: IBAN and BIC messages; a valid IBAN is saved without spaces, shown grouped. */
export const BankSaved: Story = {
  parameters: { route: paths.profile.bankEdit() },
  play: async ({ canvas, canvasElement }) => {
    await expect(await field(canvasElement, 'IBAN')).toHaveValue('NL91 ABNA 0417 1643 00');
    await retype(canvasElement, 'IBAN', 'NL91ABNA0417164301');
    await expect(await canvas.findByText('Vul een geldige IBAN in')).toBeVisible();
    await retype(canvasElement, 'BIC', 'ABN4NL2A');
    await expect(await canvas.findByText('Vul een geldig BIC nummer in')).toBeVisible();
    await retype(canvasElement, 'Tenaamstelling', '');
    await expect(await canvas.findByText('Vul een naam in')).toBeVisible();
    await retype(canvasElement, 'IBAN', 'nl02abna0123456789');
    await retype(canvasElement, 'BIC', 'ABNANL2A');
    await retype(canvasElement, 'Tenaamstelling', 'S. de Vries');
    await userEvent.click(
      canvas.getByRole('switch', { name: 'Facturen betalen via automatische incasso' }),
    );
    await saveToOverview(canvasElement);
    const bank = within(await canvas.findByRole('region', { name: 'Bankgegevens' }));
    await expect(bank.getByText('NL02 ABNA 0123 4567 89')).toBeVisible();
    await expect(bank.getByText('Nee')).toBeVisible();
  },
};

/** A BIC the server does not know: the 1402 toast. */
export const BankBicUnknown: Story = {
  parameters: { route: paths.profile.bankEdit() },
  play: async ({ canvasElement }) => {
    await retype(canvasElement, 'BIC', 'DEUTDEFF');
    await save(canvasElement);
    await expectToast(canvasElement, 'Oeps');
    await expect(
      within(canvasElement.ownerDocument.body).getByText('Deze BIC bestaat niet'),
    ).toBeVisible();
  },
};

/** The agency worker's bank details: the personal fields, no direct debit. */
export const BankAgencyWorker: Story = {
  parameters: { route: paths.profile.bankEdit(), scenario: 'agency-worker' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await field(canvasElement, 'IBAN')).toHaveValue('NL20 INGB 0001 2345 67');
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};
