import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { isBrowserOutsideAppTimeZone } from '@pidz/ui';
import type { FreelancerBanners } from '../lib/freelancerBanners';
import { withApp } from '../testing/AppDecorator';
import { GlobalBanners } from './GlobalBanners';

/** The banners above every page: inactive reasons and, outside Europe/Amsterdam, the timezone. */
const meta = {
  title: 'Screens/Shell/GlobalBanners',
  component: GlobalBanners,
  decorators: [withApp],
  parameters: { scenario: 'freelancer' },
} satisfies Meta<typeof GlobalBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

const timezoneTitle = 'Andere tijdzone';

/** An answer of the banner route with every global inactive reason. */
const inactiveEverywhere: FreelancerBanners = {
  inactiveReasons: ['unsubscribed', 'manual_inactive', 'invoice'],
  resume: [],
  profile: [],
};

export const ActiveUser: Story = {
  play: async ({ canvas }) => {
    if (isBrowserOutsideAppTimeZone()) {
      const list = await canvas.findByRole('list', { name: 'Meldingen over je account' });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      await expect(within(list).getByText(timezoneTitle)).toBeVisible();
    } else {
      await expect(canvas.queryByRole('list')).toBeNull();
    }
  },
};

export const InactiveUser: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/freelancer/freelancer-banners', () =>
          HttpResponse.json(inactiveEverywhere),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Meldingen over je account' });
    const expectedTitles = [
      'Je bent uitgeschreven',
      'Je account is inactief',
      isBrowserOutsideAppTimeZone() ? timezoneTitle : 'Openstaande facturen',
    ];
    // The banners fill in when their call answers (the session gate does not wait for them).
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(expectedTitles.length),
    );
    const items = within(list).getAllByRole('listitem');
    for (const [index, title] of expectedTitles.entries()) {
      await expect(items[index]).toHaveTextContent(new RegExp(`^${title}`));
    }
  },
};
