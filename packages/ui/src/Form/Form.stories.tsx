import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Combobox } from '../Combobox/Combobox';
import type { SelectOption } from '../Field/options';
import { formDraftStorageKey, writeFormDraft } from './draft';
import { FORM_DRAFT_MESSAGES, Form } from './Form';
import type { FormItem } from './model';
import { matches, maxLength, required } from './rules';

interface ProfileValues {
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

const languages: SelectOption<string>[] = [
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
const profileItems: FormItem<ProfileValues>[] = [
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
const validProfile: ProfileValues = {
  ...emptyProfile,
  firstName: 'Anneke',
  lastName: 'Jansen',
  gender: 'F',
  country: 'NL',
  language: 'uuid-nl',
  agree: true,
};

const meta = {
  title: 'UI/Form',
  component: Form<ProfileValues>,
  args: {
    items: profileItems,
    defaultValues: emptyProfile,
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof Form<ProfileValues>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The popovers of dropdown and combobox are portalled to the document body. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const AllFieldKinds: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Voornaam' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Omschrijving' })).toHaveAttribute(
      'rows',
      '3',
    );
    await expect(canvas.getByRole('radiogroup', { name: 'Geslacht' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Land/ })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Taal' })).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Vrijgesteld van btw' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Mijn gegevens kloppen' })).not.toBeChecked();
    const pair = canvas.getByRole('group', { name: 'Huisnummer en toevoeging' });
    await expect(within(pair).getAllByRole('textbox')).toHaveLength(2);
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'BSN' })).toHaveAccessibleDescription(
      'Je burgerservicenummer, 9 cijfers.',
    );
    await expect(canvas.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Annuleren' })).toBeEnabled();
  },
};

export const RequiredErrorOnBlur: Story = {
  play: async ({ canvas }) => {
    const firstName = canvas.getByRole('textbox', { name: 'Voornaam' });
    await userEvent.click(firstName);
    await expect(canvas.queryByText('Vul je voornaam in')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(await canvas.findByText('Vul je voornaam in')).toBeVisible();
    await expect(firstName).toBeInvalid();
    await expect(firstName).toHaveAccessibleDescription('Vul je voornaam in');
  },
};

export const ErrorClearsOnChange: Story = {
  play: async ({ canvas }) => {
    const firstName = canvas.getByRole('textbox', { name: 'Voornaam' });
    await userEvent.click(firstName);
    await userEvent.tab();
    await canvas.findByText('Vul je voornaam in');
    await userEvent.type(firstName, 'A');
    await expect(canvas.queryByText('Vul je voornaam in')).not.toBeInTheDocument();
    await expect(firstName).toBeValid();
    await userEvent.clear(firstName);
    await expect(await canvas.findByText('Vul je voornaam in')).toBeVisible();
  },
};

export const FirstFailingRuleAndDefaultMessage: Story = {
  play: async ({ canvas }) => {
    const bsn = canvas.getByRole('textbox', { name: 'BSN' });
    await userEvent.type(bsn, '1234');
    await expect(await canvas.findByText('Een BSN bevat 9 cijfers')).toBeVisible();
    await userEvent.type(bsn, '56789');
    await expect(canvas.queryByText('Een BSN bevat 9 cijfers')).not.toBeInTheDocument();

    // A rule without its own message falls back to '{field} is not valid.'.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Website' }), 'pidz');
    await expect(await canvas.findByText('Website is not valid.')).toBeVisible();
  },
};

export const LinkedDoubleInputs: Story = {
  play: async ({ canvas }) => {
    const houseNumber = canvas.getByRole('textbox', { name: 'Huisnummer' });
    const addition = canvas.getByRole('textbox', { name: 'Toevoeging' });
    await userEvent.type(addition, 'A');
    await expect(await canvas.findByText('Vul eerst een huisnummer in')).toBeVisible();
    // Typing in the partner re-validates the addition.
    await userEvent.type(houseNumber, '12');
    await expect(canvas.queryByText('Vul eerst een huisnummer in')).not.toBeInTheDocument();
  },
};

export const SubmitNotFiredWhenInvalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Voornaam' }), 'Anneke');
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(await canvas.findByText('Vul je achternaam in')).toBeVisible();
    await expect(canvas.getByText('Vul een geslacht in')).toBeVisible();
    await expect(canvas.getByText('Selecteer een land')).toBeVisible();
    await expect(canvas.getByText('Bevestig je gegevens')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The first invalid field gets focus.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Achternaam' })).toHaveFocus());
  },
};

