import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { externalNavigation, withApp } from '../../testing/AppDecorator';
import { TableRoutes } from '../../lib/routing/routeTable';
import { pageRoutes } from './routeTable';
import { invoicePaths } from '../../pathsBelow';

/**
 * A freelancer invoice's detail (`/invoices/freelancer/:sheetId`) on the mocked back end. Seeded:
 * sheet 3001 (open, pre-financed, credit not paid back), 3002 (open, overdue), 3003 (paid,
 * pre-financed, credit paid back), 3005 (credited).
 */
const meta = {
  title: 'Screens/Invoices/FreelancerInvoice',
  component: TableRoutes,
  args: { table: pageRoutes },
  decorators: [withApp],
  parameters: { route: invoicePaths.freelancer({ sheetId: 3001 }), scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The facts of an open, pre-financed invoice, and its credit not yet paid back. */
export const OpenPreFinanced: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const facts = await canvas.findByRole('region', { name: /^ZDV-\d{4}-001$/ });
    await expect(facts).toHaveTextContent('OpdrachtgeverZorggroep De Linde');
    await expect(facts).toHaveTextContent('AfdelingGeriatrie');
    await expect(facts).toHaveTextContent(/Bedrag \(incl\. btw\)€\s1\.296,75/);
    await expect(facts).toHaveTextContent('StatusOpenstaand');
    await expect(facts).toHaveTextContent('VoorfinancieringJa');
    await expect(within(facts).getByRole('button', { name: 'Herinnering sturen' })).toBeVisible();
    await expect(within(facts).getByRole('button', { name: 'Markeren als betaald' })).toBeVisible();
    const credit = await canvas.findByRole('region', {
      name: 'Krediet van de factoringmaatschappij',
    });
    await expect(credit).toHaveTextContent('is nog niet terugbetaald');
    await expect(
      within(credit).getByRole('button', { name: 'Krediet terugbetalen' }),
    ).toBeVisible();
  },
};

/** 'Krediet terugbetalen' asks for a payment link that returns here, and leaves for it. */
export const PaysTheCredit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Krediet terugbetalen' }));
    await waitFor(() => expect(externalNavigation).toHaveBeenCalledTimes(1));
    const url = new URL(String(externalNavigation.mock.calls[0]?.[0]));
    await expect(url.searchParams.get('payment_id') ?? url.href).toMatch(/tr_/);
  },
};

/** Overdue, not pre-financed: 'Vervallen' beside the status, no credit section. */
export const Overdue: Story = {
  parameters: { route: invoicePaths.freelancer({ sheetId: 3002 }) },
  play: async ({ canvas }) => {
    const facts = await canvas.findByRole('region', { name: /^ZDV-\d{4}-002$/ });
    await expect(facts).toHaveTextContent('StatusOpenstaandVervallen');
    await expect(facts).toHaveTextContent('VoorfinancieringNee');
    await expect(canvas.queryByRole('region', { name: /factoringmaatschappij/ })).toBeNull();
  },
};

/** Paid, with the credit paid back: mark unpaid, no reminder. */
export const Paid: Story = {
  parameters: { route: invoicePaths.freelancer({ sheetId: 3003 }) },
  play: async ({ canvas }) => {
    const facts = await canvas.findByRole('region', { name: /^ZDV-\d{4}-003$/ });
    await expect(facts).toHaveTextContent('StatusBetaald');
    await expect(within(facts).queryByRole('button', { name: 'Herinnering sturen' })).toBeNull();
    await expect(
      within(facts).getByRole('button', { name: 'Markeren als onbetaald' }),
    ).toBeVisible();
    await expect(await canvas.findByText(/voor deze factuur is terugbetaald/)).toBeVisible();
  },
};

/** A credited invoice can only be downloaded. */
export const Credited: Story = {
  parameters: { route: invoicePaths.freelancer({ sheetId: 3005 }) },
  play: async ({ canvas }) => {
    const facts = await canvas.findByRole('region', { name: /^ZDV-\d{4}-005$/ });
    await expect(facts).toHaveTextContent('StatusGecrediteerd');
    await expect(
      within(facts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Downloaden']);
  },
};

/** Marking it paid: the status follows from the answer, with a toast. */
export const MarksPaid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Markeren als betaald' }));
    await expect(await canvas.findByText('De factuur is gemarkeerd als betaald')).toBeVisible();
    const facts = canvas.getByRole('region', { name: /^ZDV-\d{4}-001$/ });
    await expect(facts).toHaveTextContent('StatusBetaald');
    await expect(within(facts).queryByRole('button', { name: 'Herinnering sturen' })).toBeNull();
  },
};

/** The question before a reminder goes out. */
const confirmation = () =>
  within(document.body).findByRole('alertdialog', { name: 'Herinnering sturen?' });

/** Asks the reminder's question first; 'Herinnering sturen' in it sends the reminder, toasted. */
export const SendsReminder: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Herinnering sturen' }));
    const question = await confirmation();
    await expect(question).toHaveTextContent(
      /Zorggroep De Linde krijgt een e-mail met een herinnering om factuur ZDV-\d{4}-001 te betalen\./,
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.queryByText('De herinnering is verstuurd')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Herinnering sturen' }));
    await userEvent.click(
      within(await confirmation()).getByRole('button', { name: 'Herinnering sturen' }),
    );
    await expect(await canvas.findByText('De herinnering is verstuurd')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(
      canvas.getByText('Zorggroep De Linde krijgt een herinnering om de factuur te betalen.'),
    ).toBeVisible();
  },
};

/** The server refuses the reminder (1305): the catalogue toast, the invoice unchanged. */
export const ReminderRefused: Story = {
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.freelancer_invoice:sendInvoiceReminder', code: 1305 }],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Herinnering sturen' }));
    const question = await confirmation();
    await userEvent.click(within(question).getByRole('button', { name: 'Herinnering sturen' }));
    await expect(await canvas.findByText('De factuur kon niet worden verstuurd')).toBeVisible();
    // The question stays open, to try again or cancel.
    await expect(
      within(question).getByRole('button', { name: 'Herinnering sturen' }),
    ).toBeEnabled();
  },
};

/** 'Downloaden' hands the browser a PDF. */
export const Downloads: Story = {
  play: async ({ canvas }) => {
    const createUrl = spyOn(URL, 'createObjectURL');
    await userEvent.click(await canvas.findByRole('button', { name: 'Downloaden' }));
    await waitFor(() => expect(createUrl).toHaveBeenCalledTimes(1));
    const blob = createUrl.mock.calls[0]?.[0] as Blob;
    await expect(blob.type).toBe('application/pdf');
    await expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    createUrl.mockRestore();
  },
};

/** A sheet without an invoice returns to the list. */
export const UnknownSheet: Story = {
  parameters: { route: invoicePaths.freelancer({ sheetId: 9999 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Mijn facturen' })).toBeVisible();
  },
};

/** While the invoice loads. */
export const Loading: Story = {
  parameters: { isSignedIn: false, mockOptions: { delayMs: 30_000 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Factuur' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Bezig met laden…');
  },
};

/** The invoice cannot be read: the load-failed panel. */
export const LoadFailed: Story = {
  tags: ['visual'],
  parameters: {
    mockOptions: {
      faults: [
        { method: 'pidz.services.api.freelancer_invoice:getFreelancerInvoiceBySheet', code: 600 },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  },
};
