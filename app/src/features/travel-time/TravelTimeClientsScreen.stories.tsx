import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TableRoutes } from '../../lib/routing/routeTable';
import { withApp } from '../../testing/AppDecorator';
import { TravelTimeClientsScreen } from './TravelTimeClientsScreen';
import { routes } from './routeTable';
import { paths } from '../../paths';

/** Travel time per client (`/settings/travel-time-clients`) on the mocked back end. */
const meta = {
  title: 'Screens/Travel time/Clients',
  component: TableRoutes,
  args: { table: routes },
  decorators: [withApp],
  parameters: { route: paths.travelTime.clients(), scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The maximum travel time and each organisation: its travel time, its status and its link. */
export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const max = within(await canvas.findByRole('region', { name: 'Maximale reistijd' }));
    await expect(max.getByText('45 minuten')).toBeVisible();
    const clients = within(canvas.getByRole('region', { name: 'Organisaties' }));
    const rows = clients.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    const [linde, vechtstreek, , eemland] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(linde).toHaveTextContent('Zorggroep De Linde');
    await expect(linde).toHaveTextContent('20 minuten');
    await expect(linde).toHaveTextContent('Gekoppeld · 2 van 2 afdelingen gekoppeld');
    await expect(vechtstreek).toHaveTextContent('35 minuten');
    await expect(eemland).toHaveTextContent('Geblokkeerd · 1 afdeling geblokkeerd');
    await expect(
      within(eemland).getByRole('link', { name: 'GGZ Eemland bekijken' }),
    ).toHaveAttribute('href', '/settings/organisation/edit/44');
  },
};

/** Not linked to any organisation: the empty state; the travel time is not set either. */
export const Empty: Story = {
  tags: ['visual'],
  parameters: { scenario: 'empty' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Je bent nog niet aan organisaties gekoppeld.'),
    ).toBeVisible();
    await expect(canvas.getByText('Nog niet ingesteld')).toBeVisible();
    // How she gets linked, and on to the shifts.
    await expect(canvas.getByText(/^Je wordt aan een organisatie gekoppeld zodra/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Naar opdrachten' })).toHaveAttribute(
      'href',
      '/shifts/incidental',
    );
  },
};

/** While the list loads (the screen alone: the delay would hold up the session check as well). */
export const Loading: Story = {
  parameters: { isSignedIn: false, mockOptions: { delayMs: 30_000 } },
  render: () => <TravelTimeClientsScreen />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reistijd' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Bezig met laden…');
  },
};

/** The organisations fail to load: the load-failed panel. */
export const Failed: Story = {
  tags: ['visual'],
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.freelancer:getLinkedOrganisations', code: 600 }],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Je gegevens konden niet worden geladen.')).toBeVisible();
  },
};
