import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CalendarItemType, type CalendarItem } from '@pidz/contracts';
import { atWallClock, formatWeekdayDate, monthName, todayInAppZone, toIsoDateTime } from '@pidz/ui';
import { storyQueryClient, withApp } from '../../../testing/AppDecorator';
import { rpcAnswers } from '../../../testing/rpcAnswers';
import { availabilityHandler, CalendarStoryRoutes, storyItem } from '../calendarStoryFrame';
import { writeFreelancerOfflineCopy } from '../../../testing/offlineCopy';
import { availabilityQuery } from '../api';
import { periodOf, visibleRange } from '../model';
import { paths } from '../../../paths';

/** The month view (`/calendar/month/:year?/:month?/:day?`) on the mocked back end. */
const meta = {
  title: 'Screens/Calendar/Month',
  component: CalendarStoryRoutes,
  decorators: [withApp],
  parameters: { route: paths.calendar.month(), scenario: 'freelancer' },
} satisfies Meta<typeof CalendarStoryRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const today = todayInAppZone();
const thisMonth = `${monthName(today.month)} ${today.year}`;

/** Modals and toasts are portalled to the document body. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The grid's day cell for a date: its name starts with the full Dutch date. */
const dayCell = (canvasElement: HTMLElement, date = today) =>
  within(canvasElement).findByRole('gridcell', {
    name: (name) => name.startsWith(`${formatWeekdayDate(date.toString())},`),
  });

/** A day cell's accessible name (its first, visually hidden, text). */
const nameOf = (cell: HTMLElement) => cell.querySelector('span')?.textContent ?? '';

/** The current month with the seed's shifts, requests and unavailable periods. */
export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: thisMonth })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: `Agenda ${thisMonth}` });
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    await expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('ma');
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
    const todayCell = await dayCell(canvasElement);
    await expect(todayCell).toHaveAttribute('tabindex', '0');
    await expect(nameOf(todayCell)).toMatch(/vandaag$/);
    // Some day of the month carries items.
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('gridcell')
          .some((cell) => /, [1-9]\d* items?/.test(nameOf(cell))),
      ).toBe(true),
    );
  },
};

/** Arrow keys move the focus a day or a week (the URL follows); Enter opens the day drawer. */
export const KeyboardAndDayDrawer: Story = {
  play: async ({ canvasElement }) => {
    const todayCell = await dayCell(canvasElement);
    todayCell.focus();
    await userEvent.keyboard('{ArrowDown}');
    const nextWeek = await dayCell(canvasElement, today.add({ weeks: 1 }));
    await waitFor(() => expect(nextWeek).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(async () => expect(await dayCell(canvasElement)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const drawer = await body(canvasElement).findByRole('dialog', {
      name: formatWeekdayDate(today.toString()),
    });
    await expect(
      within(drawer).getByRole('link', { name: 'Niet beschikbaar toevoegen' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Page Down shows the next month, 'Vorige' the one before; a live region announces the period. */
export const ChangePeriod: Story = {
  play: async ({ canvas, canvasElement }) => {
    const next = today.add({ months: 1 });
    (await dayCell(canvasElement)).focus();
    await userEvent.keyboard('{PageDown}');
    const nextHeading = `${monthName(next.month)} ${next.year}`;
    await expect(await canvas.findByRole('heading', { level: 2, name: nextHeading })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      nextHeading,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Vorige' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: thisMonth })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: nextHeading })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Vandaag' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: thisMonth })).toBeVisible();
  },
};

/** The `calendar:getAvailability` calls answered so far in `PrefetchedPeriods`. */
let answeredRanges = 0;

/**
 * The months beside the shown one load beforehand: 'Volgende' shows the next month at once, in
 * the same grid, without a loading state. A month not loaded yet shows its days at once, busy,
 * and fills them when its items arrive. (Each range answers after 300 ms.)
 */
export const PrefetchedPeriods: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api-rpc-cognito/', async ({ request }) => {
          const body = (await request.clone().json()) as { method: string } | { method: string }[];
          const ranges = [body]
            .flat()
            .filter(({ method }) => method === 'pidz.services.api.calendar:getAvailability');
          if (ranges.length === 0) return undefined;
          await delay(300);
          answeredRanges += ranges.length;
          return undefined;
        }),
      ],
    },
  },
  beforeEach: () => {
    answeredRanges = 0;
  },
  play: async ({ canvas }) => {
    const next = today.add({ months: 1 });
    const afterNext = today.add({ months: 2 });
    const grid = await canvas.findByRole('grid', { name: `Agenda ${thisMonth}` });
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
    // This month, the one before and the one after have been answered and put in the cache.
    await waitFor(() => expect(answeredRanges).toBeGreaterThanOrEqual(3));
    await waitFor(() => expect(storyQueryClient().isFetching()).toBe(0));

    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await expect(grid).toHaveAccessibleName(`Agenda ${monthName(next.month)} ${next.year}`);
    await expect(grid).not.toHaveAttribute('aria-busy');

    // The month after that is still loading (asked for when the next month showed).
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await expect(grid).toHaveAccessibleName(
      `Agenda ${monthName(afterNext.month)} ${afterNext.year}`,
    );
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
  },
};

