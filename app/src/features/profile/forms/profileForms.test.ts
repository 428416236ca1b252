import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AgencyWorker, Freelancer } from '@pidz/contracts';
import openRpc from '@pidz/contracts/pidz.openrpc.json';
import { validateForm, type CustomFieldRenderProps } from '@pidz/ui';
import { countryOptions } from '../countries';
import { addressFormItems, addressUpdate, addressValues } from './addressForm';
import { bankFormItems, bankUpdate, bankValues } from './bankForm';
import { companyFormItems, companyUpdate, companyValues } from './companyForm';
import { contactFormItems, contactUpdate, contactValues } from './contactForm';
import { personalFormItems, personalUpdate, personalValues } from './personalForm';

const countries = countryOptions();

const freelancer: Freelancer = {
  id: 1,
  user_type: 'freelancer',
  first_name: 'Sanne',
  insertion: 'de',
  last_name: 'Vries',
  initials: 'S.M.',
  birth_date: '1988-04-17',
  nationality: 'NL',
  national_identification_number: '123456782',
  has_national_identification_number: true,
  sex: 'F',
  marital_status: 'unmarried',
  birth_country: 'NL',
  telephone_number: null,
  mobile_phone_number: '0612345678',
  email: 'sanne@example.nl',
  email_freelancer: null,
  street: 'Oudegracht',
  house_number: '231',
  zip_code: '3511NK',
  city: 'Utrecht',
  country: 'NL',
  street_freelancer: 'Oudegracht',
  house_number_freelancer: '231',
  zip_code_freelancer: '3511NK',
  city_freelancer: 'Utrecht',
  country_freelancer: 'NL',
  po_box_freelancer: null,
  organisation: null,
  name_of_organisation: 'Zorg de Vries',
  coc_number: '71234567',
  website: null,
  vat_number: 'NL004495445B01',
  vat_free: true,
  invoice_template: 'standard',
  iban_organisation: 'NL91ABNA0417164300',
  bic_organisation: 'ABNANL2A',
  name_bank_account: 'Zorg de Vries',
  incasso_organisation: null,
  invite_by_email: true,
  functions: [],
  sectors: [],
};

const agencyWorker: AgencyWorker = {
  id: 2,
  user_type: 'agency_worker',
  first_name: 'Mohamed',
  insertion: null,
  last_name: 'El Amrani',
  initials: 'M.',
  birth_date: '1994-09-02',
  nationality: 'NL',
  national_identification_number: '987654321',
  has_national_identification_number: true,
  sex: 'M',
  marital_status: 'married',
  birth_country: 'NL',
  birth_place: 'Amersfoort',
  telephone_number: null,
  mobile_phone_number: '0687654321',
  email: 'm@example.nl',
  emergency_contact: null,
  emergency_phone: null,
  street: 'Kamp',
  house_number: '54',
  zip_code: '3811AR',
  city: 'Amersfoort',
  country: 'NL',
  iban_personal: 'NL20INGB0001234567',
  bic_personal: 'INGBNL2A',
  name_bank_account: 'M. El Amrani',
  invite_by_email: false,
  functions: [],
  sectors: [],
};

const renderNothing = (_field: CustomFieldRenderProps<string>) => null;

describe('the person form', () => {
  it('validates the agency worker’s birth place, birth country and marital status only for them', async () => {
    const blank = { birthPlace: '', birthCountry: null, maritalStatus: null };
    const asFreelancer = await validateForm(personalFormItems(freelancer, countries), {
      ...personalValues(freelancer),
      ...blank,
    });
    expect(asFreelancer).toEqual({});
    const asAgencyWorker = await validateForm(personalFormItems(agencyWorker, countries), {
      ...personalValues(agencyWorker),
      ...blank,
    });
    expect(asAgencyWorker).toEqual({
      birthPlace: 'Vul je geboorteplaats in',
      birthCountry: 'Vul je geboorteland in',
      maritalStatus: 'Vul je burgerlijke staat in',
    });
  });

  it('sends each role only its own fields', () => {
    expect(personalUpdate(personalValues(freelancer), freelancer)).toEqual({
      freelancerModel: {
        first_name: 'Sanne',
        initials: 'S.M.',
        insertion: 'de',
        last_name: 'Vries',
        birth_date: '1988-04-17',
        nationality: 'NL',
        national_identification_number: '123456782',
        sex: 'F',
      },
    });
    expect(personalUpdate(personalValues(agencyWorker), agencyWorker)).toMatchObject({
      agencyWorkerModel: {
        birth_place: 'Amersfoort',
        birth_country: 'NL',
        marital_status: 'married',
      },
    });
  });
});

