import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CalendarDate } from '@internationalized/date';
import { todayInAppZone } from '@pidz/ui';
import { withApp } from '../../../testing/AppDecorator';
import { body, formFieldsShown } from '../../../testing/storyActions';
import { CalendarStoryRoutes } from '../calendarStoryFrame';
import { paths } from '../../../paths';

/**
 * Adding and editing unavailable periods (`add`, `edit/:id` over the month view) on the mocked
 * back end. Stories that save start from the empty scenario, so nothing overlaps by chance.
 */
const meta = {
  title: 'Screens/Calendar/Form',
  component: CalendarStoryRoutes,
  decorators: [withApp],
  parameters: { route: `${paths.calendar.month()}/add`, scenario: 'empty' },
} satisfies Meta<typeof CalendarStoryRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The add dialog, with its form's fields. */
async function addDialog(canvasElement: HTMLElement) {
  const dialog = await body(canvasElement).findByRole('dialog', {
    name: 'Niet beschikbaar toevoegen',
  });
  await formFieldsShown(dialog);
  return dialog;
}

/** The add form's defaults: today, the next full hour, one hour long, not repeating. */
export const AddDefault: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const dialog = within(await addDialog(canvasElement));
    // The form shows whole, once the date picker has loaded: dates and times together.
    await expect(await dialog.findByRole('group', { name: 'Van' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Tot' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Van (tijd)' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Tot (tijd)' })).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Hele dag' })).not.toBeChecked();
    await expect(dialog.getByRole('group', { name: 'Tijd' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Nooit' })).toBeChecked();
    await expect(dialog.queryByRole('radiogroup', { name: 'Eindigt' })).toBeNull();
  },
};

/** 'Hele dag' hides the times. */
export const AllDay: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await addDialog(canvasElement));
    await userEvent.click(dialog.getByRole('switch', { name: 'Hele dag' }));
    await waitFor(() => expect(dialog.queryByRole('group', { name: 'Tijd' })).toBeNull());
  },
};

/** Each way a series ends: 'Na een jaar', 'Na aantal keer' ('Aantal keer'), 'Op datum' ('Einddatum'). */
export const RepeatEndModes: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await addDialog(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: 'Wekelijks' }));
    await expect(await dialog.findByRole('radio', { name: 'Na een jaar' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'Na aantal keer' }));
    await expect(await dialog.findByRole('textbox', { name: /Aantal keer/ })).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Op datum' }));
    await expect(await dialog.findByRole('group', { name: /Einddatum/ })).toBeVisible();
    await expect(dialog.queryByRole('textbox', { name: /Aantal keer/ })).toBeNull();
  },
};

/** Saving without 'Aantal keer', then with 1000: the model's messages, and the input stays. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await addDialog(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: 'Dagelijks' }));
    await userEvent.click(await dialog.findByRole('radio', { name: 'Na aantal keer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Opslaan' }));
    await expect(await dialog.findByText('Vul in hoe vaak het item terugkomt.')).toBeVisible();
    const amount = dialog.getByRole('textbox', { name: /Aantal keer/ });
    await waitFor(() => expect(amount).toHaveFocus());
    await userEvent.type(amount, '1000');
    await expect(
      await dialog.findByText('Vul bij Aantal keer een heel getal van 1 tot en met 367 in.'),
    ).toBeVisible();
  },
};

/**
 * Moving 'Van' moves 'Tot' along (the period keeps its length), so saving after picking a later
 * start just works. 'Van' is typed as tomorrow, whatever today is (the last of a month included).
 */
