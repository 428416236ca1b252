import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SignedInApp } from '../SignedInApp';
import { withApp } from '../testing/AppDecorator';
import { paths } from '../paths';
import { cvPaths } from '../pathsBelow';

/** The settings' one navigation, which the layout shows above every settings page. */
const meta = {
  title: 'Screens/Shell/SettingsNav',
  component: SignedInApp,
  decorators: [withApp],
  parameters: {
    layout: 'fullscreen',
    route: paths.profile.overview(),
    scenario: 'freelancer',
    hasToaster: false,
  },
} satisfies Meta<typeof SignedInApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const settingsNav = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('navigation', { name: 'Instellingen' }));

/** The settings' pages in one navigation; the current one is marked. */
export const Freelancer: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();
    const nav = await settingsNav(canvasElement);
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Profiel',
      'Voorkeuren',
      'Tarieven',
      'Reistijd',
      'Meldingen',
    ]);
    await expect(nav.getByRole('link', { name: 'Profiel' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** By keyboard: Tab reaches the entries, Enter follows one (the pages themselves: tests/e2e). */
export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const nav = await settingsNav(canvasElement);
    nav.getByRole('link', { name: 'Profiel' }).focus();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Voorkeuren' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Reistijd' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(nav.getByRole('link', { name: 'Reistijd' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(nav.getByRole('link', { name: 'Profiel' })).not.toHaveAttribute('aria-current');
  },
};

/** An organisation opens from the travel time's list: Reistijd stays marked there. */
export const OrganisationUnderTravelTime: Story = {
  parameters: { route: paths.organisations.edit({ id: 42 }) },
  play: async ({ canvasElement }) => {
    const nav = await settingsNav(canvasElement);
    await expect(nav.getByRole('link', { name: 'Reistijd' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Agency workers may not see the rates: no Tarieven. */
export const AgencyWorker: Story = {
  parameters: { scenario: 'agency-worker' },
  play: async ({ canvasElement }) => {
    const nav = await settingsNav(canvasElement);
    await expect(nav.getByRole('link', { name: 'Reistijd' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Tarieven' })).toBeNull();
  },
};

/** Not on the other pages. */
export const NotOutsideTheSettings: Story = {
  parameters: { route: cvPaths.overview() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Instellingen' })).toBeNull();
  },
};
