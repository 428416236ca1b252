import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { narrowScreenQuery } from '../tokens';
import { Toaster } from './Toaster';
import { createToast, type ToastInput, type ToastType } from './toastQueue';
import { useToastQueue } from './useToastQueue';

/** Long enough that a static story's toast stays while it is reviewed. */
const STAY = 600_000;

const sample = (type: ToastType, title: string, message?: string) =>
  createToast({ type, title, message, duration: STAY }, `${type}-${title}`, 0);

const meta = {
  title: 'UI/Toast',
  component: Toaster,
  args: {
    toasts: [sample('info', 'Let op', 'Je wijzigingen worden verwerkt.')],
    onDismiss: fn(),
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The toast region. Radix renders toasts into it a moment after they are given, so plays find
 * them with `findBy*` or `waitFor`, never `getBy*` straight away.
 */
const region = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Meldingen (F8)' }));

export const InfoToast: Story = {
  play: async ({ canvasElement }) => {
    const toasts = region(canvasElement);
    await expect(await toasts.findByText('Let op')).toBeVisible();
    await expect(toasts.getByText('Je wijzigingen worden verwerkt.')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-icon="info"]')).not.toBeNull());
  },
};

export const ErrorToast: Story = {
  args: { toasts: [sample('error', 'Oeps', 'Er is iets misgegaan, probeer het later opnieuw.')] },
  play: async ({ canvasElement }) => {
    await expect(await region(canvasElement).findByText('Oeps')).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-icon="x-circle"]')).not.toBeNull(),
    );
  },
};

export const WarningToast: Story = {
  args: { toasts: [sample('warning', 'Let op', 'Dit bestand verloopt binnenkort.')] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-icon="alert-triangle"]')).not.toBeNull(),
    );
  },
};

export const SuccessToast: Story = {
  args: { toasts: [sample('success', 'Opgeslagen', 'Je profiel is bijgewerkt.')] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-icon="check-circle"]')).not.toBeNull(),
    );
  },
};

export const TitleOnly: Story = { args: { toasts: [sample('success', 'Opgeslagen')] } };

export const LongContent: Story = {
  args: {
    toasts: [
      sample(
        'error',
        'Het volgende bestand is te groot, de maximale grootte is 8MB per bestand',
        'verklaring-omtrent-gedrag-gescand-op-hoge-resolutie-met-alle-paginas-2026.pdf, diploma-verpleegkunde-hbo-v-hogeschool-van-amsterdam-origineel.pdf',
      ),
    ],
  },
};

