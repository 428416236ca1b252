import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppDecorator';
import { CvRoutes } from './CvRoutes';

/** The CV overview (`/cv`) on the mocked back end; only its languages section is built so far. */
const meta = {
  title: 'Screens/CV/Overview',
  component: CvRoutes,
  decorators: [withApp],
  parameters: { route: '/cv', nest: '/cv', scenario: 'freelancer' },
} satisfies Meta<typeof CvRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The freelancer's languages: approved ones carry the approved message and no edit link. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
    const section = within(await canvas.findByRole('region', { name: 'Talen' }));
    const items = await section.findAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Nederlands',
      'Engels',
      'Duits',
    ]);

    const [dutch, , german] = items as [HTMLElement, HTMLElement, HTMLElement];
    await expect(dutch).toHaveTextContent('Niveau: Moedertaal');
    await expect(dutch).toHaveTextContent('Goedgekeurd');
    await expect(dutch).toHaveTextContent(
      'Deze taal is goedgekeurd en mag niet meer bewerkt worden',
    );
    await expect(within(dutch).queryByRole('link')).toBeNull();

    await expect(german).toHaveTextContent('Niveau: Basisniveau');
    await expect(german).toHaveTextContent('Wacht op controle');
    await expect(within(german).getByRole('link', { name: 'Duits bewerken' })).toHaveAttribute(
      'href',
      '/cv/languages/edit/503',
    );
    await expect(section.getByRole('link', { name: 'Taal toevoegen' })).toHaveAttribute(
      'href',
      '/cv/languages/add',
    );
    await expect(section.queryByText(/vraagt je aandacht/)).toBeNull();
  },
};

/** No languages yet: the section says so and that it needs attention. */
export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Talen' }));
    await expect(section.getByText('Je hebt nog geen talen toegevoegd.')).toBeVisible();
    await expect(
      section.getByText('Dit onderdeel vraagt je aandacht: voeg minimaal één taal toe.'),
    ).toBeVisible();
    await expect(section.queryByRole('list')).toBeNull();
    await expect(section.getByRole('link', { name: 'Taal toevoegen' })).toBeVisible();
  },
};

/**
 * While the resume loads (the mock answers slowly). Rendered without the session check, which the
 * delay would hold up as well.
 */
export const Loading: Story = {
  parameters: { isSignedIn: false, mockOptions: { delayMs: 30_000 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Bezig met laden…');
    await expect(canvas.queryByRole('region', { name: 'Talen' })).toBeNull();
  },
};

/** `resume:getResume` answers HTTP 500 twice: retried with backoff, the CV shows without a toast. */
export const RecoversFromServerErrors: Story = {
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.resume:getResume', httpStatus: 500, times: 2 }],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Talen' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByText('Oeps')).toBeNull();
  },
};

/**
 * `resume:getResume` fails with a catalogue error (never retried): one error toast, and a retry
 * that asks again (and fails again).
 */
export const LoadError: Story = {
  parameters: {
    mockOptions: { faults: [{ method: 'pidz.services.api.resume:getResume', code: 600 }] },
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Je gegevens konden niet worden geladen.');
    const toasts = within(canvasElement.ownerDocument.body);
    await expect(await toasts.findByText('Oeps', { exact: true })).toBeVisible();
    await expect(toasts.getByText('Er is iets misgegaan', { exact: true })).toBeVisible();

    await userEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(toasts.getAllByText('Oeps', { exact: true })).toHaveLength(2));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Talen' })).toBeNull();
  },
};