describe('the address form', () => {
  it('lists NL, BE and DE first, by their Dutch names', () => {
    expect(countries.slice(0, 3).map((country) => country.label)).toEqual([
      'Nederland',
      'België',
      'Duitsland',
    ]);
  });

  it('copies the home address to the business address while the toggle is on', () => {
    const values = { ...addressValues(freelancer), street: 'Vredenburg' };
    expect(values.isSameAddress).toBe(true);
    expect(addressUpdate(values, freelancer)).toMatchObject({
      freelancerModel: {
        street: 'Vredenburg',
        street_freelancer: 'Vredenburg',
        po_box_freelancer: null,
      },
    });
  });

  it('validates the business address with the same rules only while the toggle is off', async () => {
    const items = addressFormItems(freelancer, countries);
    const values = { ...addressValues(freelancer), businessAddress_street: '' };
    expect(await validateForm(items, values)).toEqual({});
    expect(await validateForm(items, { ...values, isSameAddress: false })).toEqual({
      businessAddress_street: 'Straat mag niet leeg zijn.',
    });
  });

  it('gives the agency worker the home address only', () => {
    expect(addressUpdate(addressValues(agencyWorker), agencyWorker)).toEqual({
      agencyWorkerModel: {
        street: 'Kamp',
        house_number: '54',
        zip_code: '3811AR',
        city: 'Amersfoort',
        country: 'NL',
      },
    });
  });
});

describe('the contact form', () => {
  it('asks for the emergency contact’s name once a phone is given (agency workers)', async () => {
    const items = contactFormItems(agencyWorker);
    const values = { ...contactValues(agencyWorker), emergencyPhone: '0612345678' };
    expect(await validateForm(items, values)).toEqual({ emergencyContact: 'Vul de naam in' });
    expect(contactUpdate({ ...values, emergencyContact: 'Fatima' }, agencyWorker)).toMatchObject({
      agencyWorkerModel: { emergency_contact: 'Fatima', emergency_phone: '0612345678' },
    });
  });

  it('clears blank phone numbers', () => {
    expect(contactUpdate({ ...contactValues(freelancer), mobile: ' ' }, freelancer)).toEqual({
      freelancerModel: {
        email: 'sanne@example.nl',
        email_freelancer: null,
        mobile_phone_number: null,
        telephone_number: null,
      },
    });
  });

  it("sends a freelancer's address for invoices, trimmed", () => {
    const values = { ...contactValues(freelancer), invoiceEmail: ' facturen@zorg.nl ' };
    expect(contactUpdate(values, freelancer)).toMatchObject({
      freelancerModel: { email_freelancer: 'facturen@zorg.nl' },
    });
  });
});

describe('the company form', () => {
  it('sends the VAT number normalised and a taken-over KvK address as the business address', async () => {
    const values = { ...companyValues(freelancer), vatNumber: 'nl 0044.95445.b01' };
    expect(await validateForm(companyFormItems(renderNothing), values)).toEqual({});
    const update = companyUpdate(values, {
      name: 'Zorg door Sanne',
      street: 'Stationsstraat',
      house_number: '12',
      zip_code: '1315 AB',
      city: 'Almere',
      country: 'NL',
      po_box: null,
    });
    expect(update.freelancerModel).toMatchObject({
      vat_number: 'NL004495445B01',
      street_freelancer: 'Stationsstraat',
      city_freelancer: 'Almere',
    });
  });
});

