import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TableRoutes } from '../../lib/routing/routeTable';
import { withApp } from '../../testing/AppDecorator';
import { routes } from './routeTable';
import { paths } from '../../paths';

/** The standard rates edit page (`/settings/rates/edit`) on the mocked back end. */
const meta = {
  title: 'Screens/Rates/Standard rates edit',
  component: TableRoutes,
  args: { table: routes },
  decorators: [withApp],
  parameters: { route: paths.rates.standardEdit(), scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved rates as the form opens. */
export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Standaardtarieven wijzigen' }),
    ).toBeVisible();
  },
};

/** The saved rates are filled in; '45.00' with a dot is saved as € 45,00. */
export const Save: Story = {
  play: async ({ canvas, canvasElement }) => {
    const rate = await canvas.findByRole('textbox', { name: /Incidenteel tarief/ });
    await expect(rate).toHaveValue('42,50');
    await expect(canvas.getByRole('textbox', { name: /Periodiek tarief/ })).toHaveValue('39,75');
    await userEvent.clear(rate);
    await userEvent.type(rate, '45.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Standaardtarieven opgeslagen'),
    ).toBeVisible();
    const standard = within(await canvas.findByRole('region', { name: 'Standaardtarieven' }));
    await expect(standard.getByText('€ 45,00')).toBeVisible();
  },
};

/** Three decimals: 'Vul een geldig bedrag in' (one decimal is read as tenths, '39,7' is 39,70). */
export const InvalidAmount: Story = {
  play: async ({ canvas }) => {
    const rate = await canvas.findByRole('textbox', { name: /Periodiek tarief/ });
    await userEvent.clear(rate);
    await userEvent.type(rate, '39,705');
    await userEvent.tab();
    await expect(await canvas.findByText('Vul een geldig bedrag in')).toBeVisible();
  },
};

/** Out of range (docs/decisions/0018): more than € 0,00 and at most € 999,99. */
export const RateOutOfRange: Story = {
  play: async ({ canvas }) => {
    const rate = await canvas.findByRole('textbox', { name: /Incidenteel tarief/ });
    await userEvent.clear(rate);
    await userEvent.type(rate, '0,00');
    const periodical = canvas.getByRole('textbox', { name: /Periodiek tarief/ });
    await userEvent.clear(periodical);
    await userEvent.type(periodical, '99999999999999999999,99');
    await userEvent.tab();
    await expect(await canvas.findByText('Vul een tarief hoger dan € 0,00 in')).toBeVisible();
    await expect(await canvas.findByText('Vul een tarief van maximaal € 999,99 in')).toBeVisible();
  },
};

/** The save fails: the catalogue toast, and the input stays. */
export const SaveFails: Story = {
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.freelancer:updateStandardRates', code: 600 }],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const rate = await canvas.findByRole('textbox', { name: /Incidenteel tarief/ });
    await userEvent.clear(rate);
    await userEvent.type(rate, '50,00');
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Er is iets misgegaan'),
    ).toBeVisible();
    await expect(rate).toHaveValue('50,00');
  },
};
