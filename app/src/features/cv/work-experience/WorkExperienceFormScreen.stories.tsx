import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../../testing/AppDecorator';
import { TableRoutes } from '../../../lib/routing/routeTable';
import { routes } from '../routeTable';
import {
  body,
  chooseInCombobox,
  chooseOption,
  expectPage,
  expectToast,
  save,
  typeDate,
  yearsFromToday,
} from '../../../testing/storyActions';
import { cvPaths } from '../../../pathsBelow';

/** The freelancer seed's current job (waiting for review) and an approved one. */
const CURRENT_JOB_ID = 301;
const APPROVED_JOB_ID = 302;

/** The work experience form (`/cv/work-experience/add`, `/edit/:id`) on the mocked back end. */
const meta = {
  title: 'Screens/CV/Work experience form',
  component: TableRoutes,
  args: { table: routes },
  decorators: [withApp],
  parameters: { route: cvPaths.workExperienceAdd(), scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills in a finished job at a hospital. */
async function enterFinishedJob(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await chooseInCombobox(canvasElement, 'Functie', 'ic-', 'IC-verpleegkundige');
  await chooseOption(canvasElement, 'Sector', 'Ziekenhuiszorg');
  await chooseOption(canvasElement, 'Aanstelling', 'Vaste aanstelling');
  await userEvent.type(canvas.getByRole('textbox', { name: /Naam instelling/ }), 'UMC Utrecht');
  await userEvent.type(canvas.getByRole('textbox', { name: /Plaats instelling/ }), 'Utrecht');
  await typeDate(canvasElement, 'Startdatum', '2015-03-01');
  await typeDate(canvasElement, 'Einddatum', '2017-08-31');
}

/** The current job as its edit form opens. */
export const Filled: Story = {
  tags: ['visual'],
  parameters: { route: cvPaths.workExperienceEdit({ id: CURRENT_JOB_ID }) },
  play: async ({ canvas, canvasElement }) => {
    await expectPage(canvasElement, 'Werkervaring bewerken');
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Functie' })).toHaveValue('Wijkverpleegkundige'),
    );
  },
};

/** Add: every field filled in; back on the overview with a success toast. */
export const Add: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Werkervaring toevoegen' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Wacht op controle')).toBeNull();
    await enterFinishedJob(canvasElement);
    await save(canvasElement);
    await expectPage(canvasElement, 'CV');
    await expectToast(canvasElement, 'Werkervaring opgeslagen');
    await expect(
      body(canvasElement).getByText('IC-verpleegkundige bij UMC Utrecht staat op je CV.'),
    ).toBeVisible();
    const section = within(await canvas.findByRole('region', { name: 'Werkervaring' }));
    const added = (await section.findByRole('heading', { name: 'IC-verpleegkundige' })).closest(
      'li',
    );
    await expect(added).toHaveTextContent('UMC Utrecht, Utrecht');
    await expect(added).toHaveTextContent('Ziekenhuiszorg · Vaste aanstelling');
    await expect(added).toHaveTextContent('1 maart 2015 – 31 augustus 2017');
    await expect(added).toHaveTextContent('Wacht op controle');
  },
};

/** Edit: a current job opens with 'Ik werk hier nog' ticked and no end date (decision 0006). */
export const EditCurrentJob: Story = {
  parameters: { route: cvPaths.workExperienceEdit({ id: CURRENT_JOB_ID }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Werkervaring bewerken' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Functie' })).toHaveValue('Wijkverpleegkundige'),
    );
    await expect(canvas.getByText('Wacht op controle')).toBeVisible();
    const isCurrent = canvas.getByRole('checkbox', { name: /Ik werk hier nog/ });
    await expect(isCurrent).toBeChecked();
    await expect(canvas.queryByRole('group', { name: 'Einddatum' })).toBeNull();

    // Unticking asks for an end date.
    await userEvent.click(isCurrent);
    await expect(await canvas.findByRole('group', { name: 'Einddatum' })).toBeVisible();
    await save(canvasElement);
    await expect(await canvas.findByText('Vul een einddatum in')).toBeVisible();

    await userEvent.click(isCurrent);
    const place = canvas.getByRole('textbox', { name: /Plaats instelling/ });
    await userEvent.clear(place);
    await userEvent.type(place, 'Zeist');
    await save(canvasElement);
    await expectPage(canvasElement, 'CV');
    await expectToast(canvasElement, 'Werkervaring opgeslagen');
  },
};

