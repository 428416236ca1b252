import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { TopBar } from '@pidz/ui';
import { MAIN_SITE_URL, OLD_SITE_URL, PRODUCT_NAME } from '../config';
import { loginAddress } from '../lib/platform/session';
import { externalNavigation, withApp } from '../testing/AppDecorator';
import { ProfileMenu } from './ProfileMenu';

/** The profile menu of the top bar, signed in through the mocked back end. */
const meta = {
  title: 'Screens/Shell/ProfileMenu',
  component: ProfileMenu,
  decorators: [withApp],
  parameters: { scenario: 'freelancer' },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the menu and returns it. */
async function openMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /Sanne de Vries/ }));
  const menu = await within(document.body).findByRole('menu');
  await expect(menu).toHaveAccessibleName('Sanne de Vries');
  return within(menu);
}

export const Freelancer: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    // 'Instellingen' once the ffe-preferences flag has answered (the session gate does not wait).
    await waitFor(() =>
      expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Instellingen',
        'Voorkeuren',
        'Wachtwoord wijzigen (opent de andere omgeving)',
        'Uitloggen',
      ]),
    );
    // It leaves for the older site, marked as the side menu's entries there are.
    await expect(
      menu.getByRole('menuitem', { name: 'Wachtwoord wijzigen (opent de andere omgeving)' }),
    ).toHaveAttribute('href', `${OLD_SITE_URL}/settings/password`);
    await expect(menu.getByRole('menuitem', { name: 'Instellingen' })).toHaveAttribute(
      'href',
      '/settings/profile',
    );
    await expect(menu.getByRole('menuitem', { name: 'Voorkeuren' })).toHaveAttribute(
      'href',
      '/settings/preferences',
    );
  },
};

/**
 * By keyboard alone: Tab reaches the button (whose menu loads then), ArrowDown opens the menu,
 * Escape closes it and leaves the focus on the button.
 */
export const ByKeyboard: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: /Sanne de Vries/ });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Sanne de Vries/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Sanne de Vries/ })).toHaveFocus(),
    );
    await expect(within(document.body).queryByRole('menu')).toBeNull();
  },
};

/** The button shows the profile picture; a user without one (the agency worker) their initials. */
export const PictureOrInitials: Story = {
  parameters: { scenario: 'agency-worker' },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: /Mohamed El Amrani/ });
    await expect(button).toHaveTextContent(/^ME/);
    await expect(button.querySelector('img')).toBeNull();
  },
};

/** 'Uitloggen' ends the session and leaves for the login page (the way back: the start), in place of the page. */
export const LogsOut: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Uitloggen' }));
    await waitFor(() =>
      expect(externalNavigation).toHaveBeenCalledWith(loginAddress(`${window.location.origin}/`), {
        replace: true,
      }),
    );
    await expect(externalNavigation).toHaveBeenCalledTimes(1);
  },
};

export const LogoutFails: Story = {
  parameters: { faults: [{ route: 'POST /auth/logout', httpStatus: 500 }] },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Uitloggen' }));
    const body = within(document.body);
    await expect(
      await body.findByText(
        'Er ging iets mis bij het uitloggen, mogelijk helpt het om de pagina te verversen.',
      ),
    ).toBeVisible();
    await expect(externalNavigation).not.toHaveBeenCalled();
  },
};

export const ImpersonatingAdmin: Story = {
  parameters: { scenario: 'admin-impersonating' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.queryByRole('menuitem', { name: /^Wachtwoord wijzigen/ })).toBeNull();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Terug naar admin' }));
    await expect(externalNavigation).toHaveBeenCalledWith(MAIN_SITE_URL);
  },
};

/** How many times the PreferencesFlagOff story's handler has failed the preferences flag. */
let failedFlagCalls = 0;

export const PreferencesFlagOff: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/feature-flag/ffe-preferences', () => {
          failedFlagCalls += 1;
          return new HttpResponse(null, { status: 500 });
        }),
      ],
    },
  },
  beforeEach: () => {
    failedFlagCalls = 0;
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    // The flag has been answered with a failure (never retried): the menu shows its final state.
    await waitFor(() => expect(failedFlagCalls).toBe(1));
    await expect(menu.getByRole('menuitem', { name: 'Profiel' })).toHaveAttribute(
      'href',
      '/settings/profile',
    );
    await expect(menu.queryByRole('menuitem', { name: 'Instellingen' })).toBeNull();
  },
};

/**
 * In a phone's top bar (here 20rem wide) the name stays on one line, cut with an ellipsis: the
 * button keeps its height and stays in its area, clear of the centre.
 */
export const LongNameInLittleRoom: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <TopBar center={<strong>{PRODUCT_NAME}</strong>} right={<Story />} />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: /Sanne de Vries/ });
    const centre = canvas.getByText(PRODUCT_NAME).getBoundingClientRect();
    await expect(button.getBoundingClientRect().left).toBeGreaterThanOrEqual(centre.right);
    await expect(button.getBoundingClientRect().height).toBeLessThanOrEqual(40);
    const name = within(button).getByText('Sanne de Vries');
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};
