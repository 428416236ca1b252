import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '../../testing/AppDecorator';
import { NotificationsScreen } from './NotificationsScreen';
import { paths } from '../../paths';

/** The notifications (`/settings/notifications`): its empty state. */
const meta = {
  title: 'Screens/Notifications/Notifications',
  component: NotificationsScreen,
  decorators: [withApp],
  parameters: { route: paths.notifications.overview(), scenario: 'freelancer' },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No notifications: the Dutch title and the empty state. */
export const Empty: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Geen meldingen' })).toBeVisible();
  },
};
