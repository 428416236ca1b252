import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/** The freelancer seed: a new Zorgaanbiederportaal registration and an expired V&V one. */
const NEW_REGISTRATION_ID = 702;
const EXPIRED_REGISTRATION_ID = 703;

/** The registration form (`/cv/registration/add`, `/edit/:id`) on the mocked back end. */
const meta = {
  title: 'Screens/CV/Registration form',
  component: TableRoutes,
  args: { table: routes },
  decorators: [withApp],
  parameters: { route: cvPaths.registrationAdd(), scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

function numberField(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('textbox', { name: /Registratienummer/ });
}

/** A registration waiting for review as its edit form opens. */
export const Filled: Story = {
  tags: ['visual'],
  parameters: { route: cvPaths.registrationEdit({ id: NEW_REGISTRATION_ID }) },
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, 'Registratie bewerken');
    await waitFor(() => expect(numberField(canvasElement)).toHaveValue('000012345678'));
  },
};

/** Add a BIG registration: 10 digits are refused with the message, 11 pass. */
export const AddBig: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Registratie toevoegen' }),
    ).toBeVisible();
    await chooseOption(canvasElement, 'Registratie', 'BIG-registratie');
    await userEvent.type(numberField(canvasElement), '1234567890');
    await userEvent.tab();
    await expect(await canvas.findByText('Een BIG-nummer bestaat uit 11 cijfers')).toBeVisible();
    await userEvent.type(numberField(canvasElement), '1');
    await waitFor(() =>
      expect(canvas.queryByText('Een BIG-nummer bestaat uit 11 cijfers')).toBeNull(),
    );
    await typeDate(canvasElement, 'Datum registratie', '2016-09-01');
    await save(canvasElement);
    await expectPage(canvasElement, 'CV');
    await expectToast(canvasElement, 'Registratie opgeslagen');
    await expect(body(canvasElement).getByText('BIG-registratie staat op je CV.')).toBeVisible();
  },
};

/** Each type's number rule, checked again when the type changes. */
export const NumberMessages: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: /Registratie/ });
    await save(canvasElement);
    await expect(await canvas.findByText('Vul een registratie in')).toBeVisible();
    await expect(canvas.getByText('Vul een registratienummer in')).toBeVisible();
    await expect(canvas.getByText('Vul de datum in waarop je bent geregistreerd')).toBeVisible();

    await userEvent.type(numberField(canvasElement), '12345');
    for (const [type, message] of [
      ['BIG-registratie', 'Een BIG-nummer bestaat uit 11 cijfers'],
      [
        'Zorgaanbiederportaal',
        'Een vestigingsnummer van het Zorgaanbiedersportaal bestaat uit 12 cijfers',
      ],
      ['HKZ', 'Een HKZ-nummer bestaat uit 10 tot en met 20 tekens'],
      ['KIWA', 'Een Kiwa-nummer bestaat uit 8 tot en met 20 tekens'],
      [
        'Kwaliteitsregister V&V',
        'Een nummer in het Kwaliteitsregister V&V bestaat uit 6 tot en met 12 tekens',
      ],
      ['SKJ', 'Een SKJ-nummer bestaat uit 8 tot en met 15 tekens'],
      ['VSR', 'Een VSR-nummer bestaat uit 11 tekens'],
    ] as const) {
      await chooseOption(canvasElement, 'Registratie', type);
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await typeDate(canvasElement, 'Datum registratie', yearsFromToday(1));
    await expect(
      await canvas.findByText('De registratiedatum mag niet in de toekomst liggen'),
    ).toBeVisible();
  },
};

/** Edit a registration waiting for review. */
export const Edit: Story = {
  parameters: { route: cvPaths.registrationEdit({ id: NEW_REGISTRATION_ID }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Registratie bewerken' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Wacht op controle')).toBeVisible();
    await formFieldsShown(canvasElement);
    await expect(numberField(canvasElement)).toHaveValue('000012345678');
    await userEvent.clear(numberField(canvasElement));
    await userEvent.type(numberField(canvasElement), '000012345679');
    await save(canvasElement);
    await expectPage(canvasElement, 'CV');
    await expectToast(canvasElement, 'Registratie opgeslagen');
  },
};

/** `registration:update` fails: the 'Oeps' toast, and the form keeps the typed number. */
export const FailedSave: Story = {
  parameters: {
    route: cvPaths.registrationEdit({ id: NEW_REGISTRATION_ID }),
    mockOptions: { faults: [{ method: 'pidz.services.api.registration:update', code: 600 }] },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Wacht op controle');
    await formFieldsShown(canvasElement);
    await userEvent.clear(numberField(canvasElement));
    await userEvent.type(numberField(canvasElement), '000012345679');
    await save(canvasElement);
    await expectToast(canvasElement, 'Oeps');
    await expect(numberField(canvasElement)).toHaveValue('000012345679');
  },
};

/** An expired registration may not be edited: its edit route returns to the overview. */
export const ExpiredReturnsToOverview: Story = {
  parameters: { route: cvPaths.registrationEdit({ id: EXPIRED_REGISTRATION_ID }) },
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, 'CV');
  },
};
