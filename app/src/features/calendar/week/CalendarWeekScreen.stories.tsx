import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CalendarDate } from '@internationalized/date';
import { CalendarItemType } from '@pidz/contracts';
import { atWallClock, toIsoDateTime } from '@pidz/ui';
import { withApp } from '../../../testing/AppDecorator';
import { availabilityHandler, CalendarStoryRoutes, storyItem } from '../calendarStoryFrame';
import { weekViewChunk } from '../viewChunks';
import { paths } from '../../../paths';

/** The week view (`/calendar/week/:year?/:week?/:day?`) on the mocked back end. */
const meta = {
  title: 'Screens/Calendar/Week',
  component: CalendarStoryRoutes,
  decorators: [withApp],
  parameters: { route: paths.calendar.week(), scenario: 'freelancer' },
  // The week view's chunk, loaded first as the week route's loader does in the app.
  loaders: [() => weekViewChunk.preload()],
} satisfies Meta<typeof CalendarStoryRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (day: CalendarDate, hour: number, minute = 0) =>
  toIsoDateTime(atWallClock(day, hour, minute));

/** Week 43 of 2026 ends on Sunday 25 October, when the clocks go back an hour. */
const monday = new CalendarDate(2026, 10, 19);
const dstSunday = new CalendarDate(2026, 10, 25);
const dstWeekItems = [
  // Two overlapping shifts on Tuesday: side by side.
  storyItem(1, at(monday.add({ days: 1 }), 7), at(monday.add({ days: 1 }), 15)),
  storyItem(2, at(monday.add({ days: 1 }), 12), at(monday.add({ days: 1 }), 20), {
    type: CalendarItemType.FREELANCER_REQUEST,
  }),
  // An all-day unavailable Wednesday.
  storyItem(3, at(monday.add({ days: 2 }), 0), at(monday.add({ days: 3 }), 0), {
    type: CalendarItemType.UNAVAILABLE,
    isAllDay: true,
  }),
  // A night shift from Friday into Saturday.
  storyItem(4, at(monday.add({ days: 4 }), 22), at(monday.add({ days: 5 }), 6)),
  // A night shift across the clock change: 23:00 Saturday to 07:00 Sunday (9 hours).
  storyItem(5, at(dstSunday.subtract({ days: 1 }), 23), at(dstSunday, 7)),
];

/** The current week with the seed's items. */
export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /^Week \d+, \d{4}$/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Week' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      canvas.getAllByRole('list', {
        name: /^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) /,
      }),
    ).toHaveLength(7);
  },
};

/**
 * The DST week: overlapping items side by side, an all-day row, a night shift on both days it
 * touches, and a night across the clock change shown at its Amsterdam times.
 */
export const DstWeekWithNightShiftAndAllDay: Story = {
  parameters: {
    route: `${paths.calendar.week()}/2026/43`,
    msw: { handlers: [availabilityHandler(dstWeekItems)] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Week 43, 2026' }),
    ).toBeVisible();
    const allDay = canvas.getByRole('list', { name: 'Hele dag woensdag 21 oktober 2026' });
    await expect(await within(allDay).findByRole('button', { name: /Hele dag/ })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /22:00–06:00/ })).toHaveLength(2),
    );
    await expect(canvas.getAllByRole('button', { name: /23:00–07:00/ })).toHaveLength(2);
    const tuesday = canvas.getByRole('list', { name: 'dinsdag 20 oktober 2026' });
    const [first, second] = within(tuesday).getAllByRole('listitem');
    await expect(first?.style.width).toBe('50%');
    await expect(second?.style.left).toBe('50%');
  },
};

/** The 'Week' dropdown lists the year's weeks as 'Week n' and shows the one chosen. */
export const WeekDropdown: Story = {
  parameters: {
    route: `${paths.calendar.week()}/2026/43`,
    msw: { handlers: [availabilityHandler([])] },
  },
  play: async ({ canvas, canvasElement }) => {
    const dropdown = await canvas.findByRole('button', { name: /Week 43/ });
    // Its label names it for screen readers only: no 'Week' above 'Week 43'.
    const label = canvas.getAllByText('Week', { exact: true }).find((text) => !text.closest('a'));
    if (!label) throw new Error('no label');
    await expect(label.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await userEvent.click(dropdown);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(53);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Week 45' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Week 45, 2026' }),
    ).toBeVisible();
  },
};

/**
 * A phone (390 × 844): three days at a time, wide enough for a tile's times (a swipe, a
 * horizontal scroll, shows the others); the week is one scroll area under its day headings, opened
 * at 07:00 with that label whole; the heading and its steps choose the week (no dropdown).
 */
export const NarrowScreen: Story = {
  parameters: {
    route: `${paths.calendar.week()}/2026/43`,
    msw: { handlers: [availabilityHandler(dstWeekItems)] },
    viewport: {
      options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const week = await canvas.findByRole('region', { name: 'Agenda Week 43, 2026' });
    const hours = within(week).getByRole('region', { name: 'Uren' });
    const tuesday = within(week).getByRole('list', { name: 'dinsdag 20 oktober 2026' });
    await waitFor(() => expect(within(tuesday).getAllByRole('listitem')).toHaveLength(2));
    // Three days fill the width beside the hour axis; the others are scrolled to.
    const dayWidth = tuesday.getBoundingClientRect().width;
    await expect(dayWidth).toBeGreaterThan((week.clientWidth - 56) / 3 - 2);
    await expect(week.scrollWidth).toBeGreaterThan(week.clientWidth * 2);
    // One scroll area: the hours do not scroll on their own.
    await expect(hours.scrollHeight).toBeLessThanOrEqual(hours.clientHeight + 1);
    // Opened at 07:00, its label below the day headings, not cut off.
    const heading = within(week).getAllByRole('button', { name: /oktober 2026/ })[0];
    const seven = within(week).getByText('07:00');
    await waitFor(() =>
      expect(seven.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        heading?.getBoundingClientRect().bottom ?? Infinity,
      ),
    );
    await expect(canvas.queryByRole('button', { name: /Week 43/ })).toBeNull();
  },
};

/**
 * A phone in this week: the week opens on today's column, beside the hour axis, and the next
 * day peeks in at the right edge (the swipe to the others is evident); the week is a labelled
 * scroll area the keyboard reaches.
 */
export const NarrowScreenToday: Story = {
  parameters: {
    route: paths.calendar.week(),
    msw: { handlers: [availabilityHandler([])] },
    viewport: NarrowScreen.parameters?.viewport,
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const week = await canvas.findByRole('region', { name: /^Agenda Week/ });
    await expect(week).toHaveAttribute('tabindex', '0');
    const today = week.querySelector('[data-today]');
    if (!today) throw new Error('no column for today');
    const frame = week.getBoundingClientRect();
    await waitFor(() => {
      const column = today.getBoundingClientRect();
      expect(column.left).toBeGreaterThanOrEqual(frame.left + 56 - 1);
      expect(column.right).toBeLessThanOrEqual(frame.right + 1);
    });
    // Not a whole number of days: a day is cut off at the right edge unless the week ends there.
    const dayWidth = today.getBoundingClientRect().width;
    await expect((week.clientWidth - 56) / dayWidth).toBeCloseTo(2.5, 1);
  },
};
