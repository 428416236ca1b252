import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Opdrachten',
    onChange: fn(),
    items: [
      { id: 'incidental', label: 'Incidenteel', content: 'Losse diensten bij zorgorganisaties.' },
      { id: 'periodical', label: 'Periodiek', content: 'Terugkerende diensten voor langere tijd.' },
      { id: 'archive', label: 'Archief', content: 'Afgeronde opdrachten.' },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is active; clicking another shows its panel. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('tab', { name: 'Incidenteel' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Incidenteel' })).toHaveTextContent(
      'Losse diensten',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Periodiek' }));
    await expect(args.onChange).toHaveBeenCalledWith('periodical');
    await expect(canvas.getByRole('tabpanel', { name: 'Periodiek' })).toBeVisible();
    await expect(first).toHaveAttribute('aria-selected', 'false');
  },
};

/** Arrow keys move between tabs (automatic activation). */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Incidenteel' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('tab', { name: 'Periodiek' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Archief' })).toHaveFocus();
  },
};

export const SecondActive: Story = { args: { defaultValue: 'periodical' } };

export const DisabledTab: Story = {
  args: {
    items: [
      { id: 'incidental', label: 'Incidenteel', content: 'Losse diensten bij zorgorganisaties.' },
      {
        id: 'periodical',
        label: 'Periodiek',
        content: 'Terugkerende diensten.',
        isDisabled: true,
      },
    ],
  },
  play: async ({ canvas, args }) => {
    const disabled = canvas.getByRole('tab', { name: 'Periodiek' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ManyTabs: Story = {
  args: {
    items: [
      'Werkervaring',
      'Opleidingen',
      'Trainingen',
      'Registraties',
      'Talen',
      'Competenties',
      'Sectoren',
      'Functies',
    ].map((label) => ({ id: label, label, content: `Overzicht van ${label.toLowerCase()}.` })),
  },
};

/** Controlled by `value` / `onChange`. */
export const Controlled: Story = {
  render: function ControlledTabs(args) {
    const [value, setValue] = useState('archive');
    return (
      <>
        <p>Actief: {value}</p>
        <Tabs {...args} value={value} onChange={setValue} />
      </>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Archief' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Incidenteel' }));
    await expect(canvas.getByText('Actief: incidental')).toBeVisible();
  },
};
