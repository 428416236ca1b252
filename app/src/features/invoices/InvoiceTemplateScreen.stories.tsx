import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { withApp } from '../../testing/AppDecorator';
import { TableRoutes } from '../../lib/routing/routeTable';
import { pageRoutes } from './routeTable';
import { invoicePaths } from '../../pathsBelow';

/** The invoice layout (`/invoices/template`) on the mocked back end (seeded: standard). */
const meta = {
  title: 'Screens/Invoices/Template',
  component: TableRoutes,
  args: { table: pageRoutes },
  decorators: [withApp],
  parameters: { route: invoicePaths.template(), scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved layout is chosen. */
export const Standard: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('radio', { name: 'Standaard: een regel per dienst' }),
    ).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Gespecificeerd/ })).not.toBeChecked();
  },
};

/** Choosing 'Gespecificeerd' and saving: the toast, and the preview asks for the new layout. */
export const SavesAndPreviews: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^Gespecificeerd/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(await canvas.findByText('Het factuursjabloon is opgeslagen')).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: /^Gespecificeerd/ })).toBeChecked();

    const createUrl = spyOn(URL, 'createObjectURL');
    await userEvent.click(canvas.getByRole('button', { name: 'Voorbeeld downloaden' }));
    await waitFor(() => expect(createUrl).toHaveBeenCalledTimes(1));
    await expect((createUrl.mock.calls[0]?.[0] as Blob).type).toBe('application/pdf');
    createUrl.mockRestore();
  },
};

/** The save fails: the toast, and the choice stays. */
export const SaveFails: Story = {
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.freelancer:updateInvoiceTemplate', code: 600 }],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^Gespecificeerd/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(await canvas.findByText('Er is iets misgegaan')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Gespecificeerd/ })).toBeChecked();
  },
};

/** While the freelancer loads. */
export const Loading: Story = {
  parameters: { isSignedIn: false, mockOptions: { delayMs: 30_000 } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Factuursjabloon' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Bezig met laden…');
  },
};
