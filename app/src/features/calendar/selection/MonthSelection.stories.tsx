import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { CalendarDate } from '@internationalized/date';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CalendarItemType } from '@pidz/contracts';
import { atWallClock, formatWeekdayDate, narrowScreenQuery, toIsoDateTime } from '@pidz/ui';
import { withApp } from '../../../testing/AppDecorator';
import { availabilityHandler, CalendarStoryRoutes, storyItem } from '../calendarStoryFrame';
import { paths } from '../../../paths';

/**
 * Selecting days in the month and marking them (issue 27): March 2027, with a shift on the 10th
 * and a request on the 11th; the back end starts empty, so what is marked is really stored.
 */
const march = (day: number) => new CalendarDate(2027, 3, day);
const at = (day: number, hour: number) => toIsoDateTime(atWallClock(march(day), hour));
const items = [
  storyItem(1, at(10, 7), at(10, 15)),
  storyItem(2, at(11, 16), at(11, 18), { type: CalendarItemType.FREELANCER_REQUEST }),
];

/** The JSON-RPC requests the page sent that held an addCalendarItem or removeAvailability call. */
let writes: { method: string }[][] = [];
const recordWrites = http.post('*/api-rpc-cognito/', async ({ request }) => {
  const body = (await request.clone().json()) as { method: string } | { method: string }[];
  const calls = [body].flat();
  if (calls.some(({ method }) => /addCalendarItem|removeAvailability/.test(method))) {
    writes.push(calls);
  }
  return undefined;
});

const meta = {
  title: 'Screens/Calendar/Month selection',
  component: CalendarStoryRoutes,
  decorators: [withApp],
  parameters: {
    route: `${paths.calendar.month()}/2027/3/8`,
    scenario: 'empty',
    msw: { handlers: [recordWrites, availabilityHandler(items)] },
  },
  beforeEach: () => {
    writes = [];
  },
} satisfies Meta<typeof CalendarStoryRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const dayCell = (canvasElement: HTMLElement, date: CalendarDate) =>
  within(canvasElement).findByRole('gridcell', {
    name: (name) => name.startsWith(`${formatWeekdayDate(date.toString())},`),
  });

/** The keys of the selected days. */
const selectedDays = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[role="gridcell"][aria-selected="true"]')].map(
    (cell) => cell.dataset.key,
  );

/** Focuses a day and extends the selection with Shift and ArrowRight, `count` days in all. */
async function selectByKeyboard(canvasElement: HTMLElement, from: CalendarDate, count: number) {
  const cell = await dayCell(canvasElement, from);
  await waitFor(() => expect(cell.closest('[role="grid"]')).not.toHaveAttribute('aria-busy'));
  cell.focus();
  await userEvent.keyboard(`{Shift>}${'{ArrowRight}'.repeat(count - 1)}{/Shift}`);
  await waitFor(() => expect(selectedDays(canvasElement)).toHaveLength(count));
}

/** Five days selected with Shift and the arrow keys: marked, counted, announced; Escape clears. */
export const Selection: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('grid');
    await expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    await selectByKeyboard(canvasElement, march(1), 5);
    await expect(selectedDays(canvasElement)).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
    ]);
    await expect(await dayCell(canvasElement, march(5))).toHaveFocus();
    await waitFor(() =>
      expect(
        canvasElement.querySelector('[aria-live="polite"][aria-atomic="true"]:last-of-type'),
      ).toBeTruthy(),
    );
    await expect(
      await canvas.findByText('5 dagen geselecteerd', { selector: 'div' }),
    ).toBeInTheDocument();
    const bar = await canvas.findByRole('region', { name: 'Geselecteerde dagen' });
    await expect(within(bar).getByRole('button', { name: 'Niet beschikbaar' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(selectedDays(canvasElement)).toEqual([]));
    await expect(await dayCell(canvasElement, march(5))).toHaveFocus();
    await expect(canvas.queryByRole('region', { name: 'Geselecteerde dagen' })).toBeNull();
    // Selected again, for the picture.
    await selectByKeyboard(canvasElement, march(1), 5);
    await canvas.findByRole('region', { name: 'Geselecteerde dagen' });
  },
};

/** A selection reaches into April with Shift and Page Down; the month changes, the selection stays. */
export const AcrossMonths: Story = {
  play: async ({ canvas, canvasElement }) => {
    await selectByKeyboard(canvasElement, march(29), 2);
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'april 2027' }),
    ).toBeVisible();
    await waitFor(async () =>
      expect(await dayCell(canvasElement, new CalendarDate(2027, 4, 30))).toHaveFocus(),
    );
    // 29 March to 30 April: 33 days, of which April's grid shows 29 March to 30 April.
    await expect(
      await canvas.findByText('33 dagen geselecteerd', { selector: 'div' }),
    ).toBeInTheDocument();
    await expect(selectedDays(canvasElement)).toHaveLength(33);
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'maart 2027' }),
    ).toBeVisible();
    await waitFor(() => expect(selectedDays(canvasElement)).toEqual(['2027-03-29', '2027-03-30']));
  },
};

/**
 * 9 to 12 March: the shift's and the request's days are skipped, the two runs (9th, 12th) go in one
 * request; the toast says what happened and undoes it.
 */
