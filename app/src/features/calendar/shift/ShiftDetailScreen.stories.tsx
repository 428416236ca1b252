import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CalendarItemType } from '@pidz/contracts';
import { withApp } from '../../../testing/AppDecorator';
import { CalendarStoryRoutes, availabilityHandler, storyItem } from '../calendarStoryFrame';
import { paths } from '../../../paths';

/** The shift route (`/calendar/shift/:id`) that shift and request tiles open. */
const meta = {
  title: 'Screens/Calendar/Shift',
  component: CalendarStoryRoutes,
  decorators: [withApp],
  parameters: { route: `${paths.calendar.month()}?weergave=lijst`, scenario: 'freelancer' },
} satisfies Meta<typeof CalendarStoryRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An upcoming shift's tile opens the detail: organisation, department, address, date, times,
 * status, and a way back to the view that opened it.
 */
export const FromTile: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    // The last shift of the month is upcoming (getCalendarShifts lists upcoming shifts).
    const tiles = await canvas.findAllByRole('button', { name: /^Dienst/ });
    await userEvent.click(tiles.at(-1) as HTMLElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dienst' })).toBeVisible();
    const details = within(
      (await within(canvasElement).findByText('Organisatie')).closest('dl') as HTMLElement,
    );
    for (const term of ['Organisatie', 'Afdeling', 'Functie', 'Adres', 'Datum', 'Tijd', 'Status']) {
      await expect(details.getByText(term)).toBeVisible();
    }
    await expect(details.getByText(/^\S.* \S+, \S+/, { selector: 'dd' })).toBeVisible();
    // Back to the view that opened it: the list.
    await userEvent.click(canvas.getByRole('link', { name: 'Terug naar de agenda' }));
    await expect(await canvas.findByRole('link', { name: 'Lijst' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** An unknown shift says so and still offers the way back. */
export const Unknown: Story = {
  tags: ['visual'],
  parameters: { route: paths.calendar.shift({ id: 987654 }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Deze dienst staat niet (meer) in je agenda.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terug naar de agenda' })).toBeVisible();
  },
};

/**
 * A past shift is no longer in getCalendarShifts (upcoming only): its tile shows what its
 * calendar item carries, without department, function and status.
 */
export const PastShift: Story = {
  parameters: {
    route: `${paths.calendar.month()}/2026/1?weergave=lijst`,
    msw: {
      handlers: [
        availabilityHandler([
          storyItem(41, '2026-01-05T07:00:00+01:00', '2026-01-05T15:30:00+01:00'),
        ]),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Dienst 07:00–15:30/ }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dienst' })).toBeVisible();
    const details = within(
      (await within(canvasElement).findByText('Organisatie')).closest('dl') as HTMLElement,
    );
    await expect(details.getByText('Zorggroep De Linde')).toBeVisible();
    await expect(details.getByText('Biltstraat 140a, Utrecht')).toBeVisible();
    await expect(details.getByText('maandag 5 januari 2026')).toBeVisible();
    for (const term of ['Afdeling', 'Functie', 'Status']) {
      await expect(details.queryByText(term)).toBeNull();
    }
  },
};

/**
 * A freelancer request's tile opens 'Aanvraag' (not 'Dienst'): its facts, the status
 * 'Aangevraagd', what happens next and the way to 'Opdrachten'.
 */
export const FreelancerRequest: Story = {
  parameters: {
    route: `${paths.calendar.month()}/2027/2?weergave=lijst`,
    msw: {
      handlers: [
        availabilityHandler([
          storyItem(42, '2027-02-08T07:00:00+01:00', '2027-02-08T15:30:00+01:00', {
            type: CalendarItemType.FREELANCER_REQUEST,
          }),
        ]),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Aanvraag 07:00–15:30/ }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aanvraag' })).toBeVisible();
    const details = within(
      (await within(canvasElement).findByText('Organisatie')).closest('dl') as HTMLElement,
    );
    await expect(details.getByText('Status')).toBeVisible();
    await expect(details.getByText('Aangevraagd')).toBeVisible();
    await expect(canvas.getByText(/De organisatie beslist over je aanvraag/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Naar Opdrachten' })).toHaveAttribute(
      'href',
      '/shifts/incidental',
    );
  },
};
