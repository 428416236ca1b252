import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from './Icon';
import { iconNames } from './iconMap';

const meta = {
  title: 'UI/Icon',
  component: Icon,
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default icon is `activity`, medium, black and decorative (hidden from assistive technology). */
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
  args: { isBoxed: true, size: 'small', name: 'calendar' },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('[data-icon]');
    await expect(icon?.getBoundingClientRect().width).toBe(24);
  },
};

export const Boxed: Story = {
  args: { isBoxed: true, name: 'calendar' },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('[data-icon]');
    await expect(icon?.getBoundingClientRect().width).toBe(30);
    if (!icon) throw new Error('icon not rendered');
    await expect(getComputedStyle(icon).backgroundColor).toBe('rgb(11, 92, 171)');
  },
};

export const BoxedLarge: Story = {
  args: { isBoxed: true, size: 'large', name: 'calendar' },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('[data-icon]');
    await expect(icon?.getBoundingClientRect().width).toBe(56);
  },
};

export const BoxedGreen: Story = {
  args: { isBoxed: true, name: 'check', backgroundColor: 'green' },
};

export const Coloured: Story = { args: { name: 'alert-triangle', color: 'orange' } };

export const NightShift: Story = { args: { name: 'moon', color: 'blue', label: 'Nachtdienst' } };

/** With a label the icon is an image with that accessible name. */
export const Labelled: Story = {
  args: { name: 'bell', label: 'Meldingen' },
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
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};
