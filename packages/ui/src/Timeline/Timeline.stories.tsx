import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline } from './Timeline';

const meta = {
  title: 'UI/Timeline',
  component: Timeline,
  args: {
    'aria-label': 'Verloop van de aanvraag',
    entries: [
      { id: 1, title: 'Document geüpload', date: '2026-10-01', state: 'done' },
      {
        id: 2,
        title: 'In behandeling',
        date: '2026-10-03',
        description: 'Het kantoor controleert je document.',
        state: 'current',
      },
      { id: 3, title: 'Beoordeling verwacht', date: '2026-10-10', state: 'upcoming' },
    ],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Verloop van de aanvraag' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Document geüpload1 oktober 2026Afgerond');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent('Huidige stap');
    await expect(within(list).getByText('3 oktober 2026')).toHaveAttribute(
      'datetime',
      '2026-10-03',
    );
  },
};

export const WithoutStates: Story = {
  args: {
    entries: [
      { id: 'a', title: 'Account aangemaakt', date: '2025-01-15T09:00:00Z' },
      { id: 'b', title: 'Profiel aangevuld', date: '2025-02-02T23:30:00Z' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 februari 2025')).toBeVisible();
    await expect(canvas.queryByText('Afgerond')).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    entries: [
      {
        id: 1,
        title:
          'Verklaring omtrent het gedrag aangevraagd bij de gemeente en doorgestuurd naar het kantoor',
        date: '2026-09-01',
        description:
          'Het kantoor heeft je verklaring ontvangen. De controle duurt meestal vijf werkdagen; je krijgt een bericht zodra de verklaring is goedgekeurd of als er iets ontbreekt.',
        state: 'done',
      },
      { id: 2, title: 'Goedgekeurd', date: '2026-09-08', state: 'current' },
    ],
  },
};

export const Empty: Story = {
  args: { entries: [], emptyText: 'Er is nog niets gebeurd' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Er is nog niets gebeurd')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
