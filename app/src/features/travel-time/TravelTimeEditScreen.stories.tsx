import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TableRoutes } from '../../lib/routeTable';
import { withApp } from '../../testing/AppDecorator';
import { routes } from './routeTable';

/** The travel time edit page (`/settings/travel-time/edit`) on the mocked back end. */
const meta = {
  title: 'Screens/Travel time/Edit',
  component: TableRoutes,
  args: { table: routes },
  decorators: [withApp],
  parameters: { route: '/settings/travel-time/edit', scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const COUNTS = /^\d+ organisaties en \d+ afdelingen binnen je reistijd$/;

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
          if (calls.some((call) => call.params?.maxTravelTime === 45)) await delay(1500);
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
    await new Promise((resolve) => setTimeout(resolve, 2000));
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

/** Not set yet: the input is empty. */
export const NotSet: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /Reistijd in minuten/ })).toHaveValue(
      '',
    );
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
