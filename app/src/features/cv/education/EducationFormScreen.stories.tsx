import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formDraftStorageKey } from '@pidz/ui';
import { withApp } from '../../../testing/AppDecorator';
import { TableRoutes } from '../../../lib/routing/routeTable';
import { routes } from '../routeTable';
import {
  body,
  chooseOption,
  expectPage,
  expectToast,
  formFieldsShown,
  save,
  typeDate,
  yearsFromToday,
} from '../../../testing/storyActions';
import { cvPaths } from '../../../pathsBelow';

/** The freelancer seed: an approved education, and a declined one with the 'other' subject. */
const APPROVED_EDUCATION_ID = 401;
const DECLINED_OTHER_EDUCATION_ID = 402;

/** The education form (`/cv/education/add`, `/edit/:id`) on the mocked back end. */
const meta = {
  title: 'Screens/CV/Education form',
  component: TableRoutes,
  args: { table: routes },
  decorators: [withApp],
  parameters: { route: cvPaths.educationAdd(), scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills in an education with the 'other' subject. */
async function enterOtherEducation(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('textbox', { name: /Naam opleiding/ })).toBeNull();
  await chooseOption(canvasElement, 'Opleiding', 'Anders, namelijk');
  await userEvent.type(
    await canvas.findByRole('textbox', { name: /Naam opleiding/ }),
    'Post-hbo Oncologie',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: /Naam instelling/ }), 'Avans+');
  await userEvent.type(canvas.getByRole('textbox', { name: /Plaats instelling/ }), 'Breda');
  await typeDate(canvasElement, 'Datum diploma behaald', '2021-06-30');
}

/** A declined education as its edit form opens: the reason, the 'other' subject filled in. */
export const Filled: Story = {
  tags: ['visual'],
  parameters: { route: cvPaths.educationEdit({ id: DECLINED_OTHER_EDUCATION_ID }) },
  play: async ({ canvas, canvasElement }) => {
    await expectPage(canvasElement, 'Opleiding bewerken');
    await expect(await canvas.findByRole('textbox', { name: /Naam opleiding/ })).toHaveValue(
      'Post-hbo Wondconsulent',
    );
  },
};

/** Add with the 'other' subject (42): its name field shows and is saved. */
export const AddOtherSubject: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Opleiding toevoegen' }),
    ).toBeVisible();
    await enterOtherEducation(canvasElement);
    await save(canvasElement);
    await expectPage(canvasElement, 'CV');
    await expectToast(canvasElement, 'Opleiding opgeslagen');
    await expect(body(canvasElement).getByText('Post-hbo Oncologie staat op je CV.')).toBeVisible();
  },
};

/** Edit a declined education: its reason shows above the form, the 'other' subject is filled in. */
export const EditDeclined: Story = {
  parameters: { route: cvPaths.educationEdit({ id: DECLINED_OTHER_EDUCATION_ID }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Opleiding bewerken' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Afgekeurd')).toBeVisible();
    await formFieldsShown(canvasElement);
    await expect(
      canvas.getByText(
        'Reden afgekeurd: De naam van de opleiding klopt niet met je diploma: vul de naam in zoals die op het diploma staat.',
      ),
    ).toBeVisible();
    const other = canvas.getByRole('textbox', { name: /Naam opleiding/ });
    await expect(other).toHaveValue('Post-hbo Wondconsulent');

    // Another subject hides the 'other' field.
    await chooseOption(canvasElement, 'Opleiding', 'HBO Verpleegkunde (bachelor)');
    await waitFor(() =>
      expect(canvas.queryByRole('textbox', { name: /Naam opleiding/ })).toBeNull(),
    );
    await save(canvasElement);
    await expectPage(canvasElement, 'CV');
    await expectToast(canvasElement, 'Opleiding opgeslagen');
  },
};

/**
 * The one-record form helper keys the draft by form and record (`cv-education:edit:<id>`), and
 * 'Annuleren' returns to the overview and drops the draft.
 */
export const DraftPerRecord: Story = {
  parameters: { route: cvPaths.educationEdit({ id: DECLINED_OTHER_EDUCATION_ID }) },
  play: async ({ canvas, canvasElement }) => {
    const draftKey = formDraftStorageKey(`cv-education:edit:${DECLINED_OTHER_EDUCATION_ID}`);
    const other = await canvas.findByRole('textbox', { name: /Naam opleiding/ });
    await userEvent.type(other, ' (2e jaar)');
    await waitFor(() => expect(sessionStorage.getItem(draftKey)).toContain('(2e jaar)'));
    await expect(sessionStorage.getItem(formDraftStorageKey('cv-education:add'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Annuleren' }));
    await expectPage(canvasElement, 'CV');
    await expect(sessionStorage.getItem(draftKey)).toBeNull();
  },
};

/** Every message of the form. */
export const ValidationMessages: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: /Opleiding/ });
    await save(canvasElement);
    for (const message of [
      'Vul een opleiding in',
      'Vul de naam van de instelling in',
      'Vul de plaats van de instelling in',
      'Vul de datum in waarop je je diploma hebt behaald',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await chooseOption(canvasElement, 'Opleiding', 'Anders, namelijk');
    await save(canvasElement);
    await expect(await canvas.findByText('Vul de naam van je opleiding in')).toBeVisible();

    await userEvent.click(canvas.getByRole('textbox', { name: /Specialisatie/ }));
    await userEvent.paste('x'.repeat(129));
    await expect(await canvas.findByText('Maximaal 128 karakters')).toBeVisible();
    await typeDate(canvasElement, 'Datum diploma behaald', yearsFromToday(1));
    await expect(
      await canvas.findByText(
        'De datum waarop je je diploma hebt behaald mag niet in de toekomst liggen',
      ),
    ).toBeVisible();
  },
};

/** `education:create` fails: the 'Oeps' toast, and the form keeps what was entered. */
export const FailedSave: Story = {
  parameters: {
    mockOptions: { faults: [{ method: 'pidz.services.api.education:create', code: 600 }] },
  },
  play: async ({ canvas, canvasElement }) => {
    await enterOtherEducation(canvasElement);
    await save(canvasElement);
    await expectToast(canvasElement, 'Oeps');
    await expect(canvas.getByRole('textbox', { name: /Naam opleiding/ })).toHaveValue(
      'Post-hbo Oncologie',
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Opleiding toevoegen' }),
    ).toBeVisible();
  },
};

/** An approved education may not be edited: its edit route returns to the overview. */
export const ApprovedReturnsToOverview: Story = {
  parameters: { route: cvPaths.educationEdit({ id: APPROVED_EDUCATION_ID }) },
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, 'CV');
  },
};

/** An unknown id returns to the overview. */
export const UnknownId: Story = {
  parameters: { route: cvPaths.educationEdit({ id: 987654 }) },
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, 'CV');
  },
};