describe('the bank form', () => {
  it('shows the IBAN grouped and stores it without spaces in the role’s fields', () => {
    expect(bankValues(freelancer).iban).toBe('NL91 ABNA 0417 1643 00');
    expect(bankUpdate(bankValues(freelancer), freelancer)).toEqual({
      freelancerModel: {
        iban_organisation: 'NL91ABNA0417164300',
        bic_organisation: 'ABNANL2A',
        name_bank_account: 'Zorg de Vries',
      },
    });
    expect(bankUpdate(bankValues(agencyWorker), agencyWorker)).toEqual({
      agencyWorkerModel: {
        iban_personal: 'NL20INGB0001234567',
        bic_personal: 'INGBNL2A',
        name_bank_account: 'M. El Amrani',
      },
    });
  });

  it('offers direct debit to freelancers only', async () => {
    const active = (profile: Freelancer | AgencyWorker) =>
      bankFormItems(profile).some((item) => item.kind === 'toggle' && item.active !== false);
    expect(active(freelancer)).toBe(true);
    expect(active(agencyWorker)).toBe(false);
    expect(
      await validateForm(bankFormItems(freelancer), { ...bankValues(freelancer), iban: 'NL91' }),
    ).toEqual({
      iban: 'Vul een geldige IBAN in',
    });
  });
});

/** The longest text the contract takes for a field of the agency worker's input. */
function contractMaxLength(property: string): number | undefined {
  const properties: Record<string, object> =
    openRpc.components.schemas.AgencyWorkerInput.properties;
  const schema = properties[property];
  return schema && 'maxLength' in schema ? Number(schema.maxLength) : undefined;
}

describe('the lengths of the free-text fields (docs/decisions/0018-input-bounds)', () => {
  /** A field, the contract's field it fills, its limit, its message and a text of a length. */
  const fields = [
    ['person', 'firstName', 'first_name', 100, 'Maximaal 100 karakters'],
    ['person', 'initials', 'initials', 20, 'Maximaal 20 karakters'],
    ['person', 'insertion', 'insertion', 20, 'Maximaal 20 karakters'],
    ['person', 'lastName', 'last_name', 100, 'Maximaal 100 karakters'],
    ['person', 'birthPlace', 'birth_place', 100, 'Maximaal 100 karakters'],
    ['contact', 'email', 'email', 254, 'Maximaal 254 karakters'],
    ['contact', 'emergencyContact', 'emergency_contact', 100, 'Maximaal 100 karakters'],
  ] as const;
  /** A text of `length` characters that passes the field's other rules. */
  const textOf = (name: string, length: number) =>
    name === 'email' ? `${'a'.repeat(length - 11)}@example.nl` : 'a'.repeat(length);
  const errorOf = async (form: 'person' | 'contact', name: string, text: string) => {
    const errors =
      form === 'person'
        ? await validateForm(personalFormItems(agencyWorker, countries), {
            ...personalValues(agencyWorker),
            [name]: text,
          })
        : await validateForm(contactFormItems(agencyWorker), {
            ...contactValues(agencyWorker),
            emergencyPhone: '0612345678',
            [name]: text,
          });
    return (errors as Record<string, string | undefined>)[name];
  };

  it.each(fields)('%s %s: as the contract says', (_form, _name, property, limit) => {
    expect(contractMaxLength(property)).toBe(limit);
  });

  it.each(fields)(
    '%s %s: takes up to its limit and refuses longer',
    async (form, name, _property, limit, message) => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 12, max: limit }), async (length) => {
          expect(await errorOf(form, name, textOf(name, length))).toBeUndefined();
        }),
        { numRuns: 20 },
      );
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: limit + 1, max: 10_000 }), async (length) => {
          expect(await errorOf(form, name, textOf(name, length))).toBe(message);
        }),
        { numRuns: 20 },
      );
    },
  );
});