export const SubmitsValidValues: Story = {
  args: { defaultValues: validProfile },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tussenvoegsel' }), 'van');
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...validProfile, insertion: 'van' }),
    );
  },
};

export const SubmitDisabledWhileSubmitting: Story = {
  args: {
    defaultValues: validProfile,
    onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))),
  },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Opslaan' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(submit).toBeEnabled(), { timeout: 2000 });
  },
};

export const FailedSubmitKeepsValues: Story = {
  args: {
    defaultValues: validProfile,
    onSubmit: fn(() => Promise.reject(new Error('Er is iets misgegaan'))),
    onSubmitError: fn(),
  },
  play: async ({ canvas, args }) => {
    const insertion = canvas.getByRole('textbox', { name: 'Tussenvoegsel' });
    await userEvent.type(insertion, 'de');
    const submit = canvas.getByRole('button', { name: 'Opslaan' });
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmitError).toHaveBeenCalledTimes(1));
    await expect(insertion).toHaveValue('de');
    await expect(canvas.getByRole('textbox', { name: 'Voornaam' })).toHaveValue('Anneke');
    await expect(submit).toBeEnabled();
  },
};

export const CancelFires: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Annuleren' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InactiveFieldNotRendered: Story = {
  args: { defaultValues: validProfile },
  play: async ({ canvas, canvasElement, args }) => {
    // 'Andere opleiding' is active only when the subject is 'Anders' (id 42).
    await expect(canvas.queryByRole('textbox', { name: 'Andere opleiding' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Opleiding/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Anders' }));
    const other = await canvas.findByRole('textbox', { name: 'Andere opleiding' });
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(await canvas.findByText('Vul een opleiding in')).toBeVisible();
    await expect(other).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Back to another subject: the field disappears and no longer blocks the submission.
    await userEvent.click(canvas.getByRole('button', { name: /Opleiding/ }));
    await userEvent.click(
      await page(canvasElement).findByRole('option', { name: 'Verpleegkunde' }),
    );
    await expect(canvas.queryByRole('textbox', { name: 'Andere opleiding' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValues: validProfile },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Voornaam' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Taal' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Vrijgesteld van btw' })).toBeDisabled();
    const submit = canvas.getByRole('button', { name: 'Opslaan' });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

interface ReviewValues {
  message: string;
  anonymous: boolean;
}

export const CustomButtonTexts: StoryObj<typeof Form<ReviewValues>> = {
  args: {
    items: [
      {
        kind: 'textarea',
        name: 'message',
        label: 'Omschrijving',
        rows: 5,
        rules: [required('Omschrijving is verplicht'), maxLength(512, 'Maximaal 512 karakters')],
      },
      { kind: 'checkbox', name: 'anonymous', label: 'Anoniem melden' },
    ],
    defaultValues: { message: '', anonymous: false },
    submitLabel: 'Versturen',
    cancelLabel: 'Terug',
    onSubmit: fn(),
    onCancel: fn(),
  },
  render: (args) => <Form {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Omschrijving' })).toHaveAttribute(
      'rows',
      '5',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Terug' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Omschrijving' }), 'Prima dienst');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Anoniem melden' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ message: 'Prima dienst', anonymous: true }),
    );
  },
};

interface CocValues {
  cocNumber: string;
}

/** A rule that asks the server: the submit button waits for it. */
const cocNumberExists = (value: string) =>
  new Promise<string | null>((resolve) =>
    setTimeout(() => resolve(value === '00000000' ? 'KVK nummer niet gevonden' : null), 400),
  );

export const AsyncRuleDisablesSubmit: StoryObj<typeof Form<CocValues>> = {
  args: {
    items: [
      {
        kind: 'input',
        name: 'cocNumber',
        label: 'KVK nummer',
        rules: [
          matches(
            /^\d{8,11}$/,
            'Vul een geldig KVK nummer in met minimaal 8 en maximaal 11 cijfers',
          ),
          cocNumberExists,
        ],
      },
    ],
    defaultValues: { cocNumber: '' },
    onSubmit: fn(),
  },
  render: (args) => <Form {...args} />,
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Opslaan' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'KVK nummer' }), '00000000');
    await expect(submit).toBeDisabled();
    await expect(await canvas.findByText('KVK nummer niet gevonden')).toBeVisible();
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

interface LanguageValues {
  language_uuid: string | null;
  skill_level: number | null;
}

/** The CV language form: a custom field with a Combobox (options from the server) and a dropdown. */
function LanguageForm({ onSubmit }: { onSubmit: (values: LanguageValues) => void }) {
  const [serverLanguages] = useState(languages);
  return (
    <Form<LanguageValues>
      aria-label="Taal toevoegen"
      defaultValues={{ language_uuid: null, skill_level: null }}
      onSubmit={onSubmit}
      items={[
        {
          kind: 'custom',
          name: 'language_uuid',
          label: 'Taal',
          isRequired: true,
          rules: [required('Selecteer een taal')],
          render: (field) => <Combobox {...field} options={serverLanguages} />,
        },
        {
          kind: 'dropdown',
          name: 'skill_level',
          label: 'Vaardigheid',
          isRequired: true,
          options: [
            { id: 1, value: 1, label: 'Moedertaal' },
            { id: 2, value: 2, label: 'Professioneel' },
            { id: 3, value: 3, label: 'Basisniveau' },
          ],
          rules: [required('Selecteer een vaardigheid')],
        },
      ]}
    />
  );
}

export const CustomFieldLanguageForm: Story = {
  render: (args) => <LanguageForm onSubmit={args.onSubmit} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(await canvas.findByText('Selecteer een taal')).toBeVisible();
    await expect(canvas.getByText('Selecteer een vaardigheid')).toBeVisible();
    const language = canvas.getByRole('combobox', { name: 'Taal' });
    await waitFor(() => expect(language).toHaveFocus());

    await userEvent.type(language, 'ned');
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Nederlands' }));
    await expect(canvas.queryByText('Selecteer een taal')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Vaardigheid/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Moedertaal' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ language_uuid: 'uuid-nl', skill_level: 1 }),
    );
  },
};

function ControlledForm({ onSubmit }: { onSubmit: (values: ProfileValues) => void }) {
  const [values, setValues] = useState(validProfile);
  return (
    <>
      <Form values={values} onValuesChange={setValues} onSubmit={onSubmit} items={profileItems} />
      <p>Naam: {values.firstName}</p>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledForm onSubmit={args.onSubmit} />,
  play: async ({ canvas }) => {
    const firstName = canvas.getByRole('textbox', { name: 'Voornaam' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Sanne');
    await expect(canvas.getByText('Naam: Sanne')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Annuleren' })).toBeNull();
  },
};

interface WorkPeriodValues {
  start_date: string | null;
  end_date: string | null;
}

/** ISO dates compare correctly as strings. */
const startNotAfterEnd = (start: string | null, values: WorkPeriodValues) =>
  !start || !values.end_date || start <= values.end_date
    ? null
    : 'De startdatum kan niet na de einddatum liggen';

export const DateFields: StoryObj<typeof Form<WorkPeriodValues>> = {
  args: {
    items: [
      {
        kind: 'row',
        items: [
          {
            kind: 'date',
            name: 'start_date',
            label: 'Startdatum',
            maxValue: '2024-12-31',
            dependsOn: ['end_date'],
            rules: [required('Vul een startdatum in'), startNotAfterEnd],
          },
          {
            kind: 'date',
            name: 'end_date',
            label: 'Einddatum',
            minValue: (values) => values.start_date,
            maxValue: '2024-12-31',
          },
        ],
      },
    ],
    defaultValues: { start_date: '2024-03-10', end_date: '2024-03-20' },
    onSubmit: fn(),
  },
  render: (args) => <Form {...args} />,
  play: async ({ canvas, args }) => {
    // The date picker's code loads when the first date field shows.
    await canvas.findByRole('group', { name: 'Startdatum' });
    const daySegment = (group: string) =>
      within(canvas.getByRole('group', { name: group })).getAllByRole(
        'spinbutton',
      )[0] as HTMLElement;

    await userEvent.click(daySegment('Startdatum'));
    await userEvent.keyboard('25');
    await expect(
      await canvas.findByText('De startdatum kan niet na de einddatum liggen'),
    ).toBeVisible();

    // Changing the end date re-validates the start date (dependsOn).
    await userEvent.click(daySegment('Einddatum'));
    await userEvent.keyboard('28');
    await waitFor(() =>
      expect(
        canvas.queryByText('De startdatum kan niet na de einddatum liggen'),
      ).not.toBeInTheDocument(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        start_date: '2024-03-25',
        end_date: '2024-03-28',
      }),
    );
  },
};

/** The values of the stored draft of `draftKey` (`null` when there is none). */
function storedDraft(draftKey: string): Record<string, unknown> | null {
  const raw = sessionStorage.getItem(formDraftStorageKey(draftKey));
  return raw === null ? null : (JSON.parse(raw) as { values: Record<string, unknown> }).values;
}

/**
 * Isolates a draft story: no draft of `draftKey` before it (stories may share a page, as the
 * visual check does), optionally a seeded one, and none after it.
 */
function withDraftStorage<V extends object>(
  draftKey: string,
  seed?: { values: V; initialValues: V },
): () => () => void {
  return () => {
    sessionStorage.removeItem(formDraftStorageKey(draftKey));
    if (seed)
      writeFormDraft(sessionStorage, draftKey, { ...seed, secretNames: new Set(), owner: null });
    return () => sessionStorage.removeItem(formDraftStorageKey(draftKey));
  };
}

const RESTORED_KEY = 'ui-form-story:profile:edit:1';

/**
 * A draft stored in an earlier visit (e.g. before a reload) is restored with a note; discarding it
 * brings back the initial values and removes the draft.
 */
export const DraftRestored: Story = {
  args: { defaultValues: validProfile, draftKey: RESTORED_KEY, onDirtyChange: fn() },
  beforeEach: withDraftStorage(RESTORED_KEY, {
    values: { ...validProfile, firstName: 'Sanne', insertion: 'de', vatFree: true },
    initialValues: validProfile,
  }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(FORM_DRAFT_MESSAGES.restored);
    const firstName = canvas.getByRole('textbox', { name: 'Voornaam' });
    await expect(firstName).toHaveValue('Sanne');
    await expect(canvas.getByRole('textbox', { name: 'Tussenvoegsel' })).toHaveValue('de');
    await expect(canvas.getByRole('switch', { name: 'Vrijgesteld van btw' })).toBeChecked();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(canvas.getByRole('button', { name: FORM_DRAFT_MESSAGES.discard }));
    await expect(firstName).toHaveValue('Anneke');
    await expect(canvas.getByRole('textbox', { name: 'Tussenvoegsel' })).toHaveValue('');
    await expect(canvas.getByRole('switch', { name: 'Vrijgesteld van btw' })).not.toBeChecked();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(storedDraft(RESTORED_KEY)).toBeNull();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(firstName).toHaveFocus());
  },
};

const CONTROLLED_KEY = 'ui-form-story:profile:controlled';

function ControlledDraftForm({
  draftKey,
  onValuesChange,
}: {
  draftKey: string;
  onValuesChange: (values: ProfileValues) => void;
}) {
  const [values, setValues] = useState(validProfile);
  return (
    <Form
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        onValuesChange(next);
      }}
      onSubmit={() => undefined}
      items={profileItems}
      draftKey={draftKey}
    />
  );
}

/** A controlled form hands the restored draft to its caller through one `onValuesChange` call. */
export const DraftRestoredControlled: Story = {
  args: { onValuesChange: fn() },
  beforeEach: withDraftStorage(CONTROLLED_KEY, {
    values: { ...validProfile, lastName: 'de Vries', description: 'Nog niet opgeslagen' },
    initialValues: validProfile,
  }),
  render: (args) => (
    <ControlledDraftForm draftKey={CONTROLLED_KEY} onValuesChange={args.onValuesChange ?? fn()} />
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(FORM_DRAFT_MESSAGES.restored);
    await expect(canvas.getByRole('textbox', { name: 'Achternaam' })).toHaveValue('de Vries');
    await expect(canvas.getByRole('textbox', { name: 'Omschrijving' })).toHaveValue(
      'Nog niet opgeslagen',
    );
    await expect(args.onValuesChange).toHaveBeenCalledTimes(1);
    await expect(args.onValuesChange).toHaveBeenCalledWith({
      ...validProfile,
      lastName: 'de Vries',
      description: 'Nog niet opgeslagen',
    });
  },
};

const FAILED_SAVE_KEY = 'ui-form-story:profile:failed-save';

export const DraftKeptAfterFailedSave: Story = {
  args: {
    defaultValues: validProfile,
    draftKey: FAILED_SAVE_KEY,
    onSubmit: fn(() => Promise.reject(new Error('Er is iets misgegaan'))),
    onSubmitError: fn(),
    onDirtyChange: fn(),
  },
  beforeEach: withDraftStorage(FAILED_SAVE_KEY),
  play: async ({ canvas, args }) => {
    await expect(storedDraft(FAILED_SAVE_KEY)).toBeNull();
    const insertion = canvas.getByRole('textbox', { name: 'Tussenvoegsel' });
    await userEvent.type(insertion, 'van');
    await expect(storedDraft(FAILED_SAVE_KEY)).toMatchObject({ insertion: 'van' });
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(args.onSubmitError).toHaveBeenCalledTimes(1));
    await expect(insertion).toHaveValue('van');
    await expect(storedDraft(FAILED_SAVE_KEY)).toMatchObject({ insertion: 'van' });
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
  },
};

const SAVE_KEY = 'ui-form-story:profile:save';

export const DraftClearedAfterSave: Story = {
  args: {
    defaultValues: validProfile,
    draftKey: SAVE_KEY,
    onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 100))),
    onDirtyChange: fn(),
  },
  beforeEach: withDraftStorage(SAVE_KEY),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tussenvoegsel' }), 'van');
    await expect(storedDraft(SAVE_KEY)).toMatchObject({ insertion: 'van' });
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...validProfile, insertion: 'van' });
    await expect(storedDraft(SAVE_KEY)).toBeNull();
  },
};

