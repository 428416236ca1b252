import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Switch } from 'wouter';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppDecorator';
import { paths } from '../../paths';
import { TableRoutes } from '../../lib/routing/routeTable';
import { OrganisationEditScreen } from './OrganisationEditScreen';
import { routes } from './routeTable';

/** The organisation route as the app mounts it, and the list an unknown id returns to. */
function OrganisationStoryRoutes() {
  return (
    <Switch>
      <Route path={paths.travelTime.clients.fullPattern}>
        <h1>Reistijd</h1>
      </Route>
      <Route>
        <TableRoutes table={routes} />
      </Route>
    </Switch>
  );
}

/** One linked organisation (`/settings/organisation/edit/:id`) on the mocked back end. */
const meta = {
  title: 'Screens/Organisations/Edit',
  component: OrganisationStoryRoutes,
  decorators: [withApp],
  parameters: { route: paths.organisations.edit({ id: 42 }), scenario: 'freelancer' },
} satisfies Meta<typeof OrganisationStoryRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Answers the question of the open alert dialog with its action. */
async function confirm(canvasElement: HTMLElement, title: string, action: string) {
  const dialog = within(await body(canvasElement).findByRole('alertdialog', { name: title }));
  await userEvent.click(dialog.getByRole('button', { name: action }));
}

/** The organisation, and each department with its status, rates and travel time. */
export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const summary = within(
      await canvas.findByRole('region', { name: 'Medisch Centrum Vechtstreek' }),
    );
    await expect(summary.getByText('2 van 2 afdelingen gekoppeld', { exact: false })).toBeVisible();
    const rows = within(canvas.getByRole('region', { name: 'Afdelingen' })).getAllByRole(
      'listitem',
    );
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Spoedeisende Hulp');
    await expect(rows[0]).toHaveTextContent('€ 52,50');
    await expect(rows[0]).toHaveTextContent('35 minuten');
    await expect(rows[1]).toHaveTextContent('Standaardtarief');
  },
};

/**
 * Blocking one department lowers the linked count; blocking the last one blocks the organisation;
 * unblocking the organisation links every department again.
 */
export const BlockAndUnblock: Story = {
  play: async ({ canvas, canvasElement }) => {
    const summary = within(
      await canvas.findByRole('region', { name: 'Medisch Centrum Vechtstreek' }),
    );
    const departments = within(canvas.getByRole('region', { name: 'Afdelingen' }));

    await userEvent.click(departments.getByRole('button', { name: 'Spoedeisende Hulp blokkeren' }));
    await confirm(canvasElement, 'Afdeling blokkeren', 'Blokkeren');
    await expect(await body(canvasElement).findByText('Afdeling geblokkeerd')).toBeVisible();
    await waitFor(() => expect(summary.getByText(/1 van 2 afdelingen gekoppeld/)).toBeVisible());
    await expect(
      departments.getByRole('button', { name: 'Spoedeisende Hulp deblokkeren' }),
    ).toBeVisible();

    await userEvent.click(
      departments.getByRole('button', { name: 'Verpleegafdeling Interne blokkeren' }),
    );
    await confirm(canvasElement, 'Afdeling blokkeren', 'Blokkeren');
    await waitFor(() => expect(summary.getByText('Geblokkeerd')).toBeVisible());
    await expect(summary.getByText(/0 van 2 afdelingen gekoppeld/)).toBeVisible();

    await userEvent.click(summary.getByRole('button', { name: 'Organisatie deblokkeren' }));
    await confirm(canvasElement, 'Organisatie deblokkeren', 'Organisatie deblokkeren');
    await expect(await body(canvasElement).findByText('Organisatie gekoppeld')).toBeVisible();
    await waitFor(() => expect(summary.getByText(/2 van 2 afdelingen gekoppeld/)).toBeVisible());
    await expect(departments.getAllByText('Gekoppeld')).toHaveLength(2);
  },
};

/** Blocking the whole organisation blocks each department at once. */
export const BlockOrganisation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const summary = within(
      await canvas.findByRole('region', { name: 'Medisch Centrum Vechtstreek' }),
    );
    await userEvent.click(summary.getByRole('button', { name: 'Organisatie blokkeren' }));
    await confirm(canvasElement, 'Organisatie blokkeren', 'Organisatie blokkeren');
    await expect(await body(canvasElement).findByText('Organisatie geblokkeerd')).toBeVisible();
    const departments = within(canvas.getByRole('region', { name: 'Afdelingen' }));
    await expect(departments.getAllByText('Geblokkeerd')).toHaveLength(2);
    await expect(summary.getByText('Geblokkeerd')).toBeVisible();
  },
};

/** A failed block: the catalogue toast; the question stays open and nothing changes. */
export const BlockFails: Story = {
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.freelancer:updateOrganisationBlocked', code: 600 }],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const summary = within(
      await canvas.findByRole('region', { name: 'Medisch Centrum Vechtstreek' }),
    );
    await userEvent.click(summary.getByRole('button', { name: 'Organisatie blokkeren' }));
    await confirm(canvasElement, 'Organisatie blokkeren', 'Organisatie blokkeren');
    await expect(await body(canvasElement).findByText('Er is iets misgegaan')).toBeVisible();
    await expect(
      body(canvasElement).getByRole('alertdialog', { name: 'Organisatie blokkeren' }),
    ).toBeVisible();
    await expect(summary.getByText('Gekoppeld')).toBeVisible();
  },
};

/** A blocked organisation (GGZ Eemland). */
export const Blocked: Story = {
  parameters: { route: paths.organisations.edit({ id: 44 }) },
  play: async ({ canvas }) => {
    const summary = within(await canvas.findByRole('region', { name: 'GGZ Eemland' }));
    await expect(summary.getByText('Geblokkeerd')).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Organisatie deblokkeren' })).toBeVisible();
  },
};

/** An agency worker sees each department's status and travel time, but no rates (spec section 6). */
export const AgencyWorker: Story = {
  parameters: { scenario: 'agency-worker', route: paths.organisations.edit({ id: 41 }) },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Zorggroep De Linde' });
    const departments = canvas.getByRole('region', { name: 'Afdelingen' });
    const rows = within(departments).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Geriatrie');
    await expect(rows[0]).toHaveTextContent('20 minuten');
    await expect(departments).not.toHaveTextContent('tarief');
    await expect(departments).not.toHaveTextContent('Standaardtarief');
  },
};

/** An unknown id returns to the list. */
export const UnknownId: Story = {
  parameters: { route: paths.organisations.edit({ id: 999 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reistijd' })).toBeVisible();
  },
};

/** While it loads (the screen alone: the delay would hold up the session check as well). */
export const Loading: Story = {
  parameters: { isSignedIn: false, mockOptions: { delayMs: 30_000 } },
  render: () => <OrganisationEditScreen id="42" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Organisatie' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Bezig met laden…');
  },
};

/** The departments fail to load: the load-failed panel. */
export const Failed: Story = {
  tags: ['visual'],
  parameters: {
    mockOptions: {
      faults: [
        { method: 'pidz.services.api.freelancer:getLinkedDepartmentsByOrganisation', code: 600 },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Je gegevens konden niet worden geladen.')).toBeVisible();
  },
};
