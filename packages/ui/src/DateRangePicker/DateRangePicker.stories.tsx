import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';
import type { IsoDateRange } from './isoDateRange';

/** The calendar popover is portalled to the document body, outside the story canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const segmentTexts = (group: HTMLElement) =>
  within(group)
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent);

const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Periode', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Periode' });
    await expect(segmentTexts(group)).toEqual(['dd', 'mm', 'jjjj', 'dd', 'mm', 'jjjj']);
    await userEvent.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('01032024');
    await userEvent.keyboard('31032024');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: '2024-03-01',
      end: '2024-03-31',
    });
  },
};

/** A start date that does not exist (31-02-2025) stays as typed and says so. */
export const ImpossibleDate: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Periode' });
    await userEvent.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('31022025');
    await userEvent.keyboard('10032025');
    await userEvent.tab();
    await expect(await canvas.findByText('Deze datum bestaat niet')).toBeVisible();
    await expect(segmentTexts(group).slice(0, 3)).toEqual(['31', '02', '2025']);
    await expect(args.onChange).not.toHaveBeenCalledWith({
      start: '2025-02-28',
      end: '2025-03-10',
    });
  },
};

export const WithValue: Story = {
  args: { defaultValue: { start: '2024-03-01', end: '2024-03-05' } },
  play: async ({ canvas }) => {
    await expect(segmentTexts(canvas.getByRole('group', { name: 'Periode' }))).toEqual([
      '01',
      '03',
      '2024',
      '05',
      '03',
      '2024',
    ]);
  },
};

export const CalendarByKeyboard: Story = {
  args: { defaultValue: { start: '2024-03-01', end: '2024-03-05' } },
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: /Kalender/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('maart 2024');
    await waitFor(() => expect(dialog.ownerDocument.activeElement).toHaveTextContent(/^1$/));
    // Down a week to the 8th, Enter starts the range (react-aria then moves focus to the 9th to
    // show a range is being chosen), one step right to the 10th, Enter ends it.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(dialog.ownerDocument.activeElement).toHaveTextContent(/^9$/));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2024-03-08', end: '2024-03-10' });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The calendar's weekdays read as the agenda's ('ma di wo'), and today is marked. */
export const WeekdaysAndToday: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Kalender/ }));
    const dialog = await page(canvasElement).findByRole('dialog');
    // (The grid's head is hidden from screen readers, which read each day's full name.)
    const weekdays = [...dialog.querySelectorAll('thead th')];
    await expect(weekdays.map((header) => header.textContent)).toEqual([
      'ma',
      'di',
      'wo',
      'do',
      'vr',
      'za',
      'zo',
    ]);
    const today = within(dialog)
      .getAllByRole('button')
      .find((cell) => cell.hasAttribute('data-today'));
    await expect(today).toBeDefined();
    await expect(getComputedStyle(today as HTMLElement).boxShadow).not.toBe('none');
    await expect(getComputedStyle(today as HTMLElement).fontWeight).toBe('700');
    // Closed again: the month shown depends on the day, the visual check's screenshot must not.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const MinAndMax: Story = {
  args: {
    defaultValue: { start: '2024-03-11', end: '2024-03-12' },
    minValue: '2024-03-10',
    maxValue: '2024-03-20',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Kalender/ }));
    const dialog = await page(canvasElement).findByRole('dialog');
    const cell = (day: string) => within(dialog).getByText(day, { selector: '[role="button"]' });
    await expect(cell('10')).not.toHaveAttribute('aria-disabled');
    await expect(cell('9')).toHaveAttribute('aria-disabled', 'true');
    await expect(cell('21')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

export const WithError: Story = {
  args: {
    defaultValue: { start: '2024-03-01', end: '2024-03-05' },
    errorMessage: 'Kies een periode van maximaal een maand',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kies een periode van maximaal een maand')).toBeVisible();
    const [firstSegment] = within(canvas.getByRole('group', { name: 'Periode' })).getAllByRole(
      'spinbutton',
    );
    await expect(firstSegment).toHaveAttribute('aria-invalid', 'true');
  },
};

export const EmptyErrorMessage: Story = {
  args: { errorMessage: '' },
  play: async ({ canvas }) => {
    const [firstSegment] = within(canvas.getByRole('group', { name: 'Periode' })).getAllByRole(
      'spinbutton',
    );
    await expect(firstSegment).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: {
    isDisabled: true,
    defaultValue: { start: '2024-03-01', end: '2024-03-05' },
    errorMessage: 'Kies een periode',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Kalender/ })).toBeDisabled();
    await expect(canvas.queryByText('Kies een periode')).not.toBeInTheDocument();
  },
};

function ControlledDateRangePicker() {
  const [period, setPeriod] = useState<IsoDateRange | null>({
    start: '2024-06-01',
    end: '2024-06-30',
  });
  return (
    <>
      <DateRangePicker label="Periode" value={period} onChange={setPeriod} />
      <p>Gekozen: {period ? `${period.start} t/m ${period.end}` : 'geen'}</p>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDateRangePicker />,
  play: async ({ canvas }) => {
    const segments = within(canvas.getByRole('group', { name: 'Periode' })).getAllByRole(
      'spinbutton',
    );
    await userEvent.click(segments[3] as HTMLElement);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByText('Gekozen: 2024-06-01 t/m 2024-06-29')).toBeInTheDocument();
  },
};
