import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PRODUCT_NAME } from '../config';
import { AppRoutes } from '../SignedInApp';
import { withApp } from '../testing/AppDecorator';
import { paths } from '../paths';

/** The routes of spec section 2 and their redirects, without the layout. */
const meta = {
  title: 'Screens/Shell/Routes',
  component: AppRoutes,
  decorators: [withApp],
  parameters: { scenario: 'freelancer' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link in the portal's blue (the shared link style), not the browser's default link colour. */
async function expectSharedLinkStyle(link: HTMLElement) {
  await expect(link).toHaveAttribute('data-variant', 'link');
  await expect(getComputedStyle(link).color).toBe('rgb(11, 92, 171)');
}

export const HomeRedirectsToTheMonthCalendar: Story = {
  parameters: { route: '/' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`Agenda | ${PRODUCT_NAME}`));
  },
};

export const UnknownCalendarChildRedirectsToTheOverview: Story = {
  parameters: { route: `${paths.calendar.week()}/2026/47/onbekend` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  },
};

/** An edit route whose item does not exist returns to the month view (the form opens over it otherwise). */
export const CalendarEditUnknownIdReturnsToTheView: Story = {
  parameters: { route: `${paths.calendar.month()}/2026/11/21/edit/501` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    await expect(await canvas.findByRole('grid')).toBeVisible();
  },
};

export const ShiftsRedirectToIncidental: Story = {
  parameters: { route: paths.shifts.incidental.base },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Opdrachten' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Incidenteel' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const ProfileEdit: Story = {
  parameters: { route: paths.profile.bankEdit() },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bankgegevens wijzigen' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^IBAN/ })).toBeVisible();
  },
};

/** 'Voorkeuren' of the profile menu: the profile feature's preferences screen. */
export const Preferences: Story = {
  parameters: { route: paths.profile.preferences() },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Voorkeuren' }),
    ).toBeVisible();
  },
};

export const RatesForAFreelancer: Story = {
  parameters: { route: paths.rates.overview() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tarieven' })).toBeVisible();
  },
};

export const RatesForAnAgencyWorker: Story = {
  parameters: { route: paths.rates.standardEdit(), scenario: 'agency-worker' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Geen toegang' }),
    ).toBeVisible();
    await expectSharedLinkStyle(canvas.getByRole('link', { name: 'Naar de startpagina' }));
  },
};

export const UnknownPath: Story = {
  tags: ['visual'],
  parameters: { route: '/bestaat-niet' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' }),
    ).toBeVisible();
    const home = canvas.getByRole('link', { name: 'Naar de startpagina' });
    await expectSharedLinkStyle(home);
    await userEvent.click(home);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  },
};
