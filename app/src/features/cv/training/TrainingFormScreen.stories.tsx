import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** The freelancer seed: a training nearing expiration, and an approved one. */
const NEARING_TRAINING_ID = 601;
const APPROVED_TRAINING_ID = 602;

/** The training form (`/cv/training/add`, `/edit/:id`) on the mocked back end. */
const meta = {
  title: 'Screens/CV/Training form',
  component: TableRoutes,
  args: { table: routes },
  decorators: [withApp],
  parameters: { route: cvPaths.trainingAdd(), scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A training nearing expiration as its edit form opens. */
export const Filled: Story = {
  tags: ['visual'],
  parameters: { route: cvPaths.trainingEdit({ id: NEARING_TRAINING_ID }) },
  play: async ({ canvas, canvasElement }) => {
    await expectPage(canvasElement, 'Training bewerken');
    await expect(await canvas.findByRole('button', { name: /Training/ })).toHaveTextContent(
      'Reanimatie (BLS)',
    );
  },
};

/** Add: the 'other' subject is listed last; a training with a method is saved. */
export const Add: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Training toevoegen' }),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /Training/ }));
    const options = await body(canvasElement).findAllByRole('option');
    await expect(options.at(-1)).toHaveTextContent('Anders, namelijk');
    await userEvent.click(body(canvasElement).getByRole('option', { name: 'Wondzorg' }));
    await chooseOption(canvasElement, 'Methode', 'Certificaat praktijk');
    await userEvent.type(canvas.getByRole('textbox', { name: /Naam instelling/ }), 'Wondacademie');
    await userEvent.type(canvas.getByRole('textbox', { name: /Plaats instelling/ }), 'Zwolle');
    await typeDate(canvasElement, 'Datum behaald', '2024-02-14');
    await save(canvasElement);
    await expectPage(canvasElement, 'CV');
    await expectToast(canvasElement, 'Training opgeslagen');
    await expect(body(canvasElement).getByText('Wondzorg staat op je CV.')).toBeVisible();
  },
};

/** Add with the 'other' subject (94): its name field shows. */
export const OtherSubject: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chooseOption(canvasElement, 'Training', 'Anders, namelijk');
    await expect(await canvas.findByRole('textbox', { name: /Naam training/ })).toBeVisible();
    await save(canvasElement);
    await expect(await canvas.findByText('Vul de naam van je training in')).toBeVisible();
  },
};

/** Edit a training nearing expiration: 'Bijna verlopen' above the form, no message. */
export const EditNearingExpiration: Story = {
  parameters: { route: cvPaths.trainingEdit({ id: NEARING_TRAINING_ID }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Training bewerken' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Bijna verlopen')).toBeVisible();
    await formFieldsShown(canvasElement);
    await expect(canvas.getByRole('button', { name: /Training/ })).toHaveTextContent(
      'Reanimatie (BLS)',
    );
    await save(canvasElement);
    await expectPage(canvasElement, 'CV');
    await expectToast(canvasElement, 'Training opgeslagen');
  },
};

/** Every message of the form. */
export const ValidationMessages: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: /Methode/ });
    await save(canvasElement);
    for (const message of [
      'Vul een training in',
      'Vul een methode in',
      'Vul de naam van de instelling in',
      'Vul de plaats van de instelling in',
      'Vul de datum in waarop je de training hebt afgerond',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await typeDate(canvasElement, 'Datum behaald', yearsFromToday(1));
    await expect(
      await canvas.findByText(
        'De datum waarop je de training hebt afgerond mag niet in de toekomst liggen',
      ),
    ).toBeVisible();
  },
};

/** Remove from the edit page after confirming. */
export const Remove: Story = {
  parameters: { route: cvPaths.trainingEdit({ id: NEARING_TRAINING_ID }) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Reanimatie (BLS) verwijderen' }),
    );
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Training verwijderen',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await expectPage(canvasElement, 'CV');
    await expectToast(canvasElement, 'Training verwijderd');
  },
};

/** An approved training may not be edited: its edit route returns to the overview. */
export const ApprovedReturnsToOverview: Story = {
  parameters: { route: cvPaths.trainingEdit({ id: APPROVED_TRAINING_ID }) },
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, 'CV');
  },
};
