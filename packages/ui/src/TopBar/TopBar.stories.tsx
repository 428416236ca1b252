import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { bellIcon, Icon, menuIcon } from '../Icon';
import { NotificationBadge } from '../NotificationBadge';
import { TopBar } from './TopBar';

const onMenu = fn();

const meta = {
  title: 'UI/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    left: (
      <Button variant="link" aria-label="Menu" onPress={onMenu}>
        <Icon icon={menuIcon} color="blue" />
      </Button>
    ),
    center: (
      <Heading level={1} size="lg">
        Agenda
      </Heading>
    ),
    right: (
      <>
        <Icon icon={bellIcon} label="Meldingen" />
        <NotificationBadge value={4} aria-label="4 nieuwe meldingen" />
      </>
    ),
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllAreas: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(onMenu).toHaveBeenCalled();
  },
};

export const CenterOnly: Story = { args: { left: undefined, right: undefined } };

/** Without a center the bar shows the spec's notice. */
export const MissingCenter: Story = {
  args: { center: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('center slot is required')).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    center: (
      <Heading level={1} size="lg">
        Afwijkend tarief toevoegen voor afdeling Spoedeisende Hulp, locatie Amsterdam-Zuidoost
      </Heading>
    ),
  },
};
