import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppDecorator';
import { rpcAnswers } from '../../testing/rpcAnswers';
import { ShiftsScreen } from './ShiftsScreen';
import { paths } from '../../paths';

/** The shift lists: the user's own upcoming shifts of a kind, with filters kept in the URL. */
const meta = {
  title: 'Screens/Shifts/Shifts',
  component: ShiftsScreen,
  decorators: [withApp],
  args: { kind: 'incidental' },
  parameters: { route: paths.shifts.incidental(), scenario: 'freelancer' },
} satisfies Meta<typeof ShiftsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: /opdracht/ })).getAllByRole(
    'listitem',
  );

/** The incidental shifts, soonest first, each opening its detail screen; the tab is chosen. */
export const Incidental: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('tab', { name: 'Incidenteel' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const rows = await rowsOf(canvasElement);
    await expect(rows.length).toBeGreaterThan(1);
    const link = within(rows[0] as HTMLElement).getByRole('link');
    await expect(link.getAttribute('href')).toMatch(/^\/calendar\/shift\/\d+$/);
    // On a phone the filters fold behind their button (FiltersFoldOnAPhone): opened here.
    const toggle = canvas.queryByRole('button', { name: /^Filters/ });
    if (toggle) await userEvent.click(toggle);
    await expect(canvas.getByRole('group', { name: 'Status' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Dagdeel' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Functie' })).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'Alleen waar ik eerder heb gewerkt' }),
    ).toBeVisible();
  },
};

export const Periodical: Story = {
  tags: ['visual'],
  args: { kind: 'periodical' },
  parameters: { route: paths.shifts.periodical() },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('tab', { name: 'Periodiek' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect((await rowsOf(canvasElement)).length).toBeGreaterThan(0);
  },
};

/** A filter narrows the list; one that matches nothing shows the empty state, 'Filters wissen' undoes it. */
export const Filtering: Story = {
  play: async ({ canvas, canvasElement }) => {
    const before = (await rowsOf(canvasElement)).length;
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Nacht' }));
    await waitFor(() =>
      expect(
        canvas.queryByText('Er zijn geen opdrachten die bij je filters passen.') ??
          canvas.getByRole('list', { name: /opdracht/ }),
      ).toBeVisible(),
    );
    const night = canvas.queryByRole('list', { name: /opdracht/ });
    await expect(night ? within(night).getAllByRole('listitem').length : 0).toBeLessThan(before);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters wissen' }));
    await waitFor(async () => expect((await rowsOf(canvasElement)).length).toBe(before));
  },
};

/** The agency worker: no 'worked at before' filter (no invoices to tell it). */
export const AgencyWorker: Story = {
  parameters: { scenario: 'agency-worker' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Status' })).toBeVisible();
    await expect(
      canvas.queryByRole('checkbox', { name: 'Alleen waar ik eerder heb gewerkt' }),
    ).toBeNull();
  },
};

/** No shifts of this kind at all: how shifts reach her, and the older site's open shifts. */
export const Empty: Story = {
  tags: ['visual'],
  parameters: {
    msw: { handlers: [rpcAnswers({ 'pidz.services.api.calendar:getCalendarShifts': () => [] })] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Je hebt geen komende incidentele opdrachten.'),
    ).toBeVisible();
    await expect(canvas.getByText(/^Opdrachten komen op twee manieren bij je/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Open diensten bekijken (opent de andere omgeving)' }),
    ).toHaveAttribute('href', expect.stringMatching(/\/shifts$/));
  },
};

/** The shifts fail to load: the load-failed panel with its retry. */
export const LoadFailed: Story = {
  tags: ['visual'],
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.calendar:getCalendarShifts', code: 600 }],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Je gegevens konden niet worden geladen.',
    );
  },
};

/** While the shifts load. Rendered without the session check, which the delay would hold up. */
export const Loading: Story = {
  parameters: { isSignedIn: false, mockOptions: { delayMs: 30_000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Opdrachten' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Bezig met laden…');
  },
};

/**
 * A phone (390 × 844): the filters fold behind 'Filters', closed at first, so the shifts show
 * above the fold; the button says how many filters are set.
 */
export const FiltersFoldOnAPhone: Story = {
  parameters: {
    route: `${paths.shifts.incidental()}?status=filled`,
    viewport: {
      options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const toggle = await canvas.findByRole('button', { name: 'Filters (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Dagdeel' })).toBeNull();
    const rows = await rowsOf(canvasElement);
    await expect(rows[0]?.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Ingepland' })).toBeChecked();
  },
};