/** Every message of the form: required fields, the 128/512 limits and the date rules. */
export const ValidationMessages: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('combobox', { name: 'Functie' });
    await save(canvasElement);
    for (const message of [
      'Vul een functie in',
      'Vul een sector in',
      'Vul een aanstelling in',
      'Vul de naam van de instelling in',
      'Vul de plaats van de instelling in',
      'Vul een startdatum in',
      'Vul een einddatum in',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Functie' })).toHaveFocus());

    const name = canvas.getByRole('textbox', { name: /Naam instelling/ });
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(129));
    await expect(await canvas.findByText('Maximaal 128 karakters')).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: /Omschrijving/ }));
    await userEvent.paste('x'.repeat(513));
    await expect(await canvas.findByText('Maximaal 512 karakters')).toBeVisible();

    await typeDate(canvasElement, 'Startdatum', yearsFromToday(1));
    await expect(
      await canvas.findByText('De startdatum mag niet in de toekomst liggen'),
    ).toBeVisible();
    await typeDate(canvasElement, 'Einddatum', yearsFromToday(2));
    await expect(
      await canvas.findByText('De einddatum mag niet in de toekomst liggen'),
    ).toBeVisible();
    await typeDate(canvasElement, 'Startdatum', '2020-05-01');
    await typeDate(canvasElement, 'Einddatum', '2019-05-01');
    await expect(
      await canvas.findByText('De startdatum kan niet na de einddatum liggen'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Werkervaring toevoegen' }),
    ).toBeVisible();
  },
};

/** `work_experience:create` fails: the 'Oeps' toast, and the form keeps what was entered. */
export const FailedSave: Story = {
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.work_experience:create', code: 602 }],
      delayMs: 100,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await enterFinishedJob(canvasElement);
    await save(canvasElement);
    await expectToast(canvasElement, 'Oeps');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Werkervaring toevoegen' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Functie' })).toHaveValue(
      'IC-verpleegkundige',
    );
    await expect(canvas.getByRole('textbox', { name: /Naam instelling/ })).toHaveValue(
      'UMC Utrecht',
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Opslaan' })).toBeEnabled());
  },
};

/** Remove from the edit page after confirming. */
export const Remove: Story = {
  parameters: { route: cvPaths.workExperienceEdit({ id: CURRENT_JOB_ID }) },
  play: async ({ canvas, canvasElement }) => {
    const name = 'Wijkverpleegkundige bij Buurtzorg Utrecht-Oost';
    await userEvent.click(await canvas.findByRole('button', { name: `${name} verwijderen` }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Werkervaring verwijderen',
    });
    await expect(dialog).toHaveTextContent(
      `Weet je zeker dat je ${name} van je CV wilt verwijderen?`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await expectPage(canvasElement, 'CV');
    await expectToast(canvasElement, 'Werkervaring verwijderd');
  },
};

/** An approved work experience may not be edited: its edit route returns to the overview. */
export const ApprovedReturnsToOverview: Story = {
  parameters: { route: cvPaths.workExperienceEdit({ id: APPROVED_JOB_ID }) },
  play: async ({ canvas, canvasElement }) => {
    await expectPage(canvasElement, 'CV');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** Cancel returns to the overview without saving. */
export const Cancel: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Annuleren' }));
    await expectPage(canvasElement, 'CV');
  },
};
