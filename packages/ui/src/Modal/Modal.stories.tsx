import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { narrowScreenQuery } from '../tokens';
import { Modal, ModalTrigger } from './Modal';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    title: 'Beschikbaarheid verwijderen',
    children: 'Weet je zeker dat je deze beschikbaarheid wilt verwijderen?',
    onOpenChange: fn(),
  },
  render: ({ onOpenChange, ...args }) => (
    <ModalTrigger onOpenChange={onOpenChange}>
      <Button>Open venster</Button>
      <Modal {...args} />
    </ModalTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger, is named by its title, moves focus inside and closes on Escape. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open venster' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Beschikbaarheid verwijderen' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // react-aria gives the focus back in an animation frame after the dialog has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Tab stays inside the dialog. */
export const FocusTrap: Story = {
  args: {
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Annuleren
        </Button>
        <Button onPress={close}>Verwijderen</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open venster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beschikbaarheid verwijderen' });
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

/** Footer actions get `close`; the close button closes too. */
export const WithFooterActions: Story = {
  args: {
    title: 'Wijzigingen opslaan',
    children: 'Je hebt wijzigingen gemaakt in je profiel.',
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Annuleren
        </Button>
        <Button onPress={close}>Opslaan</Button>
      </>
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open venster' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(canvas.getByRole('button', { name: 'Open venster' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const AlertDialog: Story = {
  args: {
    role: 'alertdialog',
    isDismissable: false,
    title: 'Sessie verlopen',
    children: 'Je sessie is verlopen. Log opnieuw in om verder te gaan.',
    footer: ({ close }) => <Button onPress={close}>Opnieuw inloggen</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open venster' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sessie verlopen' });
    await expect(dialog).toBeVisible();
    // Its content (the footer's white band) keeps the panel's rounded corners.
    const panel = dialog.parentElement;
    await expect(getComputedStyle(dialog).borderRadius).not.toBe('0px');
    await expect(getComputedStyle(dialog).borderRadius).toBe(
      panel && getComputedStyle(panel).borderRadius,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw inloggen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const LongContent: Story = {
  args: {
    title: 'Algemene voorwaarden',
    children: (
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>
            Artikel {i + 1}. De opdrachtnemer voert de opdracht zelfstandig uit, zonder
            gezagsverhouding met de opdrachtgever, en is zelf verantwoordelijk voor de afdracht van
            belastingen.
          </p>
        ))}
      </>
    ),
    footer: ({ close }) => <Button onPress={close}>Akkoord</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open venster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Algemene voorwaarden' });
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(screen.getByRole('button', { name: 'Akkoord' })).toBeVisible();
  },
};

/** Controlled with `isOpen` / `onOpenChange`, without a trigger. */
export const Controlled: Story = {
  render: function ControlledModal(args) {
    const [isOpen, setIsOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setIsOpen(true)}>Open venster</Button>
        <p>{isOpen ? 'Open' : 'Gesloten'}</p>
        <Modal
          {...args}
          isOpen={isOpen}
          onOpenChange={(next) => {
            setIsOpen(next);
            args.onOpenChange?.(next);
          }}
        />
      </>
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open venster' }));
    await expect(await screen.findByRole('dialog')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(canvas.getByText('Gesloten')).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** `placement="drawer"`: along the right edge, full height; on a phone a sheet along the bottom. */
export const Drawer: Story = {
  args: {
    title: 'maandag 23 november 2026',
    children: 'Geen items op deze dag.',
    placement: 'drawer',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open venster' }));
    const dialog = await screen.findByRole('dialog', { name: 'maandag 23 november 2026' });
    const panel = (dialog.parentElement as HTMLElement).getBoundingClientRect();
    const viewport = document.documentElement;
    await expect(panel.right).toBeCloseTo(viewport.clientWidth, 0);
    if (window.matchMedia(narrowScreenQuery).matches) {
      // A phone: the whole width, against the bottom edge.
      await expect(panel.left).toBeCloseTo(0, 0);
      await expect(panel.bottom).toBeCloseTo(viewport.clientHeight, 0);
    } else {
      await expect(panel.top).toBeCloseTo(0, 0);
      await expect(panel.height).toBeCloseTo(viewport.clientHeight, 0);
    }
  },
};