export const MovingStartMovesEnd: Story = {
  play: async ({ canvasElement }) => {
    const element = await addDialog(canvasElement);
    const dialog = within(element);
    /** The date 'Van' (0) or 'Tot' (1) shows, from its day, month and year segments. */
    const shownDate = (field: 0 | 1) => {
      const [day, month, year] = ['day', 'month', 'year'].map((type) =>
        Number(
          element.querySelectorAll(`[data-type="${type}"]`)[field]?.getAttribute('aria-valuenow'),
        ),
      );
      return new CalendarDate(year ?? 0, month ?? 0, day ?? 0);
    };
    const startDay = await waitFor(() => {
      const found = element.querySelector<HTMLElement>('[data-type="day"]');
      if (!found) throw new Error('no day segment');
      return found;
    });
    // The new period is one hour from the next full hour: on one day, or (from 23:00) ending on
    // the next.
    const daysLonger = shownDate(1).compare(shownDate(0));
    const tomorrow = todayInAppZone().add({ days: 1 });
    const twoDigits = (value: number) => String(value).padStart(2, '0');
    await userEvent.click(startDay);
    await userEvent.keyboard(
      `${twoDigits(tomorrow.day)}${twoDigits(tomorrow.month)}${String(tomorrow.year)}`,
    );
    await waitFor(() => expect(shownDate(0).toString()).toBe(tomorrow.toString()));
    await waitFor(() =>
      expect(shownDate(1).toString()).toBe(tomorrow.add({ days: daysLonger }).toString()),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Opslaan' }));
    await expect(await body(canvasElement).findByText('Toegevoegd', { exact: true })).toBeVisible();
    await expect(body(canvasElement).queryByText(/mag niet voor de datum bij Van/)).toBeNull();
  },
};

/** A weekly period ending after 3 times is saved: the toast counts 3, the modal closes. */
export const AddWeeklyThreeTimes: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = within(await addDialog(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: 'Wekelijks' }));
    await userEvent.click(await dialog.findByRole('radio', { name: 'Na aantal keer' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Aantal keer/ }), '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Opslaan' }));
    await expect(
      await body(canvasElement).findByText('3 periodes staan in je agenda.'),
    ).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('grid')).toBeVisible();
  },
};

/**
 * The server answers 1702 (overlap) naming no day: the clash said in the dialog, no toast, and the
 * form keeps its input.
 */
