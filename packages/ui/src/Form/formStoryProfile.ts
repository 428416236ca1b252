import { fn, within } from 'storybook/test';
import type { SelectOption } from '../Field/options';
import type { FormItem } from './model';
import { matches, maxLength, required } from './rules';

/*
 * The profile form the `UI/Form/*` stories share: every field kind and layout item, its empty and
 * its valid values.
 */

export interface ProfileValues {
  firstName: string;
  insertion: string;
  lastName: string;
  nationalIdentificationNumber: string;
  website: string;
  houseNumber: string;
  addition: string;
  description: string;
  gender: string | null;
  country: string | null;
  language: string | null;
  subject: number | null;
  otherSubject: string;
  vatFree: boolean;
  agree: boolean;
}

const emptyProfile: ProfileValues = {
  firstName: '',
  insertion: '',
  lastName: '',
  nationalIdentificationNumber: '',
  website: '',
  houseNumber: '',
  addition: '',
  description: '',
  gender: null,
  country: null,
  language: null,
  subject: null,
  otherSubject: '',
  vatFree: false,
  agree: false,
};

const OTHER_SUBJECT = 42;

const countries: SelectOption<string>[] = [
  { id: 'NL', value: 'NL', label: 'Nederland' },
  { id: 'BE', value: 'BE', label: 'België' },
  { id: 'DE', value: 'DE', label: 'Duitsland' },
];

export const languages: SelectOption<string>[] = [
  { id: 'nl', value: 'uuid-nl', label: 'Nederlands' },
  { id: 'en', value: 'uuid-en', label: 'Engels' },
  { id: 'de', value: 'uuid-de', label: 'Duits' },
];

const subjects: SelectOption<number>[] = [
  { id: 1, value: 1, label: 'Verpleegkunde' },
  { id: 2, value: 2, label: 'Verzorgende IG' },
  { id: OTHER_SUBJECT, value: OTHER_SUBJECT, label: 'Anders' },
];

/** Every field kind and layout item. */
export const profileItems: FormItem<ProfileValues>[] = [
  {
    kind: 'row',
    items: [
      {
        kind: 'input',
        name: 'firstName',
        label: 'Voornaam',
        isRequired: true,
        autoComplete: 'given-name',
        rules: [required('Vul je voornaam in')],
      },
      { kind: 'input', name: 'insertion', label: 'Tussenvoegsel' },
      {
        kind: 'input',
        name: 'lastName',
        label: 'Achternaam',
        isRequired: true,
        rules: [required('Vul je achternaam in')],
      },
    ],
  },
  {
    kind: 'input',
    name: 'nationalIdentificationNumber',
    label: 'BSN',
    inputMode: 'numeric',
    description: 'Je burgerservicenummer, 9 cijfers.',
    rules: [matches(/^\d{9}$/, 'Een BSN bevat 9 cijfers')],
  },
  {
    kind: 'input',
    name: 'website',
    label: 'Website',
    type: 'url',
    // Answers `false`: the default message '{field} is not valid.' shows.
    rules: [(value) => value === '' || value.includes('.')],
  },
  {
    kind: 'double',
    label: 'Huisnummer en toevoeging',
    fields: [
      {
        kind: 'input',
        name: 'houseNumber',
        label: 'Huisnummer',
        rules: [maxLength(15, 'Huisnummer mag maximaal 15 tekens bevatten.')],
      },
      {
        kind: 'input',
        name: 'addition',
        label: 'Toevoeging',
        rules: [
          (value, values) =>
            value !== '' && values.houseNumber === '' ? 'Vul eerst een huisnummer in' : null,
        ],
      },
    ],
  },
  { kind: 'break' },
  {
    kind: 'radiogroup',
    name: 'gender',
    label: 'Geslacht',
    orientation: 'horizontal',
    options: [
      { value: 'M', label: 'Man' },
      { value: 'F', label: 'Vrouw' },
      { value: 'X', label: 'Niet-binair' },
    ],
    rules: [required('Vul een geslacht in')],
  },
  {
    kind: 'dropdown',
    name: 'country',
    label: 'Land',
    options: countries,
    rules: [required('Selecteer een land')],
  },
  {
    kind: 'combobox',
    name: 'language',
    label: 'Taal',
    options: languages,
    rules: [required('Selecteer een taal')],
  },
  {
    kind: 'dropdown',
    name: 'subject',
    label: 'Opleiding',
    options: subjects,
  },
  {
    kind: 'input',
    name: 'otherSubject',
    label: 'Andere opleiding',
    active: (values) => values.subject === OTHER_SUBJECT,
    rules: [required('Vul een opleiding in')],
  },
  {
    kind: 'textarea',
    name: 'description',
    label: 'Omschrijving',
    rules: [maxLength(512, 'Maximaal 512 karakters')],
  },
  { kind: 'toggle', name: 'vatFree', label: 'Vrijgesteld van btw' },
  {
    kind: 'checkbox',
    name: 'agree',
    label: 'Mijn gegevens kloppen',
    rules: [required('Bevestig je gegevens')],
  },
];

/** A profile that passes every rule of `profileItems`. */
export const validProfile: ProfileValues = {
  ...emptyProfile,
  firstName: 'Anneke',
  lastName: 'Jansen',
  gender: 'F',
  country: 'NL',
  language: 'uuid-nl',
  agree: true,
};

/** The args of a story of the profile form: empty, with spies for submit and cancel. */
export function profileFormArgs() {
  return { items: profileItems, defaultValues: emptyProfile, onSubmit: fn(), onCancel: fn() };
}

/** The popovers of dropdown and combobox are portalled to the document body. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
