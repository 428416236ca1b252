import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { withApp } from '../../testing/AppDecorator';
import { expectToast } from '../../testing/storyActions';
import { PreferencesScreen } from './PreferencesScreen';
import { paths } from '../../paths';

/** The preferences (`/settings/preferences`) on the mocked back end. */
const meta = {
  title: 'Screens/Profile/Preferences',
  component: PreferencesScreen,
  decorators: [withApp],
  parameters: { route: paths.profile.preferences(), scenario: 'freelancer' },
} satisfies Meta<typeof PreferencesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const INVITE_BY_EMAIL = 'Uitnodigingen voor opdrachten per e-mail ontvangen';

/** The freelancer gets invitations by e-mail; switching it off is saved at once. */
export const Freelancer: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Voorkeuren' }),
    ).toBeVisible();
    const toggle = await canvas.findByRole('switch', { name: INVITE_BY_EMAIL });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expectToast(canvasElement, 'Je voorkeuren zijn opgeslagen');
    await waitFor(() => expect(toggle).not.toBeChecked());
  },
};

/** The agency worker has it off. */
export const AgencyWorker: Story = {
  tags: ['visual'],
  parameters: { scenario: 'agency-worker' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: INVITE_BY_EMAIL })).not.toBeChecked();
  },
};

/** The save fails: the toast, and the toggle shows the stored choice again. */
export const FailedSave: Story = {
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.freelancer_preferences:updatePreferences', code: 600 }],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const toggle = await canvas.findByRole('switch', { name: INVITE_BY_EMAIL });
    await userEvent.click(toggle);
    await expectToast(canvasElement, 'Oeps');
    await waitFor(() => expect(toggle).toBeChecked());
  },
};