/** At the first month the calendar shows, 'Vorige' is disabled. */
export const PreviousDisabled: Story = {
  parameters: { route: `${paths.calendar.month()}/1970/1` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'januari 1970' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Vorige' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Volgende' })).toBeEnabled();
  },
};

/** At the last month, 'Volgende' is disabled. */
export const NextDisabled: Story = {
  parameters: { route: `${paths.calendar.month()}/2099/12` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'december 2099' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Volgende' })).toBeDisabled();
  },
};

/** A new user: no items anywhere. */
export const Empty: Story = {
  tags: ['visual'],
  parameters: { scenario: 'empty' },
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('grid');
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
    await expect(nameOf(await dayCell(canvasElement))).toContain('geen items');
  },
};

/** While the items load, the grid and its days stay (placeholders, no layout shift). */
export const Loading: Story = {
  parameters: { mockOptions: { delayMs: 1500 } },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', {}, { timeout: 20_000 });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
  },
};

/** The items did not load: the 'Oeps' toast, and a retry above the (empty) grid. */
export const Failed: Story = {
  tags: ['visual'],
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.calendar:getAvailability', code: 600 }],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Je gegevens konden niet worden geladen.',
    );
    await expect(canvas.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    await expect(await body(canvasElement).findByText('Oeps', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('grid')).toBeVisible();
  },
};

const first = today.set({ day: 1 });
/** Every kind of item on one day, and more than a cell shows ('+n meer'). */
const kinds: CalendarItem[] = [
  storyItem(1, toIsoDateTime(atWallClock(first, 7)), toIsoDateTime(atWallClock(first, 15, 30))),
  storyItem(2, toIsoDateTime(atWallClock(first, 16)), toIsoDateTime(atWallClock(first, 18)), {
    type: CalendarItemType.FREELANCER_REQUEST,
  }),
  storyItem(3, toIsoDateTime(atWallClock(first, 19)), toIsoDateTime(atWallClock(first, 21)), {
    type: CalendarItemType.UNAVAILABLE,
  }),
  storyItem(
    4,
    toIsoDateTime(atWallClock(first)),
    toIsoDateTime(atWallClock(first.add({ days: 1 }))),
    {
      type: CalendarItemType.UNAVAILABLE,
      isAllDay: true,
    },
  ),
  storyItem(
    5,
    toIsoDateTime(atWallClock(first.add({ days: 2 }), 23)),
    toIsoDateTime(atWallClock(first.add({ days: 3 }), 7)),
  ),
];

/** A shift, a request, an unavailable period, an all-day period and a night shift (on both days). */
export const EachItemType: Story = {
  parameters: { msw: { handlers: [availabilityHandler(kinds)] } },
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(nameOf(await dayCell(canvasElement, first))).toContain('4 items'),
    );
    await expect(nameOf(await dayCell(canvasElement, first.add({ days: 3 })))).toContain('1 item');
  },
};

