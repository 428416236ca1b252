import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { narrowScreenQuery } from '../tokens';
import { SectionNav } from './SectionNav';

const meta = {
  title: 'UI/SectionNav',
  component: SectionNav,
  args: {
    'aria-label': 'Instellingen',
    items: [
      { href: '/settings/profile', label: 'Profiel', isCurrent: false },
      { href: '/settings/preferences', label: 'Voorkeuren', isCurrent: false },
      { href: '/settings/rates', label: 'Tarieven', isCurrent: true },
      { href: '/settings/travel-time-clients', label: 'Reistijd', isCurrent: false },
      { href: '/settings/notifications', label: 'Meldingen', isCurrent: false },
    ],
  },
} satisfies Meta<typeof SectionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation landmark of links; only the current one is `aria-current="page"`; Tab reaches each. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Instellingen' });
    await expect(nav).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Profiel',
      'Voorkeuren',
      'Tarieven',
      'Reistijd',
      'Meldingen',
    ]);
    await expect(canvas.getByRole('link', { name: 'Tarieven' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Profiel' })).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Profiel' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Voorkeuren' })).toHaveFocus();
  },
};

/** On a phone (390 × 844) the entries stand under each other, each a full-width row. */
export const OnAPhone: Story = {
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    // Storybook's viewport sets the size in the story tests; an iframe opened wider is no phone.
    if (!window.matchMedia(narrowScreenQuery).matches) return;
    const first = canvas.getByRole('link', { name: 'Profiel' });
    const second = canvas.getByRole('link', { name: 'Voorkeuren' });
    await waitFor(() =>
      expect(second.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        first.getBoundingClientRect().bottom,
      ),
    );
  },
};
