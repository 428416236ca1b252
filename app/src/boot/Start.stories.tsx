import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { externalNavigation, storyQueryClient, withApp } from '../testing/AppDecorator';
import { writeFreelancerOfflineCopy } from '../testing/offlineCopy';
import { rpcAnswers } from '../testing/rpcAnswers';
import { clearImpersonation } from '../lib/platform/impersonation';
import { loginAddress } from '../lib/platform/session';
import { shellMessages } from '../shell/messages';

/**
 * The start-up (boot/runBoot.ts) on the mocked back end, as the app's page runs it: the session
 * check and the current user (flags and banners do not hold it), the failure, leaving for the login
 * page, the offline copy. The story's content stands where the app shows the signed-in app.
 */
const meta = {
  title: 'Screens/Shell/Start',
  decorators: [withApp],
  render: () => <main>Je bent ingelogd</main>,
  parameters: { scenario: 'freelancer' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Je bent ingelogd')).toBeVisible();
  },
};

/** The feature flags and the banners have not answered: the app shows all the same. */
export const DoesNotWaitForFlagsAndBanners: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/feature-flag/:name', () => delay('infinite')),
        http.get('*/api/freelancer/freelancer-banners', () => delay('infinite')),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Je bent ingelogd')).toBeVisible();
  },
};

export const SignedOut: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/auth/check-session', () =>
          HttpResponse.json({
            authenticated: false,
            access_token: null,
            expires_at: null,
            user: null,
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(externalNavigation).toHaveBeenCalledWith(loginAddress(window.location.href), {
        replace: true,
      }),
    );
    await expect(loginAddress(window.location.href)).toContain('returnTo=');
    await expect(canvas.queryByText('Je bent ingelogd')).toBeNull();
  },
};

/** The server answers HTTP 500 twice: the reads are retried with backoff, and sign-in succeeds without a toast. */
export const RecoversFromServerErrors: Story = {
  parameters: {
    faults: [{ method: 'pidz.services.api.user:getCurrentUser', httpStatus: 500, times: 2 }],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Je bent ingelogd', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(within(document.body).queryByText('Oeps')).toBeNull();
  },
};

/** The current user cannot be loaded (a catalogue error, not retried): one toast and a retry. */
export const LoadingFails: Story = {
  tags: ['visual'],
  parameters: {
    faults: [{ method: 'pidz.services.api.user:getCurrentUser', code: 600 }],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Er is iets misgegaan' }),
    ).toBeVisible();
    const body = within(document.body);
    await expect(await body.findByText('Oeps')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(body.getAllByText('Oeps')).toHaveLength(2));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Er is iets misgegaan' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Je bent ingelogd')).toBeNull();
  },
};

/** The network fails during the session check: after the retries a retry button, not the login page. */
export const SessionCheckNetworkFailure: Story = {
  parameters: {
    msw: { handlers: [http.get('*/auth/check-session', () => HttpResponse.error())] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Er is iets misgegaan' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    await expect(externalNavigation).not.toHaveBeenCalled();
  },
};

/**
 * The current user cannot be read (a network error) but the offline copy holds them: the app
 * shows, from the last data, instead of the retry button.
 */
export const UserFromTheOfflineCopy: Story = {
  parameters: {
    msw: {
      handlers: [
        rpcAnswers({ 'pidz.services.api.user:getCurrentUser': () => HttpResponse.error() }),
      ],
    },
  },
  beforeEach: () => writeFreelancerOfflineCopy([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Je bent ingelogd')).toBeVisible();
    await waitFor(() => expect(storyQueryClient().isFetching()).toBe(0), { timeout: 10_000 });
    await expect(canvas.getByText('Je bent ingelogd')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  },
};

/**
 * The page comes back from the back-forward cache after the session ended elsewhere: it checks
 * the session again and goes to the login page, with the way back.
 */
export const BackFromTheCacheAfterSignOut: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Je bent ingelogd')).toBeVisible();
    await fetch('/auth/logout', { method: 'POST' });
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() =>
      expect(externalNavigation).toHaveBeenCalledWith(loginAddress(window.location.href), {
        replace: true,
      }),
    );
    await expect(canvas.queryByText('Je bent ingelogd')).toBeNull();
  },
};

/**
 * The user says an admin impersonates, but the page holds no impersonation id (the calls would
 * act as the admin): an error toast says so.
 */
export const ImpersonatingWithoutId: Story = {
  parameters: { scenario: 'admin-impersonating' },
  // After the preview's loader, which gives the page the scenario's id.
  loaders: [
    () => {
      clearImpersonation();
      return {};
    },
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Je bent ingelogd')).toBeVisible();
    const toast = await within(document.body).findByText(
      shellMessages.impersonationWithoutId.title,
    );
    await expect(toast).toBeVisible();
  },
};