/** 1000 items in the month (a story-level handler): the grid stays quick, cells overflow. */
export const ThousandItems: Story = {
  parameters: {
    msw: {
      handlers: [
        availabilityHandler(
          Array.from({ length: 1000 }, (_, index) => {
            const day = first.add({ days: index % 28 });
            const hour = Math.floor(index / 28) % 24;
            return storyItem(
              10_000 + index,
              toIsoDateTime(atWallClock(day, hour)),
              toIsoDateTime(atWallClock(day, hour, 45)),
              {
                type: (
                  [
                    CalendarItemType.SHIFT,
                    CalendarItemType.UNAVAILABLE,
                    CalendarItemType.FREELANCER_REQUEST,
                  ] as const
                )[index % 3],
              },
            );
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      async () => expect(nameOf(await dayCell(canvasElement, first))).toMatch(/, 3\d items/),
      { timeout: 10_000 },
    );
  },
};

/**
 * A phone (390 px): compact markers in the cells, with a legend near the grid; a tap opens the
 * drawer with the details, which says what the colours mean too.
 */
export const NarrowScreen: Story = {
  parameters: {
    msw: { handlers: [availabilityHandler(kinds)] },
    viewport: {
      options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await dayCell(canvasElement, first));
    const drawer = await body(canvasElement).findByRole('dialog', {
      name: formatWeekdayDate(first.toString()),
    });
    await expect(
      await within(drawer).findAllByRole('button', { name: /Dienst|Aanvraag|Niet beschikbaar/ }),
    ).toHaveLength(4);
    for (const legend of [
      within(canvasElement).getByRole('list', { name: 'Legenda' }),
      within(drawer).getByRole('list', { name: 'Legenda' }),
    ]) {
      await expect(legend).toBeVisible();
      await expect(
        within(legend)
          .getAllByRole('listitem')
          .map((entry) => entry.textContent),
      ).toEqual(['Dienst', 'Aanvraag', 'Niet beschikbaar']);
    }
  },
};

/**
 * A shift opened from the day sheet, and 'Terug naar de agenda': the sheet is closed, so the focus
 * is back on the day that opened it, not on the page.
 */
export const FocusReturnsFromShift: Story = {
  parameters: {
    route: `${paths.calendar.month()}/${first.year}/${first.month}/1`,
    msw: { handlers: [availabilityHandler(kinds)] },
  },
  play: async ({ canvas, canvasElement }) => {
    (await dayCell(canvasElement, first)).focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body(canvasElement).findByRole('dialog', {
      name: formatWeekdayDate(first.toString()),
    });
    const [shift] = await within(drawer).findAllByRole('button', { name: /^Dienst/ });
    await userEvent.click(shift as HTMLElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dienst' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('link', { name: 'Terug naar de agenda' }));
    await waitFor(async () => expect(await dayCell(canvasElement, first)).toHaveFocus());
  },
};

/**
 * A shift opened from a tile (here in the list), and 'Terug naar de agenda': back in the list, with
 * the focus on that tile, not on its day or the page.
 */
export const FocusReturnsToTile: Story = {
  parameters: {
    route: `${paths.calendar.month()}/${first.year}/${first.month}/1?weergave=lijst`,
    msw: { handlers: [availabilityHandler(kinds)] },
  },
  play: async ({ canvas, canvasElement }) => {
    const shifts = await canvas.findAllByRole('button', { name: /^Dienst/ });
    const tile = shifts.at(-1) as HTMLElement;
    const id = tile.getAttribute('data-id');
    await expect(id).not.toBeNull();
    await userEvent.click(tile);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dienst' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('link', { name: 'Terug naar de agenda' }));
    await expect(await canvas.findByRole('link', { name: 'Lijst' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() =>
      expect(canvasElement.querySelector(`button[data-id="${id}"]`)).toHaveFocus(),
    );
  },
};

/** 'Lijst': the month's items in order, grouped per day. */
export const List: Story = {
  tags: ['visual'],
  parameters: {
    route: `${paths.calendar.month()}?weergave=lijst`,
    msw: { handlers: [availabilityHandler(kinds)] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Lijst' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      await canvas.findByRole('heading', { level: 3, name: formatWeekdayDate(first.toString()) }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Dienst/ }).length).toBeGreaterThan(0);
  },
};

/**
 * 'Agenda koppelen', in the menu of rarer actions ('Meer'): the private webcal address with a copy
 * button and the steps per app.
 */
export const ConnectCalendar: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Meer' }));
    await userEvent.click(
      await body(canvasElement).findByRole('menuitem', { name: 'Agenda koppelen' }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Agenda koppelen' });
    await expect(await within(dialog).findByText(/^webcal:\/\//)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Kopieer' })).toBeVisible();
    for (const app of ['Google Agenda', 'Apple Agenda', 'Outlook']) {
      await expect(within(dialog).getByRole('heading', { name: app })).toBeVisible();
    }
  },
};

/**
 * Offline: the back end cannot be reached (a network error), but the month was loaded before:
 * its items show read-only with 'Laatst bijgewerkt', and nothing offers to add.
 */
export const Offline: Story = {
  parameters: {
    msw: {
      handlers: [
        rpcAnswers({
          'pidz.services.api.calendar:getAvailability': () => HttpResponse.error(),
        }),
      ],
    },
  },
  beforeEach: () =>
    writeFreelancerOfflineCopy([
      [availabilityQuery(visibleRange(periodOf('month', today))).queryKey, kinds],
    ]),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(async () =>
      expect(nameOf(await dayCell(canvasElement, first))).toContain('4 items'),
    );
    const notice = await canvas.findByText(/Laatst bijgewerkt/, {}, { timeout: 15_000 });
    await expect(notice).toBeVisible();
    await expect(canvas.getByText('Geen verbinding')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Niet beschikbaar toevoegen' })).toBeNull();
  },
};
