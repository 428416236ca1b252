import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Combobox } from '../Combobox/Combobox';
import { Form } from './Form';
import {
  languages,
  page,
  profileFormArgs,
  profileItems,
  validProfile,
  type ProfileValues,
} from './formStoryProfile';
import { maxLength, required } from './rules';

/** The form's fields: every kind, inactive and disabled ones, its buttons' texts, a custom field, controlled values, dates. */
const meta = {
  title: 'UI/Form/Fields',
  component: Form<ProfileValues>,
  args: profileFormArgs(),
} satisfies Meta<typeof Form<ProfileValues>>;

export default meta;
type Story = StoryObj<typeof meta>;

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
