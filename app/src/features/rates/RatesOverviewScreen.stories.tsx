import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDateTime } from '@pidz/ui';
import { TableRoutes } from '../../lib/routing/routeTable';
import { withApp } from '../../testing/AppDecorator';
import { writeFreelancerOfflineCopy } from '../../testing/offlineCopy';
import { rpcAnswers } from '../../testing/rpcAnswers';
import { standardRatesQuery } from './api';
import { RatesOverviewScreen } from './RatesOverviewScreen';
import { routes } from './routeTable';
import { paths } from '../../paths';

/** The rates overview (`/settings/rates`) on the mocked back end. */
const meta = {
  title: 'Screens/Rates/Overview',
  component: TableRoutes,
  args: { table: routes },
  decorators: [withApp],
  parameters: { route: paths.rates.overview(), scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMERGENCY = 'Spoedeisende Hulp (Medisch Centrum Vechtstreek)';

/** The freelancer's standard rates and one deviating rate, grouped under its organisation. */
export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tarieven' })).toBeVisible();
    const standard = within(await canvas.findByRole('region', { name: 'Standaardtarieven' }));
    await expect(standard.getByText('€ 42,50')).toBeVisible();
    await expect(standard.getByText('€ 39,75')).toBeVisible();
    await expect(
      standard.getByRole('link', { name: 'Standaardtarieven wijzigen' }),
    ).toHaveAttribute('href', '/settings/rates/edit');

    const deviating = within(canvas.getByRole('region', { name: 'Afwijkende tarieven' }));
    const organisation = within(
      deviating.getByRole('region', { name: 'Medisch Centrum Vechtstreek' }),
    );
    const [row] = organisation.getAllByRole('listitem');
    await expect(row).toHaveTextContent('Spoedeisende Hulp');
    await expect(row).toHaveTextContent('€ 52,50');
    await expect(row).toHaveTextContent('€ 48,00');
    await expect(
      organisation.getByRole('link', { name: `Afwijkend tarief van ${EMERGENCY} wijzigen` }),
    ).toHaveAttribute('href', '/settings/rates/different/edit/421');
    await expect(deviating.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Removing the deviating rate asks first; the department then falls back to the standard rate. */
export const RemoveDeviating: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Afwijkend tarief van ${EMERGENCY} verwijderen` }),
    );
    const dialog = within(
      await body.findByRole('alertdialog', { name: 'Afwijkend tarief verwijderen' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Verwijderen' }));
    await expect(await body.findByText('Afwijkend tarief verwijderd')).toBeVisible();
    await expect(await canvas.findByText('Je hebt nog geen afwijkende tarieven.')).toBeVisible();
  },
};

/**
 * No rates at all (the new user): the empty state, with the way to set the standard rates; no
 * organisation is linked yet, so instead of adding a deviating rate it says why not and where
 * the organisations are.
 */
export const Empty: Story = {
  tags: ['visual'],
  parameters: { scenario: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Je hebt nog geen tarieven ingesteld.')).toBeVisible();
    await expect(canvas.getByText(/^Je tarieven gelden bij de organisaties/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Standaardtarieven instellen' })).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: 'Afwijkend tarief toevoegen' }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.getByText('Je kunt nog geen afwijkend tarief toevoegen', { exact: false }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: 'Je gekoppelde en geblokkeerde organisaties staan bij Reistijd',
      }),
    ).toHaveAttribute('href', '/settings/travel-time-clients');
  },
};

/**
 * While the rates load (the mock answers slowly). The screen alone, without the session check and
 * the role check, which the delay would hold up as well.
 */
export const Loading: Story = {
  parameters: { isSignedIn: false, mockOptions: { delayMs: 30_000 } },
  render: () => <RatesOverviewScreen />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tarieven' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Bezig met laden…');
  },
};

/** The standard rates fail to load: the load-failed panel, with a retry. */
export const Failed: Story = {
  tags: ['visual'],
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.freelancer:getStandardRates', code: 600 }],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Je gegevens konden niet worden geladen.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  },
};

/** An agency worker has no rates (spec section 6). */
export const AgencyWorker: Story = {
  tags: ['visual'],
  parameters: { scenario: 'agency-worker' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Geen toegang' }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Standaardtarieven')).toBeNull());
  },
};

/** When the offline story's copy was loaded: yesterday at 14:30. */
const copiedAt = new Date();
copiedAt.setDate(copiedAt.getDate() - 1);
copiedAt.setHours(14, 30, 0, 0);

/**
 * Offline: the standard rates cannot be read (a network error), but the user's offline copy has
 * them from yesterday: they show, with 'Geen verbinding' and when they were loaded.
 */
export const Offline: Story = {
  parameters: {
    msw: {
      handlers: [
        rpcAnswers({
          'pidz.services.api.freelancer:getStandardRates': () => HttpResponse.error(),
        }),
      ],
    },
  },
  beforeEach: () =>
    writeFreelancerOfflineCopy(
      [[standardRatesQuery.queryKey, { rate: 44.25, periodical_rate: 40.1 }]],
      copiedAt.getTime(),
    ),
  play: async ({ canvas }) => {
    const standard = within(await canvas.findByRole('region', { name: 'Standaardtarieven' }));
    await expect(standard.getByText('€ 44,25')).toBeVisible();
    const notice = await canvas.findByRole('status', {}, { timeout: 15_000 });
    await expect(notice).toHaveTextContent('Geen verbinding');
    await expect(notice).toHaveTextContent(`Laatst bijgewerkt ${formatDateTime(copiedAt)}`);
    await expect(standard.getByText('€ 40,10')).toBeVisible();
  },
};
