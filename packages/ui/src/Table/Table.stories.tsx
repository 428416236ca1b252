import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusRow } from '../StatusRow';
import { Table, type TableColumn } from './Table';

interface RateRow {
  id: number;
  organisation: string;
  department: string;
  city: string;
  rate: number;
  periodical_rate: number | null;
  status: 'approved' | 'new' | 'declined';
}

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

const columns: TableColumn<RateRow>[] = [
  { field: 'organisation', label: 'Organisatie', width: '26%' },
  { field: 'department', label: 'Afdeling', width: '22%' },
  { field: 'city', label: 'Plaats', width: '16%' },
  {
    field: 'rate',
    label: 'Incidenteel',
    width: '12%',
    valueTemplate: (row) => euro.format(row.rate),
  },
  {
    field: 'periodical_rate',
    label: 'Periodiek',
    width: '12%',
    valueTemplate: (row) => (row.periodical_rate === null ? '–' : euro.format(row.periodical_rate)),
  },
  {
    field: 'status',
    label: 'Status',
    width: '12rem',
    valueTemplate: (row) => <StatusRow status={row.status} />,
  },
];

const rows: RateRow[] = [
  {
    id: 1,
    organisation: 'Zorggroep De Linde',
    department: 'Verpleegafdeling 2',
    city: 'Utrecht',
    rate: 48.5,
    periodical_rate: 45,
    status: 'approved',
  },
  {
    id: 2,
    organisation: 'Thuiszorg Kromme Rijn',
    department: 'Wijkteam Oost',
    city: 'Houten',
    rate: 52,
    periodical_rate: null,
    status: 'new',
  },
  {
    id: 3,
    organisation: 'Amaliazorg',
    department: 'Psychogeriatrie',
    city: 'Zeist',
    rate: 46.75,
    periodical_rate: 44.25,
    status: 'declined',
  },
];

const meta = {
  title: 'UI/Table',
  component: Table<RateRow>,
  args: { caption: 'Afwijkende tarieven', columns, rows },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: parameters.tableWidth ?? 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Table<RateRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Afwijkende tarieven' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Organisatie',
      'Afdeling',
      'Plaats',
      'Incidenteel',
      'Periodiek',
      'Status',
    ]);
    await expect(headers[0]).toHaveAttribute('scope', 'col');
    const firstRow = within(table).getAllByRole('row')[1];
    if (!firstRow) throw new Error('No first data row');
    await expect(within(firstRow).getByRole('cell', { name: euro.format(48.5) })).toBeVisible();
    await expect(within(firstRow).getByText('Goedgekeurd')).toBeVisible();
  },
};

export const ColumnGroups: Story = {
  args: {
    columnGroups: [
      { label: 'Opdrachtgever', span: 3 },
      { label: 'Tarief per uur', span: 2 },
    ],
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('columnheader', { name: 'Tarief per uur' });
    await expect(group).toHaveAttribute('scope', 'colgroup');
    await expect(group).toHaveAttribute('colspan', '2');
    await expect(canvas.getByRole('columnheader', { name: 'Opdrachtgever' })).toHaveAttribute(
      'colspan',
      '3',
    );
  },
};

export const Compact: Story = {
  args: { isCompact: true },
};

export const ResponsiveWide: Story = {
  args: { isResponsive: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Plaats' })).toBeVisible();
    const city = canvas.getByRole('cell', { name: 'Utrecht' });
    await expect(within(city).getByText('Plaats')).not.toBeVisible();
  },
};

export const ResponsiveNarrow: Story = {
  args: { isResponsive: true, columnGroups: [{ label: 'Opdrachtgever', span: 3 }] },
  parameters: { tableWidth: 360 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Afwijkende tarieven' });
    // Explicit roles keep the table semantics that display: block may drop.
    await expect(table).toHaveAttribute('role', 'table');
    // Each row is a card: the label stands in front of the value.
    const city = within(table).getByRole('cell', { name: 'Utrecht' });
    await expect(within(city).getByText('Plaats')).toBeVisible();
    await expect(window.getComputedStyle(city).display).toBe('grid');
    // The header row is only hidden from sight: cells keep their column headers.
    await expect(within(table).getAllByRole('columnheader', { name: 'Plaats' })).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'Je hebt nog geen afwijkende tarieven ingesteld' },
  play: async ({ canvas }) => {
    const empty = canvas.getByRole('cell', {
      name: 'Je hebt nog geen afwijkende tarieven ingesteld',
    });
    await expect(empty).toHaveAttribute('colspan', '6');
  },
};

export const EmptyDefaultText: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Geen gegevens' })).toBeVisible();
  },
};

export const HiddenCaption: Story = {
  args: { isCaptionHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Afwijkende tarieven' })).toBeVisible();
    // Clipped to a single pixel: out of sight, still in the accessibility tree.
    await expect(
      canvas.getByText('Afwijkende tarieven').getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  },
};

export const LongContent: Story = {
  args: {
    rows: [
      {
        id: 9,
        organisation:
          'Stichting Regionale Zorgcombinatie Utrechtse Heuvelrug, Kromme Rijnstreek en Lopikerwaard',
        department: 'Afdeling kortdurende geriatrische revalidatie en herstelzorg',
        city: 'Wijk bij Duurstede',
        rate: 1250.75,
        periodical_rate: 1199.99,
        status: 'approved',
      },
      ...rows,
    ],
  },
};
