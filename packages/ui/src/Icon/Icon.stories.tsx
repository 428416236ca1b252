import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from './Icon';
import {
  activityIcon,
  alertTriangleIcon,
  allIcons,
  bellIcon,
  calendarIcon,
  checkIcon,
  moonIcon,
} from './icons';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { icon: activityIcon },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Medium, black and decorative (hidden from assistive technology) by default. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    const icon = canvasElement.querySelector('[data-icon="activity"]');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.getBoundingClientRect().width).toBe(24);
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('[data-icon]');
    await expect(icon?.getBoundingClientRect().width).toBe(16);
  },
};

export const Large: Story = {
  args: { size: 'large' },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('[data-icon]');
    await expect(icon?.getBoundingClientRect().width).toBe(30);
  },
};

export const BoxedSmall: Story = {
  args: { isBoxed: true, size: 'small', icon: calendarIcon },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('[data-icon]');
    await expect(icon?.getBoundingClientRect().width).toBe(24);
  },
};

export const Boxed: Story = {
  args: { isBoxed: true, icon: calendarIcon },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('[data-icon]');
    await expect(icon?.getBoundingClientRect().width).toBe(30);
    if (!icon) throw new Error('icon not rendered');
    await expect(getComputedStyle(icon).backgroundColor).toBe('rgb(11, 92, 171)');
  },
};

export const BoxedLarge: Story = {
  args: { isBoxed: true, size: 'large', icon: calendarIcon },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('[data-icon]');
    await expect(icon?.getBoundingClientRect().width).toBe(56);
  },
};

export const BoxedGreen: Story = {
  args: { isBoxed: true, icon: checkIcon, backgroundColor: 'green' },
};

export const Coloured: Story = { args: { icon: alertTriangleIcon, color: 'orange' } };

export const NightShift: Story = { args: { icon: moonIcon, color: 'blue', label: 'Nachtdienst' } };

/** With a label the icon is an image with that accessible name. */
export const Labelled: Story = {
  args: { icon: bellIcon, label: 'Meldingen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Meldingen' })).toBeVisible();
  },
};

/** Every icon in the set, with its name. */
export const AllIcons: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: '0.5rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {allIcons.map((icon) => (
        <li key={icon.name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <Icon {...args} icon={icon} />
          <code>{icon.name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(allIcons.length);
  },
};
