import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FreelancerInvoice } from '@pidz/contracts';
import { withApp } from '../../testing/AppDecorator';
import { rpcAnswers } from '../../testing/rpcAnswers';
import { TableRoutes } from '../../lib/routing/routeTable';
import { pageRoutes, routes } from './routeTable';
import { invoicePaths } from '../../pathsBelow';

/** The invoice lists (`/invoices`) on the mocked back end: both tabs, the filter, the pages. */
const meta = {
  title: 'Screens/Invoices/List',
  component: TableRoutes,
  args: { table: pageRoutes },
  decorators: [withApp],
  parameters: { route: invoicePaths.list(), scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts of the body rows of the list's table, cell by cell (without the stacked layout's labels). */
async function rowTexts(canvasElement: HTMLElement, caption: string) {
  const table = await within(canvasElement).findByRole('table', { name: caption });
  const rows = within(table).getAllByRole('row').slice(1);
  return rows.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => (cell.lastElementChild?.textContent ?? '').replace(/\u00a0/g, ' ')),
  );
}

/** The freelancer's own invoices, newest first: client, Dutch amounts, status and overdue. */
export const FreelancerInvoices: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Mijn facturen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const rows = await rowTexts(canvasElement, 'Mijn facturen aan opdrachtgevers');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toEqual([
      expect.stringMatching(/^ZDV-\d{4}-001$/),
      'Zorggroep De Linde, Geriatrie',
      expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
      expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
      '€ 1.296,75',
      'Openstaand',
    ]);
    const overdue = rows.find((row) => row[0]?.endsWith('002'));
    await expect(overdue?.slice(4)).toEqual(['€ 2.104,50', 'OpenstaandVervallen']);
    await expect(rows.map((row) => row[5])).toEqual([
      'Openstaand',
      'Betaald',
      'Betaald',
      'OpenstaandVervallen',
      'Gecrediteerd',
    ]);
    await expect(canvas.getByRole('link', { name: /^ZDV-\d{4}-001$/ })).toHaveAttribute(
      'href',
      '/invoices/freelancer/3001',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Paginering' })).toBeNull();
  },
};

/** The portal's invoices (`?tab=software`): description instead of client; an overdue one. */
export const SoftwareInvoices: Story = {
  tags: ['visual'],
  parameters: { route: `${invoicePaths.list()}?tab=software` },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('tab', { name: 'Facturen van PIDZ' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const rows = await rowTexts(
      canvasElement,
      'Facturen van PIDZ voor het gebruik van het portaal',
    );
    await expect(rows).toHaveLength(4);
    await expect(rows[0]?.[1]).toMatch(/^Softwaregebruik [a-z]+ \d{4}$/);
    await expect(rows.map((row) => [row[4], row[5]])).toEqual([
      ['€ 24,20', 'Openstaand'],
      ['€ 24,20', 'OpenstaandVervallen'],
      ['€ 24,20', 'Betaald'],
      ['€ 24,20', 'Betaald'],
    ]);
    await expect(canvas.getAllByRole('link', { name: /^PZ-/ })[0]).toHaveAttribute(
      'href',
      '/invoices/software/6001',
    );
  },
};

/** Switching tabs by keyboard shows the other list. */
export const SwitchesTabs: Story = {
  play: async ({ canvas, canvasElement }) => {
    const tab = await canvas.findByRole('tab', { name: 'Mijn facturen' });
    await rowTexts(canvasElement, 'Mijn facturen aan opdrachtgevers');
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Facturen van PIDZ' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      await rowTexts(canvasElement, 'Facturen van PIDZ voor het gebruik van het portaal'),
    ).toHaveLength(4);
  },
};

/** Choosing 'Betaald' in the status filter asks for the paid invoices only. */
export const FiltersByStatus: Story = {
  play: async ({ canvas, canvasElement }) => {
    await rowTexts(canvasElement, 'Mijn facturen aan opdrachtgevers');
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Betaald' }));
    await waitFor(async () =>
      expect(
        (await rowTexts(canvasElement, 'Mijn facturen aan opdrachtgevers')).map((row) => row[5]),
      ).toEqual(['Betaald', 'Betaald']),
    );
  },
};

/** A filter from the address that matches nothing. */
export const NoneWithStatus: Story = {
  parameters: { route: `${invoicePaths.list()}?status=cancelled` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Er zijn geen facturen met deze status.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Geannuleerd');
  },
};

/** A new freelancer without invoices: how an invoice comes about, and where. */
export const Empty: Story = {
  tags: ['visual'],
  parameters: { scenario: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Je hebt nog geen facturen verstuurd.')).toBeVisible();
    await expect(canvas.getByText(/^Een factuur maak je van een urenregistratie/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Naar je urenregistraties (opent de andere omgeving)' }),
    ).toHaveAttribute('href', expect.stringMatching(/\/sheets$/));
    await userEvent.click(canvas.getByRole('tab', { name: 'Facturen van PIDZ' }));
    await expect(await canvas.findByText('Je hebt nog geen facturen van PIDZ.')).toBeVisible();
  },
};

const manyInvoices: FreelancerInvoice[] = Array.from({ length: 23 }, (_, index) => ({
  id: 7000 + index,
  invoice_number: `ZDV-2026-${String(100 + index)}`,
  sheet_id: 4000 + index,
  organisation_name: 'Zorggroep De Linde',
  department_name: 'Geriatrie',
  invoice_date: '2026-01-15',
  due_date: '2026-02-14',
  amount: 100 + index,
  status: 5,
  is_paid: true,
  is_pre_financed: false,
}));

/** 23 invoices: ten per page, and the shared Pagination to go to the next. */
export const Paged: Story = {
  parameters: {
    msw: {
      handlers: [
        rpcAnswers({
          'pidz.services.api.freelancer_invoice:getInvoices': ({ params }) => {
            const page = params.page ?? 1;
            const limit = params.limit ?? 25;
            return {
              items: manyInvoices.slice((page - 1) * limit, page * limit),
              total: manyInvoices.length,
              page,
              limit,
            };
          },
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await rowTexts(canvasElement, 'Mijn facturen aan opdrachtgevers')).toHaveLength(
      10,
    );
    const pages = within(canvas.getByRole('navigation', { name: 'Paginering' }));
    await expect(pages.getByRole('button', { name: 'Pagina 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(pages.getByRole('button', { name: 'Pagina 3' }));
    await waitFor(async () =>
      expect(
        (await rowTexts(canvasElement, 'Mijn facturen aan opdrachtgevers')).map((row) => row[0]),
      ).toEqual(['ZDV-2026-120', 'ZDV-2026-121', 'ZDV-2026-122']),
    );
    await expect(pages.getByRole('button', { name: 'Volgende pagina' })).toBeDisabled();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { isSignedIn: false, mockOptions: { delayMs: 30_000 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Bezig met laden…');
  },
};

/** The list cannot be read: the catalogue toast and the load-failed panel with retry. */
export const LoadFailed: Story = {
  tags: ['visual'],
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.freelancer_invoice:getInvoices', code: 600 }],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    await expect(await canvas.findByText('Er is iets misgegaan')).toBeVisible();
  },
};

/** An agency worker may not view invoices (spec section 6): 'Geen toegang'. */
export const AgencyWorker: Story = {
  args: { table: routes },
  parameters: { scenario: 'agency-worker' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Geen toegang' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