export const FailedSave: Story = {
  parameters: {
    mockOptions: {
      scenario: 'empty',
      faults: [{ method: 'pidz.services.api.calendar:addCalendarItem', code: 1702 }],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await addDialog(canvasElement));
    await userEvent.click(dialog.getByRole('switch', { name: 'Hele dag' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Opslaan' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Er bestaat al een agenda-item op dit tijdstip.',
    );
    await expect(body(canvasElement).queryByText('Oeps', { exact: true })).toBeNull();
    await expect(dialog.getByRole('switch', { name: 'Hele dag' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
  },
};

/** Adds a weekly period, 'Na aantal keer' `times`, with the add form's default day and time. */
async function addWeekly(canvasElement: HTMLElement, times: string) {
  const dialog = within(await addDialog(canvasElement));
  await userEvent.click(await dialog.findByRole('radio', { name: 'Wekelijks' }));
  await userEvent.click(await dialog.findByRole('radio', { name: 'Na aantal keer' }));
  await userEvent.type(dialog.getByRole('textbox', { name: /Aantal keer/ }), times);
  await userEvent.click(dialog.getByRole('button', { name: 'Opslaan' }));
  return dialog;
}

const weekdayDate = String.raw`\p{L}+dag \d{1,2} \p{L}+ \d{4}`;

/**
 * A series that clashes with one already in the agenda (1702 from the back end itself): the
 * dialog says which days clash (this one and the next week's), no toast covers its buttons, and
 * the input stays.
 */
export const RecurringClash: Story = {
  play: async ({ canvasElement }) => {
    await addWeekly(canvasElement, '3');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    const add = await body(canvasElement).findAllByRole('link', {
      name: 'Niet beschikbaar toevoegen',
    });
    await userEvent.click(add[0] as HTMLElement);
    const dialog = await addWeekly(canvasElement, '2');
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(
      new RegExp(
        `^Er bestaat al een agenda-item op dit tijdstip: ${weekdayDate} en ${weekdayDate}\\.$`,
        'u',
      ),
    );
    await expect(body(canvasElement).queryByText('Oeps', { exact: true })).toBeNull();
    await expect(dialog.getByRole('textbox', { name: /Aantal keer/ })).toHaveValue('2');
    await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
  },
};

/** Opens a tile of the list by its text, e.g. /09:00–12:00/. */
async function openFromList(canvasElement: HTMLElement, name: RegExp) {
  const canvas = within(canvasElement);
  const tiles = await canvas.findAllByRole('button', { name });
  await userEvent.click(tiles[0] as HTMLElement);
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Agenda-item bewerken' });
  await formFieldsShown(dialog);
  return within(dialog);
}

/** A single period: its values, no recurrence; saved as all day. */
export const EditSingle: Story = {
  parameters: { route: `${paths.calendar.month()}?weergave=lijst`, scenario: 'freelancer' },
  play: async ({ canvasElement }) => {
    const dialog = await openFromList(canvasElement, /Niet beschikbaar\s*09:00–12:00/);
    await expect(dialog.queryByRole('radiogroup', { name: 'Herhalen' })).toBeNull();
    await expect(dialog.queryByRole('radiogroup', { name: 'Wijzigen' })).toBeNull();
    await userEvent.click(dialog.getByRole('switch', { name: 'Hele dag' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Opslaan' }));
    await expect(await body(canvasElement).findByText('Opgeslagen', { exact: true })).toBeVisible();
  },
};

/** An item of a series: 'Alleen deze' or 'Hele reeks', and how many items the series has. */
export const EditSeries: Story = {
  parameters: { route: `${paths.calendar.month()}?weergave=lijst`, scenario: 'freelancer' },
  play: async ({ canvasElement }) => {
    const dialog = await openFromList(canvasElement, /Niet beschikbaar\s*18:00–22:00/);
    await expect(dialog.getByRole('radio', { name: 'Alleen deze' })).toBeChecked();
    await expect(dialog.getByText('Deze reeks heeft 8 items.')).toBeVisible();
    await expect(dialog.queryByRole('radiogroup', { name: 'Herhalen' })).toBeNull();
    await userEvent.click(dialog.getByRole('radio', { name: 'Hele reeks' }));
    await expect(await dialog.findByRole('radio', { name: 'Wekelijks' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Na aantal keer' })).toBeChecked();
  },
};

/** Deleting a period shows 'Ongedaan maken', which puts it back. */
export const UndoToast: Story = {
  parameters: { route: `${paths.calendar.month()}?weergave=lijst`, scenario: 'freelancer' },
  play: async ({ canvas, canvasElement }) => {
    const name = /Niet beschikbaar\s*09:00–12:00/;
    const dialog = await openFromList(canvasElement, name);
    await userEvent.click(dialog.getByRole('button', { name: 'Verwijderen' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', {
      name: 'Niet beschikbaar verwijderen',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name })).toBeNull());
    await userEvent.click(
      await body(canvasElement).findByRole('button', { name: 'Ongedaan maken' }),
    );
    await expect(await body(canvasElement).findByText('Teruggezet', { exact: true })).toBeVisible();
    await expect(await canvas.findByRole('button', { name })).toBeVisible();
  },
};

/** Deleting an item of a series asks once: 'Alleen deze' (the default) or 'Hele reeks'. */
export const DeleteSeriesChoice: Story = {
  parameters: { route: `${paths.calendar.month()}?weergave=lijst`, scenario: 'freelancer' },
  play: async ({ canvasElement }) => {
    const dialog = await openFromList(canvasElement, /Niet beschikbaar\s*18:00–22:00/);
    await userEvent.click(dialog.getByRole('button', { name: 'Verwijderen' }));
    const confirm = within(
      await body(canvasElement).findByRole('alertdialog', { name: 'Niet beschikbaar verwijderen' }),
    );
    await expect(confirm.getByText(/reeks van 8 items/)).toBeVisible();
    // Asked once, and the safe answer is the default: filled and focused.
    const one = confirm.getByRole('button', { name: 'Alleen deze' });
    await waitFor(() => expect(one).toHaveFocus());
    await expect(one).toHaveAttribute('data-variant', 'primary');
    await expect(confirm.getByRole('button', { name: 'Hele reeks' })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
    await userEvent.keyboard('{Enter}');
    await expect(await body(canvasElement).findByText('Verwijderd', { exact: true })).toBeVisible();
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** An unknown id returns to the view. */
export const UnknownId: Story = {
  parameters: { route: `${paths.calendar.month()}/edit/987654`, scenario: 'freelancer' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('grid')).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
