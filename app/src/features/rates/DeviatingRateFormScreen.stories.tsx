import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TableRoutes } from '../../lib/routing/routeTable';
import { withApp } from '../../testing/AppDecorator';
import { routes } from './routeTable';
import { paths } from '../../paths';

/** Adding (`/settings/rates/different/add`) and changing a deviating rate on the mocked back end. */
const meta = {
  title: 'Screens/Rates/Deviating rate form',
  component: TableRoutes,
  args: { table: routes },
  decorators: [withApp],
  parameters: { route: paths.rates.deviatingAdd(), scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Chooses an option of a combobox by typing and the keyboard. */
async function choose(canvasElement: HTMLElement, label: string, search: string, option: string) {
  const combobox = await within(canvasElement).findByRole('combobox', { name: label });
  await userEvent.click(combobox);
  await userEvent.keyboard(search);
  await expect(await body(canvasElement).findByRole('option', { name: option })).toBeVisible();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect(combobox).toHaveValue(option);
}

/** A department's deviating rate as its edit form opens. */
export const Filled: Story = {
  tags: ['visual'],
  parameters: { route: paths.rates.deviatingEdit({ id: 421 }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Afwijkend tarief wijzigen' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Incidenteel tarief/ })).toHaveValue(
      '52,50',
    );
  },
};

/** An organisation, one of its linked departments and an incidental rate: listed on the overview. */
export const Add: Story = {
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement, 'Organisatie', 'Linde', 'Zorggroep De Linde');
    await choose(canvasElement, 'Afdeling', 'Geri', 'Geriatrie');
    await userEvent.type(canvas.getByRole('textbox', { name: /Incidenteel tarief/ }), '47,50');
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(await body(canvasElement).findByText('Afwijkend tarief opgeslagen')).toBeVisible();
    const group = within(await canvas.findByRole('region', { name: 'Zorggroep De Linde' }));
    await expect(group.getByRole('listitem')).toHaveTextContent('€ 47,50');
  },
};

/** A department that already has a deviating rate: 1605's toast, and the input stays. */
export const AlreadySet: Story = {
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement, 'Organisatie', 'Vecht', 'Medisch Centrum Vechtstreek');
    await choose(canvasElement, 'Afdeling', 'Spoed', 'Spoedeisende Hulp');
    const rate = canvas.getByRole('textbox', { name: /Incidenteel tarief/ });
    await userEvent.type(rate, '50,00');
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(
      await body(canvasElement).findByText(
        'Er is al een afwijkend tarief ingesteld voor deze afdeling',
      ),
    ).toBeVisible();
    await expect(rate).toHaveValue('50,00');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Afwijkend tarief toevoegen' }),
    ).toBeVisible();
  },
};

/** Every message of the form. */
export const ValidationMessages: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Opslaan' }));
    await expect(await canvas.findByText('Selecteer een organisatie')).toBeVisible();
    await expect(canvas.getAllByText('Vul minimaal één tarief in')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: /Periodiek tarief/ }), '40,505');
    await userEvent.tab();
    await expect(await canvas.findByText('Vul een geldig bedrag in')).toBeVisible();
    const rate = canvas.getByRole('textbox', { name: /Incidenteel tarief/ });
    await userEvent.type(rate, '1000');
    await userEvent.tab();
    await expect(await canvas.findByText('Vul een tarief van maximaal € 999,99 in')).toBeVisible();
    await userEvent.clear(rate);
    await userEvent.type(rate, '0');
    await userEvent.tab();
    await expect(await canvas.findByText('Vul een tarief hoger dan € 0,00 in')).toBeVisible();
  },
};

/** The new user, reaching the add page with no organisation linked: why, and where to link one. */
export const NoOrganisation: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Je kunt nog geen afwijkend tarief toevoegen', { exact: false }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: 'Je gekoppelde en geblokkeerde organisaties staan bij Reistijd',
      }),
    ).toBeVisible();
  },
};

/** Changing the deviating rate of a department (set already, so cleared first, then set). */
export const Change: Story = {
  parameters: { route: paths.rates.deviatingEdit({ id: 421 }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Afwijkend tarief wijzigen' }),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Spoedeisende Hulp (Medisch Centrum Vechtstreek)'),
    ).toBeVisible();
    const rate = canvas.getByRole('textbox', { name: /Incidenteel tarief/ });
    await expect(rate).toHaveValue('52,50');
    await userEvent.clear(rate);
    await userEvent.type(rate, '55');
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(await body(canvasElement).findByText('Afwijkend tarief opgeslagen')).toBeVisible();
    const group = within(
      await canvas.findByRole('region', { name: 'Medisch Centrum Vechtstreek' }),
    );
    await expect(group.getByRole('listitem')).toHaveTextContent('€ 55,00');
    await expect(group.getByRole('listitem')).toHaveTextContent('€ 48,00');
  },
};

/** An id without a deviating rate returns to the overview. */
export const UnknownId: Story = {
  parameters: { route: paths.rates.deviatingEdit({ id: 411 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tarieven' })).toBeVisible();
  },
};
