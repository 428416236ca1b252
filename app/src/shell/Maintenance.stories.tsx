import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PRODUCT_NAME } from '../config';
import { withApp } from '../testing/AppDecorator';

/**
 * The maintenance page replacing the whole app while `/health` says MAINTENANCE (the start-up,
 * boot/runBoot.ts, asks it first). The story's content stands where the app shows the signed-in app.
 */
const meta = {
  title: 'Screens/Shell/Maintenance',
  decorators: [withApp],
  render: () => <main>De app</main>,
  parameters: { layout: 'fullscreen', scenario: 'maintenance' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const InMaintenance: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Onderhoud' })).toBeVisible();
    await expect(canvas.getByText(/tijdelijk in onderhoud/)).toBeVisible();
    await expect(canvas.queryByText('De app')).toBeNull();
    await waitFor(() => expect(document.title).toBe(`Onderhoud | ${PRODUCT_NAME}`));
  },
};

export const Up: Story = {
  parameters: { scenario: 'freelancer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('De app')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Onderhoud' })).toBeNull();
  },
};
