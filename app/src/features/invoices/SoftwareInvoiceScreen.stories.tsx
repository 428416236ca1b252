import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { externalNavigation, withApp } from '../../testing/AppDecorator';
import { TableRoutes } from '../../lib/routing/routeTable';
import { pageRoutes } from './routeTable';
import { invoicePaths } from '../../pathsBelow';

/**
 * A software invoice's detail (`/invoices/software/:id`) on the mocked back end. Seeded: 6001
 * (open, with a paid payment tr_7Hq2kLm9), 6002 (open, overdue), 6003 (paid).
 */
const meta = {
  title: 'Screens/Invoices/SoftwareInvoice',
  component: TableRoutes,
  args: { table: pageRoutes },
  decorators: [withApp],
  parameters: { route: invoicePaths.software({ id: 6002 }), scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An overdue open invoice: its facts, 'Betalen' and 'Downloaden'. */
export const OpenOverdue: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const facts = await canvas.findByRole('region', { name: /^PZ-\d{6}-6002$/ });
    await expect(facts).toHaveTextContent(/OmschrijvingSoftwaregebruik [a-z]+ \d{4}/);
    await expect(facts).toHaveTextContent(/Bedrag \(incl\. btw\)€\s24,20/);
    await expect(facts).toHaveTextContent('StatusOpenstaandVervallen');
    await expect(
      within(facts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Betalen', 'Downloaden']);
  },
};

/** 'Betalen' asks for a payment link back to this invoice and leaves for the bank page. */
export const Pays: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Betalen' }));
    await waitFor(() => expect(externalNavigation).toHaveBeenCalledTimes(1));
    await expect(String(externalNavigation.mock.calls[0]?.[0])).toMatch(/\/mock\/pay\/tr_/);
    await expect(canvas.getByRole('button', { name: 'Betalen' })).toBeDisabled();
  },
};

/** A paid invoice: only 'Downloaden'. */
export const Paid: Story = {
  parameters: { route: invoicePaths.software({ id: 6003 }) },
  play: async ({ canvas }) => {
    const facts = await canvas.findByRole('region', { name: /^PZ-\d{6}-6003$/ });
    await expect(facts).toHaveTextContent('StatusBetaald');
    await expect(
      within(facts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Downloaden']);
  },
};

/** 'Downloaden' hands the browser a PDF. */
export const Downloads: Story = {
  play: async ({ canvas }) => {
    const createUrl = spyOn(URL, 'createObjectURL');
    await userEvent.click(await canvas.findByRole('button', { name: 'Downloaden' }));
    await waitFor(() => expect(createUrl).toHaveBeenCalledTimes(1));
    await expect((createUrl.mock.calls[0]?.[0] as Blob).type).toBe('application/pdf');
    createUrl.mockRestore();
  },
};

/** The payment link cannot be made: the catalogue toast, and 'Betalen' can be tried again. */
export const PaymentLinkFails: Story = {
  parameters: {
    mockOptions: {
      faults: [
        { method: 'pidz.services.api.software_invoice:getSoftwareInvoicePaymentLink', code: 600 },
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Betalen' }));
    await expect(await canvas.findByText('Er is iets misgegaan')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Betalen' })).toBeEnabled();
    await expect(externalNavigation).not.toHaveBeenCalled();
  },
};

/** While the invoice loads. */
export const Loading: Story = {
  parameters: { isSignedIn: false, mockOptions: { delayMs: 30_000 } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Factuur van PIDZ' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Bezig met laden…');
  },
};
