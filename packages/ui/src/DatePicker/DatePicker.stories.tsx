import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

/** The calendar popover is portalled to the document body, outside the story canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { label: 'Geboortedatum', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Geboortedatum' });
    const segments = within(group).getAllByRole('spinbutton');
    // nl-NL order: day, month, year.
    await expect(segments.map((segment) => segment.textContent)).toEqual(['dd', 'mm', 'jjjj']);
    await userEvent.click(segments[0] as HTMLElement);
    await userEvent.keyboard('15032024');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-15');
    await userEvent.tab();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const WithValue: Story = {
  args: { defaultValue: '2024-03-15' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Geboortedatum' });
    await expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((segment) => segment.textContent),
    ).toEqual(['15', '03', '2024']);
  },
};

export const CalendarByKeyboard: Story = {
  args: { defaultValue: '2024-03-15' },
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: /Kalender/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('maart 2024');
    await waitFor(() => expect(dialog.ownerDocument.activeElement).toHaveTextContent(/^15$/));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2024-03-16');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    // react-aria gives the focus back in an animation frame after the popover has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The segments' texts of the date field labelled `name`. */
const shownSegments = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('group', { name }))
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent);

/**
 * A date that does not exist (31-02-2025): when focus leaves, the field keeps it as typed and says
 * so, and passes it on as typed, instead of becoming 28-02-2025 without a word.
 */
export const ImpossibleDate: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Geboortedatum' });
    const [day] = within(group).getAllByRole('spinbutton');
    if (!day) throw new Error('No day segment');
    await userEvent.click(day);
    await userEvent.keyboard('31022025');
    await userEvent.tab();
    await expect(await canvas.findByText('Deze datum bestaat niet')).toBeVisible();
    await expect(shownSegments(canvas, 'Geboortedatum')).toEqual(['31', '02', '2025']);
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-02-31');
    await expect(args.onChange).not.toHaveBeenCalledWith('2025-02-28');
    await userEvent.click(day);
    await userEvent.keyboard('28');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-02-28');
    await expect(canvas.queryByText('Deze datum bestaat niet')).toBeNull();
  },
};

function ControlledWithDate() {
  const [date, setDate] = useState<string | null>('1988-04-17');
  return (
    <>
      <DatePicker label="Geboortedatum" value={date} onChange={setDate} />
      <p>Gekozen: {date ?? 'geen'}</p>
    </>
  );
}

/**
 * A date that had a value (17-04-1988) retyped as 31-02-1990 and left: the form holds
 * `1990-02-31`, not 1990-02-28 or the old date, and the segments still show what was typed.
 */
export const ImpossibleDateControlled: Story = {
  render: () => <ControlledWithDate />,
  play: async ({ canvas }) => {
    const [day] = within(canvas.getByRole('group', { name: 'Geboortedatum' })).getAllByRole(
      'spinbutton',
    );
    if (!day) throw new Error('No day segment');
    await userEvent.click(day);
    await userEvent.keyboard('31021990');
    await userEvent.tab();
    await expect(await canvas.findByText('Deze datum bestaat niet')).toBeVisible();
    await expect(canvas.getByText('Gekozen: 1990-02-31')).toBeVisible();
    await expect(shownSegments(canvas, 'Geboortedatum')).toEqual(['31', '02', '1990']);
  },
};

export const MaxDate: Story = {
  args: { defaultValue: '2024-03-15', maxValue: '2024-03-20', minValue: '2024-03-10' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Kalender/ }));
    const dialog = await page(canvasElement).findByRole('dialog');
    const cell = (day: string) => within(dialog).getByText(day, { selector: '[role="button"]' });
    await expect(cell('20')).not.toHaveAttribute('aria-disabled');
    await expect(cell('21')).toHaveAttribute('aria-disabled', 'true');
    await expect(cell('9')).toHaveAttribute('aria-disabled', 'true');
    // The header's next-month button (react-aria adds a second, visually hidden one at the end).
    await expect(within(dialog).getAllByRole('button', { name: 'Volgende' })[0]).toBeDisabled();
    await userEvent.keyboard('{Escape}');
  },
};

export const WithError: Story = {
  args: {
    defaultValue: '2030-01-01',
    errorMessage: 'Je geboortedatum mag niet in de toekomst liggen',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Je geboortedatum mag niet in de toekomst liggen')).toBeVisible();
    const day = within(canvas.getByRole('group', { name: 'Geboortedatum' })).getAllByRole(
      'spinbutton',
    )[0];
    await expect(day).toHaveAttribute('aria-invalid', 'true');
  },
};

export const EmptyErrorMessage: Story = {
  args: { errorMessage: '' },
  play: async ({ canvas }) => {
    const day = within(canvas.getByRole('group', { name: 'Geboortedatum' })).getAllByRole(
      'spinbutton',
    )[0];
    await expect(day).not.toHaveAttribute('aria-invalid');
  },
};

export const WithDescription: Story = {
  args: { description: 'Zoals in je paspoort.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Zoals in je paspoort.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2024-03-15', errorMessage: 'Vul je geboortedatum in' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Kalender/ })).toBeDisabled();
    await expect(canvas.queryByText('Vul je geboortedatum in')).not.toBeInTheDocument();
  },
};

function ControlledDatePicker() {
  const [date, setDate] = useState<string | null>('2024-05-01');
  return (
    <>
      <DatePicker label="Startdatum" value={date} onChange={setDate} />
      <p>Gekozen: {date ?? 'geen'}</p>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDatePicker />,
  play: async ({ canvas }) => {
    const day = within(canvas.getByRole('group', { name: 'Startdatum' })).getAllByRole(
      'spinbutton',
    )[0] as HTMLElement;
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByText('Gekozen: 2024-05-02')).toBeInTheDocument();
  },
};