export const WithSkippedDays: Story = {
  play: async ({ canvas, canvasElement }) => {
    await selectByKeyboard(canvasElement, march(9), 4);
    const bar = await canvas.findByRole('region', { name: 'Geselecteerde dagen' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Niet beschikbaar' }));
    const toast = await body(canvasElement).findByText(/2 dagen niet beschikbaar gemaakt/);
    await expect(toast).toHaveTextContent(
      '2 dagen niet beschikbaar gemaakt, 1 dag overgeslagen: je hebt daar een dienst, 1 dag overgeslagen: je hebt daar een aanvraag.',
    );
    await expect(writes).toHaveLength(1);
    await expect(writes[0]?.map(({ method }) => method.split(':')[1])).toEqual([
      'addCalendarItem',
      'addCalendarItem',
    ]);
    await waitFor(async () =>
      expect((await dayCell(canvasElement, march(12))).querySelector('span')).toHaveTextContent(
        '1 item',
      ),
    );
    await expect(selectedDays(canvasElement)).toEqual([]);
    await userEvent.click(
      await body(canvasElement).findByRole('button', { name: 'Ongedaan maken' }),
    );
    await expect(await body(canvasElement).findByText('Ongedaan gemaakt')).toBeVisible();
    await waitFor(async () =>
      expect((await dayCell(canvasElement, march(12))).querySelector('span')).toHaveTextContent(
        'geen items',
      ),
    );
    await expect(writes).toHaveLength(2);
  },
};

/** Marked days made available again, and the hours of each day instead of whole days. */
export const MarkHoursThenMakeAvailable: Story = {
  play: async ({ canvas, canvasElement }) => {
    await selectByKeyboard(canvasElement, march(15), 3);
    const bar = await canvas.findByRole('region', { name: 'Geselecteerde dagen' });
    await userEvent.click(within(bar).getByRole('checkbox', { name: 'Hele dag' }));
    await userEvent.click(within(bar).getByRole('button', { name: 'Niet beschikbaar' }));
    await expect(
      await body(canvasElement).findByText(/3 dagen niet beschikbaar gemaakt\./),
    ).toBeVisible();
    const cell = await dayCell(canvasElement, march(16));
    await waitFor(() => expect(cell.querySelector('span')).toHaveTextContent('1 item'));
    await selectByKeyboard(canvasElement, march(14), 3);
    await userEvent.click(await canvas.findByRole('button', { name: 'Beschikbaar maken' }));
    await expect(
      await body(canvasElement).findByText(/2 dagen beschikbaar gemaakt\./),
    ).toBeVisible();
    await waitFor(() => expect(cell.querySelector('span')).toHaveTextContent('geen items'));
    await expect(writes.at(-1)?.map(({ method }) => method.split(':')[1])).toEqual([
      'removeAvailability',
      'removeAvailability',
    ]);
  },
};

/**
 * The first of two runs is refused (1702): the other stays done, the refused days stay selected
 * and the toast says which and why.
 */
export const PartialFailure: Story = {
  tags: ['visual'],
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.calendar:addCalendarItem', code: 1702, times: 1 }],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await selectByKeyboard(canvasElement, march(8), 5);
    const bar = await canvas.findByRole('region', { name: 'Geselecteerde dagen' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Niet beschikbaar' }));
    await expect(await body(canvasElement).findByText('Niet alles gelukt')).toBeVisible();
    await expect(
      await body(canvasElement).findByText(/1 dag niet beschikbaar gemaakt/),
    ).toHaveTextContent(
      '1 dag niet beschikbaar gemaakt, 1 dag overgeslagen: je hebt daar een dienst, 1 dag overgeslagen: je hebt daar een aanvraag, 2 dagen niet gelukt: Er bestaat al een agenda-item op dit tijdstip. Die dagen blijven geselecteerd; probeer het nog eens.',
    );
    await waitFor(() => expect(selectedDays(canvasElement)).toEqual(['2027-03-08', '2027-03-09']));
    await expect(
      await canvas.findByText('2 dagen geselecteerd', { selector: 'div' }),
    ).toBeInTheDocument();
  },
};

/**
 * The 'Dagen selecteren' mode (issue 38): its bar shows at once with 'Klaar'; a click toggles a day
 * (a second click takes it out again) and opens nothing; 'Klaar' leaves the mode and the selection.
 */
export const PickingDays: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('grid');
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
    const pick = () => canvas.getByRole('button', { name: 'Dagen selecteren' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Dagen selecteren' }));
    // On a phone the button makes way for the mode's bar, whose 'Klaar' ends the mode.
    const isNarrow = window.matchMedia(narrowScreenQuery).matches;
    if (isNarrow)
      await waitFor(() =>
        expect(canvas.queryByRole('button', { name: 'Dagen selecteren' })).toBeNull(),
      );
    else await expect(pick()).toHaveAttribute('aria-pressed', 'true');
    const bar = await canvas.findByRole('region', { name: 'Geselecteerde dagen' });
    await expect(within(bar).getByRole('button', { name: 'Niet beschikbaar' })).toBeDisabled();
    await userEvent.click(await dayCell(canvasElement, march(2)));
    await userEvent.click(await dayCell(canvasElement, march(4)));
    await userEvent.click(await dayCell(canvasElement, march(5)));
    await userEvent.click(await dayCell(canvasElement, march(5)));
    await waitFor(() => expect(selectedDays(canvasElement)).toEqual(['2027-03-02', '2027-03-04']));
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(within(bar).getByText('2 dagen geselecteerd')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Klaar' }));
    await waitFor(() => expect(selectedDays(canvasElement)).toEqual([]));
    await waitFor(() => expect(pick()).toHaveAttribute('aria-pressed', 'false'));
    await expect(canvas.queryByRole('region', { name: 'Geselecteerde dagen' })).toBeNull();
  },
};
