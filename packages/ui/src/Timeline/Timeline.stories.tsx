import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
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

/** Entries that ask for attention: a tone with its note in words, and an action per entry. */
export const WithNotesAndActions: Story = {
  args: {
    'aria-label': 'Verloopt binnenkort',
    entries: [
      {
        id: 1,
        title: 'Verklaring omtrent het gedrag',
        date: '2026-11-20',
        dateLabel: 'Geldig tot',
        description: 'vog-2023.pdf',
        note: 'Verlopen',
        tone: 'danger',
        action: <Button variant="secondary">Verklaring omtrent het gedrag vernieuwen</Button>,
      },
      {
        id: 2,
        title: 'Diploma',
        date: '2026-12-10',
        dateLabel: 'Geldig tot',
        description: 'diploma.pdf',
        note: 'Bijna verlopen: over 15 dagen',
        tone: 'warning',
      },
      {
        id: 3,
        title: 'BIG-registratie',
        date: '2027-06-01',
        dateLabel: 'Geldig tot',
        note: 'Verloopt over 188 dagen',
      },
    ],
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Verloopt binnenkort' })).getAllByRole(
      'listitem',
    );
    await expect(items[0]).toHaveTextContent(
      'Verklaring omtrent het gedragGeldig tot 20 november 2026vog-2023.pdfVerlopen',
    );
    await expect(
      within(items[0] as HTMLElement).getByRole('button', {
        name: 'Verklaring omtrent het gedrag vernieuwen',
      }),
    ).toBeVisible();
    await expect(within(items[1] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Bijna verlopen: over 15 dagen')).toBeVisible();
  },
};
