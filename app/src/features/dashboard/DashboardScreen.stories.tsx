import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OLD_SITE_URL } from '../../config';
import { withApp } from '../../testing/AppDecorator';
import { rpcAnswers } from '../../testing/rpcAnswers';
import { DashboardScreen } from './DashboardScreen';
import { paths } from '../../paths';

/** The dashboard: the invitation and unpaid-invoice counts, and the upcoming shifts. */
const meta = {
  title: 'Screens/Dashboard/Dashboard',
  component: DashboardScreen,
  decorators: [withApp],
  parameters: { route: paths.dashboard.overview(), scenario: 'freelancer' },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name });

/** The seeded freelancer: 3 invitations, 2 unpaid invoices and the next shifts. */
export const Freelancer: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const invitations = within(await region(canvasElement, 'Uitnodigingen'));
    await expect(await invitations.findByText('3 uitnodigingen voor diensten')).toBeVisible();
    // The contract lists no invitations: they are answered on the older site, and the link says so.
    const toInvitations = invitations.getByRole('link', {
      name: 'Uitnodigingen bekijken (opent de andere omgeving)',
    });
    await expect(toInvitations).toHaveAttribute('href', `${OLD_SITE_URL}/shifts`);
    const invoices = within(await region(canvasElement, 'Te betalen facturen'));
    await expect(await invoices.findByText('2 facturen om te betalen')).toBeVisible();
    await expect(invoices.getByRole('link', { name: 'Naar je facturen' })).toHaveAttribute(
      'href',
      '/invoices?tab=software&status=open',
    );

    const shifts = within(await region(canvasElement, 'Komende diensten'));
    const rows = await shifts.findAllByRole('listitem');
    await expect(rows.length).toBeGreaterThan(0);
    await expect(rows.length).toBeLessThanOrEqual(5);
    const first = within(rows[0] as HTMLElement).getByRole('link');
    await expect(first.getAttribute('href')).toMatch(/^\/calendar\/shift\/\d+$/);
    // Date and times, organisation, address 'street house_number, city', status.
    await expect(first).toHaveTextContent(/\d{2}:\d{2} - \d{2}:\d{2}|\d{2}:\d{2}–\d{2}:\d{2}/);
    await expect(first).toHaveTextContent(/[A-Za-z]+ \d+[a-z]?, [A-Z]/);
    await expect(first).toHaveTextContent(/Ingepland|Gereserveerd/);
  },
};

/** An agency worker has no invoices: no invoice card, and the invoices are never asked. */
export const AgencyWorker: Story = {
  tags: ['visual'],
  parameters: { scenario: 'agency-worker' },
  play: async ({ canvasElement, canvas }) => {
    const invitations = within(await region(canvasElement, 'Uitnodigingen'));
    await expect(await invitations.findByText('1 uitnodiging voor een dienst')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Te betalen facturen' })).toBeNull();
    await expect(await region(canvasElement, 'Komende diensten')).toBeVisible();
  },
};

/** Nothing planned, nothing to do: the empty shift list and zero counts. */
export const Empty: Story = {
  tags: ['visual'],
  parameters: {
    msw: {
      handlers: [
        rpcAnswers({
          'pidz.services.api.calendar:getCalendarShifts': () => [],
          'pidz.services.api.notification:getNotificationCount': () => 0,
          'pidz.services.api.software_invoice:getInvoices': () => ({
            items: [],
            total: 0,
            page: 1,
            limit: 100,
          }),
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const shifts = within(await region(canvasElement, 'Komende diensten'));
    await expect(await shifts.findByText('Je hebt geen komende diensten.')).toBeVisible();
    await expect(shifts.queryByRole('list')).toBeNull();
    const invitations = within(await region(canvasElement, 'Uitnodigingen'));
    await expect(await invitations.findByText('Geen uitnodigingen voor diensten')).toBeVisible();
    const invoices = within(await region(canvasElement, 'Te betalen facturen'));
    await expect(await invoices.findByText('Geen facturen om te betalen')).toBeVisible();
  },
};

/** Above 99 the badge reads '99+'; the sentence keeps the number. */
export const ManyInvitations: Story = {
  parameters: {
    msw: {
      handlers: [rpcAnswers({ 'pidz.services.api.notification:getNotificationCount': () => 150 })],
    },
  },
  play: async ({ canvasElement }) => {
    const invitations = within(await region(canvasElement, 'Uitnodigingen'));
    await expect(await invitations.findByText('150 uitnodigingen voor diensten')).toBeVisible();
    await expect(invitations.getByText('99+')).toBeVisible();
  },
};

/** The dashboard's reads never answer: each card shows its skeleton under its title and link. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api-rpc-cognito/', async ({ request }) => {
          const body = JSON.stringify(await request.clone().json());
          if (/getCalendarShifts|getNotificationCount|software_invoice:getInvoices/.test(body)) {
            await delay('infinite');
          }
          return undefined;
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    for (const name of ['Uitnodigingen', 'Te betalen facturen', 'Komende diensten']) {
      const card = within(await region(canvasElement, name));
      await expect(card.getByRole('status', { name: 'Bezig met laden…' })).toBeVisible();
      await expect(card.getByRole('link')).toBeVisible();
    }
  },
};

/**
 * The invitation count fails once (a catalogue error): that card alone shows the failure, the
 * others stand; 'Opnieuw proberen' asks again and the count shows.
 */
export const CardFailed: Story = {
  parameters: {
    mockOptions: {
      faults: [
        { method: 'pidz.services.api.notification:getNotificationCount', code: 600, times: 1 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const invitations = within(await region(canvasElement, 'Uitnodigingen'));
    const alert = await invitations.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Dit kon niet worden geladen. We proberen het zo opnieuw.',
    );
    const invoices = within(await region(canvasElement, 'Te betalen facturen'));
    await expect(await invoices.findByText('2 facturen om te betalen')).toBeVisible();
    const shifts = within(await region(canvasElement, 'Komende diensten'));
    await expect((await shifts.findAllByRole('listitem')).length).toBeGreaterThan(0);

    await userEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    await expect(await invitations.findByText('3 uitnodigingen voor diensten')).toBeVisible();
    await waitFor(() => expect(invitations.queryByRole('alert')).toBeNull());
  },
};

/** The shift list fails on every try: the list card shows the failure, the counts stand. */
export const ShiftsFailed: Story = {
  tags: ['visual'],
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.calendar:getCalendarShifts', code: 600 }],
    },
  },
  play: async ({ canvasElement }) => {
    const shifts = within(await region(canvasElement, 'Komende diensten'));
    await expect(await shifts.findByRole('alert')).toBeVisible();
    const invitations = within(await region(canvasElement, 'Uitnodigingen'));
    await expect(await invitations.findByText('3 uitnodigingen voor diensten')).toBeVisible();
  },
};