const CANCEL_KEY = 'ui-form-story:profile:cancel';

export const DraftClearedOnCancel: Story = {
  args: { defaultValues: validProfile, draftKey: CANCEL_KEY, onDirtyChange: fn() },
  beforeEach: withDraftStorage(CANCEL_KEY),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Achternaam' }), 's');
    await expect(storedDraft(CANCEL_KEY)).toMatchObject({ lastName: 'Jansens' });

    await userEvent.click(canvas.getByRole('button', { name: 'Annuleren' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(storedDraft(CANCEL_KEY)).toBeNull();
    // Clean before onCancel runs, so that a cancel that navigates is not asked to confirm.
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    const onDirtyChange = args.onDirtyChange as ReturnType<typeof fn>;
    const onCancel = args.onCancel as ReturnType<typeof fn>;
    await expect(onDirtyChange.mock.invocationCallOrder.at(-1)).toBeLessThan(
      onCancel.mock.invocationCallOrder.at(-1) ?? 0,
    );
  },
};

interface AccountValues {
  email: string;
  password: string;
  code: string;
}

const SECRET_KEY = 'ui-form-story:account';

/** A password input (and a field marked `isSecret`) never reaches sessionStorage. */
export const SecretFieldNotKept: StoryObj<typeof Form<AccountValues>> = {
  args: {
    items: [
      { kind: 'input', name: 'email', label: 'E-mailadres', type: 'email', autoComplete: 'email' },
      {
        kind: 'input',
        name: 'password',
        label: 'Wachtwoord',
        type: 'password',
        autoComplete: 'new-password',
      },
      {
        kind: 'input',
        name: 'code',
        label: 'Eenmalige code',
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        isSecret: true,
      },
    ],
    defaultValues: { email: '', password: '', code: '' },
    draftKey: SECRET_KEY,
    onSubmit: fn(),
  },
  beforeEach: withDraftStorage(SECRET_KEY),
  render: (args) => <Form {...args} />,
  play: async ({ canvas }) => {
    // A password input has no role of its own: it is found by its label.
    const password = canvas.getByLabelText('Wachtwoord');
    await expect(password).toHaveAttribute('type', 'password');
    // Only secret input so far: nothing to keep.
    await userEvent.type(password, 'Geheim123!');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Eenmalige code' }), '654321');
    await expect(storedDraft(SECRET_KEY)).toBeNull();

    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mailadres' }), 'anneke@pidz.nl');
    await expect(storedDraft(SECRET_KEY)).toEqual({ email: 'anneke@pidz.nl' });
    const everything = Object.keys(sessionStorage)
      .map((key) => sessionStorage.getItem(key) ?? '')
      .join('\n');
    await expect(everything).not.toContain('Geheim123!');
    await expect(everything).not.toContain('654321');
  },
};