export const ThreeAtOnce: Story = {
  args: {
    toasts: [
      sample('error', 'Oeps', 'Er is iets misgegaan.'),
      sample('warning', 'Let op', 'Dit bestand verloopt binnenkort.'),
      sample('success', 'Opgeslagen', 'Je profiel is bijgewerkt.'),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await region(canvasElement).findAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { toasts: [] },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** Closing a toast with its close button reports its id. */
export const CloseButtonReportsDismiss: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await region(canvasElement).findByRole('button', { name: 'Sluiten' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('info-Let op');
  },
};

const undo = fn().mockName('undo');

/** A toast with a button ('Ongedaan maken'): pressing it runs the action and closes the toast. */
export const WithAction: Story = {
  args: {
    toasts: [
      createToast(
        {
          type: 'success',
          title: 'Verwijderd',
          message: 'Het item is verwijderd.',
          duration: STAY,
          action: { label: 'Ongedaan maken', onAction: undo },
        },
        'success-undo',
        0,
      ),
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      await region(canvasElement).findByRole('button', { name: 'Ongedaan maken' }),
    );
    await expect(undo).toHaveBeenCalled();
    await expect(args.onDismiss).toHaveBeenCalledWith('success-undo');
  },
};

/** A Toaster fed by `useToastQueue`, with a button that shows numbered toasts. */
function QueueDemo({ type, duration }: Pick<ToastInput, 'type' | 'duration'>) {
  const { toasts, queued, show, dismiss } = useToastQueue();
  const shown = useRef(0);
  return (
    <>
      <Button
        onPress={() => {
          shown.current += 1;
          show({
            type,
            title: `Melding ${shown.current}`,
            message: 'Er is iets gebeurd.',
            duration,
          });
        }}
      >
        Toon melding
      </Button>
      <p>Wachtrij: {queued.length}</p>
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

export const ClosesOnCloseButton: Story = {
  render: () => <QueueDemo type="success" duration={STAY} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Toon melding' }));
    const toasts = region(canvasElement);
    await expect(await toasts.findByText('Melding 1')).toBeVisible();
    await userEvent.click(toasts.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(toasts.queryByText('Melding 1')).toBeNull());
  },
};

export const ClosesAfterDuration: Story = {
  render: () => <QueueDemo type="info" duration={800} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Toon melding' }));
    const toasts = region(canvasElement);
    await expect(await toasts.findByText('Melding 1')).toBeVisible();
    await waitFor(() => expect(toasts.queryByText('Melding 1')).toBeNull(), { timeout: 3000 });
  },
};

/** At most 3 toasts show; a fourth waits in the queue until one closes. */
export const FourthWaitsInQueue: Story = {
  render: () => <QueueDemo type="warning" duration={STAY} />,
  play: async ({ canvas, canvasElement }) => {
    const showButton = canvas.getByRole('button', { name: 'Toon melding' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(showButton);
    const toasts = region(canvasElement);
    await waitFor(() => expect(toasts.getAllByRole('listitem')).toHaveLength(3));
    await expect(toasts.queryByText('Melding 4')).toBeNull();
    await expect(canvas.getByText('Wachtrij: 1')).toBeVisible();

    const [first] = toasts.getAllByRole('listitem');
    if (!first) throw new Error('no toast shown');
    await userEvent.click(within(first).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(toasts.getByText('Melding 4')).toBeVisible());
    await expect(toasts.queryByText('Melding 1')).toBeNull();
    await expect(toasts.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Wachtrij: 0')).toBeVisible();
  },
};

/**
 * A toast waits while the pointer is on it (to reach its action), and closes once it leaves. Two
 * toasters side by side: the hovered toast outlasts one shown after it in the other toaster.
 */
export const PausesWhileHovered: Story = {
  render: () => (
    <>
      <QueueDemo type="success" duration={3000} />
      <QueueDemo type="info" duration={3000} />
    </>
  ),
  // The two toasters' regions share their name here only: a page has one toaster.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ canvas, canvasElement }) => {
    const [hoveredButton, laterButton] = canvas.getAllByRole('button', { name: 'Toon melding' });
    const [hovered, later] = within(canvasElement)
      .getAllByRole('region', { name: 'Meldingen (F8)' })
      .map((element) => within(element));
    if (!hoveredButton || !laterButton || !hovered || !later) throw new Error('no toasters');
    await userEvent.click(hoveredButton);
    const toast = await hovered.findByText('Melding 1');
    await userEvent.hover(toast);
    // By keyboard, so that the pointer stays on the first toast.
    laterButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await later.findByText('Melding 1')).toBeVisible();
    await waitFor(() => expect(later.queryByText('Melding 1')).toBeNull(), { timeout: 8000 });
    await expect(hovered.getByText('Melding 1')).toBeVisible();
    await userEvent.unhover(toast);
    await userEvent.hover(hoveredButton);
    await waitFor(() => expect(hovered.queryByText('Melding 1')).toBeNull(), { timeout: 8000 });
  },
};

/** On a phone (390 × 844) toasts show along the bottom edge, clear of the page's header. */
export const OnAPhone: Story = {
  render: () => <QueueDemo type="success" duration={STAY} />,
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Toon melding' }));
    const toast = await region(canvasElement).findByRole('listitem');
    // Storybook's viewport sets the size in the story tests; an iframe opened wider is no phone.
    if (!window.matchMedia(narrowScreenQuery).matches) return;
    await waitFor(() =>
      expect(toast.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight - 40),
    );
    await expect(toast.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight / 2);
  },
};
