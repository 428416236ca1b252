import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  args: { children: 'Mijn beschikbaarheid' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Mijn beschikbaarheid' });
    await expect(getComputedStyle(heading).fontSize).toBe('24px');
  },
};

export const Black: Story = { args: { variant: 'black' } };

export const ExtraSmall: Story = { args: { size: 'xsm' } };

export const Small: Story = { args: { size: 'sm' } };

export const Medium: Story = { args: { size: 'md' } };

export const Large: Story = { args: { size: 'lg' } };

export const ExtraLarge: Story = {
  args: { size: 'xl' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('heading')).fontSize).toBe('32px');
  },
};

/** Level and size are independent: an h1 shown small. */
export const LevelSeparateFromSize: Story = {
  args: { level: 1, size: 'sm', children: 'Profiel' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Profiel' });
    await expect(getComputedStyle(heading).fontSize).toBe('14px');
  },
};

export const LongContent: Story = {
  args: {
    children:
      'Werkervaring bij de afdeling intensive care van het Universitair Medisch Centrum Utrecht, inclusief nachtdiensten en weekenddiensten',
  },
};
