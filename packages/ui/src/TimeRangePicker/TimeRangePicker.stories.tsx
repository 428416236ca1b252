import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TimeRange } from './hhmm';
import { TimeRangePicker } from './TimeRangePicker';

const segmentsOf = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('group', { name })).getAllByRole('spinbutton');

const meta = {
  title: 'UI/TimeRangePicker',
  component: TimeRangePicker,
  args: { onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TimeRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Tijd' })).toBeInTheDocument();
    // 24-hour clock: hours and minutes only, no AM/PM segment.
    const from = segmentsOf(canvas, 'Van (tijd)');
    await expect(from).toHaveLength(2);
    await expect(segmentsOf(canvas, 'Tot (tijd)')).toHaveLength(2);

    await userEvent.click(from[0] as HTMLElement);
    await userEvent.keyboard('0900');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '09:00', to: null });
    await userEvent.click(segmentsOf(canvas, 'Tot (tijd)')[0] as HTMLElement);
    await userEvent.keyboard('1730');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '09:00', to: '17:30' });
  },
};

/**
 * Two digits that make no hour or minutes are refused, not changed: react-aria took '99' as 09:09
 * and '75' minutes as 05. The time holds nothing until it is typed again.
 */
export const RefusesImpossibleTimes: Story = {
  args: { defaultValue: { from: '14:30', to: '16:00' } },
  play: async ({ canvas, args }) => {
    const [hour, minute] = segmentsOf(canvas, 'Van (tijd)');
    await userEvent.click(hour as HTMLElement);
    await userEvent.keyboard('99');
    await expect(canvas.getByText('Vul een uur van 00 tot en met 23 in')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: null, to: '16:00' });
    await expect(args.onChange).not.toHaveBeenCalledWith({ from: '09:09', to: '16:00' });

    await userEvent.click(hour as HTMLElement);
    await userEvent.keyboard('0945');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '09:45', to: '16:00' });
    await expect(canvas.queryByText('Vul een uur van 00 tot en met 23 in')).toBeNull();

    await userEvent.click(minute as HTMLElement);
    await userEvent.keyboard('75');
    await expect(canvas.getByText('Vul minuten van 00 tot en met 59 in')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalledWith({ from: '09:05', to: '16:00' });
  },
};

export const WithValue: Story = {
  args: { defaultValue: { from: '08:00', to: '16:30' } },
  play: async ({ canvas }) => {
    await expect(segmentsOf(canvas, 'Van (tijd)').map((segment) => segment.textContent)).toEqual([
      '08',
      '00',
    ]);
    await expect(segmentsOf(canvas, 'Tot (tijd)').map((segment) => segment.textContent)).toEqual([
      '16',
      '30',
    ]);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: { from: '08:00', to: '16:30' } },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(segmentsOf(canvas, 'Van (tijd)')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '09:00', to: '16:30' });

    // Moving from one time to the other is no blur of the picker; leaving it is.
    await userEvent.tab();
    await userEvent.tab();
    await expect(segmentsOf(canvas, 'Tot (tijd)')[0]).toHaveFocus();
    await expect(args.onBlur).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '09:00', to: '15:30' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithError: Story = {
  args: {
    defaultValue: { from: '17:00', to: '09:00' },
    errorMessage: 'De eindtijd moet na de begintijd liggen',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('De eindtijd moet na de begintijd liggen')).toBeVisible();
    // react-aria adds the selected time ('Geselecteerde tijd: 17:00') to the description.
    await expect(canvas.getByRole('group', { name: 'Van (tijd)' })).toHaveAccessibleDescription(
      /De eindtijd moet na de begintijd liggen/,
    );
    await expect(segmentsOf(canvas, 'Tot (tijd)')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithDescription: Story = {
  args: { description: 'Lokale Nederlandse tijd' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Tot (tijd)' })).toHaveAccessibleDescription(
      'Lokale Nederlandse tijd',
    );
  },
};

export const Disabled: Story = {
  args: {
    isDisabled: true,
    defaultValue: { from: '08:00', to: '16:30' },
    errorMessage: 'Vul een tijd in',
  },
  play: async ({ canvas }) => {
    await expect(segmentsOf(canvas, 'Van (tijd)')[0]).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByText('Vul een tijd in')).not.toBeInTheDocument();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Pauze' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Pauze' })).toBeInTheDocument();
  },
};

function ControlledTimeRangePicker() {
  const [times, setTimes] = useState<TimeRange>({ from: '07:00', to: '15:00' });
  return (
    <>
      <TimeRangePicker value={times} onChange={setTimes} />
      <p>
        Dienst: {times.from ?? '--:--'} tot {times.to ?? '--:--'}
      </p>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledTimeRangePicker />,
  play: async ({ canvas }) => {
    await userEvent.click(segmentsOf(canvas, 'Tot (tijd)')[1] as HTMLElement);
    await userEvent.keyboard('45');
    await expect(canvas.getByText('Dienst: 07:00 tot 15:45')).toBeInTheDocument();
  },
};
