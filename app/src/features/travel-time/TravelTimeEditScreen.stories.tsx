import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TableRoutes } from '../../lib/routing/routeTable';
import { storyQueryClient, withApp } from '../../testing/AppDecorator';
import { routes } from './routeTable';
import { paths } from '../../paths';

/** The travel time edit page (`/settings/travel-time/edit`) on the mocked back end. */
const meta = {
  title: 'Screens/Travel time/Edit',
  component: TableRoutes,
  args: { table: routes },
  decorators: [withApp],
  parameters: { route: paths.travelTime.edit(), scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const COUNTS = /^\d+ organisaties en \d+ afdelingen binnen je reistijd$/;

/** The saved travel time as the form opens, with the counts within it. */
export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('slider', { name: 'Maximale reistijd' })).toHaveValue(
      '45',
    );
    await expect(await canvas.findByText(COUNTS)).toBeVisible();
  },
};

/** The slider moves by keyboard: the input follows, the counts follow once it rests; saved. */
export const MoveSlider: Story = {
  play: async ({ canvas, canvasElement }) => {
    const slider = await canvas.findByRole('slider', { name: 'Maximale reistijd' });
    const input = canvas.getByRole('textbox', { name: /Reistijd in minuten/ });
    await expect(slider).toHaveValue('45');
    await expect(input).toHaveValue('45');
    const counts = await canvas.findByText(COUNTS);
    const before = counts.textContent;
    // What each frame shows of the counts, until they have been checked.
    const shown: string[] = [];
    let isWatching = true;
    const watch = () => {
      shown.push(counts.textContent);
      if (isWatching) requestAnimationFrame(watch);
    };
    watch();

    await userEvent.click(slider);
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    // The counts never go blank while the next ones load: the previous ones stay until then.
    await waitFor(() => {
      expect(counts).toHaveTextContent(COUNTS);
      expect(counts).toHaveTextContent('0 organisaties en 0 afdelingen binnen je reistijd');
    });
    await expect(counts.textContent).not.toBe(before);
    isWatching = false;
    await expect(shown.filter((text) => !COUNTS.test(text))).toEqual([]);
    await userEvent.keyboard('{PageUp}{PageUp}');
    await waitFor(() => expect(input).not.toHaveValue('1'));
    const minutes = (input as HTMLInputElement).value;

    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Reistijd opgeslagen'),
    ).toBeVisible();
    const max = within(await canvas.findByRole('region', { name: 'Maximale reistijd' }));
    await expect(max.getByText(`${minutes} minuten`)).toBeVisible();
  },
};

/** The calls of a JSON-RPC request (one, or a batch). */
async function sentCalls(request: Request): Promise<{ params?: { maxTravelTime?: number } }[]> {
  const body = (await request.clone().json()) as unknown;
  return (Array.isArray(body) ? body : [body]) as { params?: { maxTravelTime?: number } }[];
}

/** Lets the held answer for the first value (45) go (`LateAnswerLoses`). */
let answerFirstValue: () => void = () => undefined;

/**
 * The counts for the first value (45) answer late, after those for the value the slider moved to:
 * the late answer does not replace the counts of the current value (the last value asked wins).
 */
export const LateAnswerLoses: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api-rpc-cognito/', async ({ request }) => {
          const calls = await sentCalls(request);
          if (calls.some((call) => call.params?.maxTravelTime === 45)) {
            await new Promise<void>((resolve) => (answerFirstValue = resolve));
          }
          return undefined;
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const slider = await canvas.findByRole('slider', { name: 'Maximale reistijd' });
    await userEvent.click(slider);
    await userEvent.keyboard('{Home}');
    const counts = await canvas.findByText(COUNTS);
    await expect(counts).toHaveTextContent('0 organisaties en 0 afdelingen binnen je reistijd');

    answerFirstValue();
    // The late answer is in, and the page has drawn what follows from it.
    await waitFor(() => expect(storyQueryClient().isFetching()).toBe(0));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(counts).toHaveTextContent('0 organisaties en 0 afdelingen binnen je reistijd');
  },
};

/** Typing moves the slider; the messages of the rule. */
export const ValidationMessages: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('textbox', { name: /Reistijd in minuten/ });
    await userEvent.clear(input);
    await userEvent.type(input, '90');
    await expect(canvas.getByRole('slider', { name: 'Maximale reistijd' })).toHaveValue('90');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await expect(await canvas.findByText('Reistijd mag niet 0 of negatief zijn.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'een uur');
    await expect(await canvas.findByText('Reistijd is een getal in minuten')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '200');
    await expect(await canvas.findByText('Reistijd mag maximaal 180 minuten zijn.')).toBeVisible();
  },
};

/** The value the slider shows, beside it. */
const sliderOutput = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('group', { name: 'Maximale reistijd' })).getByRole('status');

/**
 * Not set yet: the input is empty, and the slider says so rather than '1 minuut'; it shows the
 * minutes once they are typed, and no value while the input holds none.
 */
export const NotSet: Story = {
  tags: ['visual'],
  parameters: { scenario: 'empty' },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('textbox', { name: /Reistijd in minuten/ });
    await expect(input).toHaveValue('');
    await expect(sliderOutput(canvas)).toHaveTextContent('Niet ingevuld');
    await userEvent.type(input, '45');
    await expect(sliderOutput(canvas)).toHaveTextContent('45 minuten');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await expect(sliderOutput(canvas)).toHaveTextContent('Geen geldige reistijd');
  },
};

/** The save fails: the catalogue toast, and the input stays. */
export const SaveFails: Story = {
  parameters: {
    mockOptions: { faults: [{ method: 'pidz.services.api.user:updateMaxWorkRange', code: 600 }] },
  },
  play: async ({ canvas, canvasElement }) => {
    const input = await canvas.findByRole('textbox', { name: /Reistijd in minuten/ });
    await userEvent.clear(input);
    await userEvent.type(input, '60');
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Er is iets misgegaan'),
    ).toBeVisible();
    await expect(input).toHaveValue('60');
  },
};
