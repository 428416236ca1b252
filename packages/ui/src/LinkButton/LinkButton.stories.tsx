import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Icon, plusIcon } from '../Icon';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'UI/LinkButton',
  component: LinkButton,
  args: { children: 'Naar mijn cv', href: '/cv' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link (role, href), not a button, with the primary button's look. */
export const Primary: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Naar mijn cv' });
    await expect(link).toHaveAttribute('href', '/cv');
    await expect(link.tagName).toBe('A');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Black: Story = { args: { variant: 'black' } };

export const Link: Story = { args: { variant: 'link', children: 'Toon alles' } };

export const Compact: Story = { args: { variant: 'secondary', isCompact: true } };

export const WithIcon: Story = {
  args: {
    variant: 'secondary',
    isCompact: true,
    href: '/cv/languages/add',
    children: (
      <>
        <Icon icon={plusIcon} size="small" />
        Taal toevoegen
      </>
    ),
  },
  play: async ({ canvas }) => {
    // The icon is decorative: the link is named by its text.
    await expect(canvas.getByRole('link', { name: 'Taal toevoegen' })).toHaveAttribute(
      'href',
      '/cv/languages/add',
    );
  },
};

/** The focus ring shows on keyboard focus. */
export const FocusRing: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Naar mijn cv' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** An accessible name that says more than the visible text (it contains it). */
export const WithAccessibleName: Story = {
  args: {
    variant: 'link',
    href: '/cv/languages/edit/1',
    children: 'Wijzigen',
    'aria-label': 'Wijzigen Engels',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Wijzigen Engels' })).toBeVisible();
  },
};

const navigate = fn();

/**
 * Inside the app's react-aria RouterProvider the link navigates client-side: the router's
 * `navigate` gets the href and the page does not load anew.
 */
export const ClientSideNavigation: Story = {
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Naar mijn cv' }));
    await expect(navigate).toHaveBeenCalledWith('/cv', undefined);
  },
};
