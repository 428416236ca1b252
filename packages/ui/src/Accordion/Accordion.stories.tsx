import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Accordion } from './Accordion';

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: {
    onChange: fn(),
    items: [
      {
        id: 'work',
        title: 'Werkervaring',
        content: 'Verpleegkundige, Ziekenhuis Rijnstate, 2019 - heden.',
      },
      {
        id: 'education',
        title: 'Opleidingen',
        content: 'HBO-V, Hogeschool van Arnhem en Nijmegen.',
      },
      { id: 'languages', title: 'Talen', content: 'Nederlands (moedertaal), Engels (goed).' },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Single mode: opening one closes the other; clicking the open one closes it. */
export const Single: Story = {
  play: async ({ canvas, args }) => {
    const work = canvas.getByRole('button', { name: 'Werkervaring' });
    const education = canvas.getByRole('button', { name: 'Opleidingen' });
    await expect(work).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(work);
    await expect(work).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Werkervaring' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(['work']);

    await userEvent.click(education);
    await expect(education).toHaveAttribute('aria-expanded', 'true');
    await expect(work).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(['education']);

    await userEvent.click(education);
    await expect(education).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** Multi mode: each item toggles on its own. */
export const Multi: Story = {
  args: { mode: 'multi' },
  play: async ({ canvas, args }) => {
    const work = canvas.getByRole('button', { name: 'Werkervaring' });
    const education = canvas.getByRole('button', { name: 'Opleidingen' });
    await userEvent.click(work);
    await userEvent.click(education);
    await expect(work).toHaveAttribute('aria-expanded', 'true');
    await expect(education).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(['work', 'education']);

    await userEvent.click(work);
    await expect(work).toHaveAttribute('aria-expanded', 'false');
    await expect(education).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(['education']);
  },
};

export const InitiallyOpen: Story = {
  args: { defaultValue: ['education'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Opleidingen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const MultiAllOpen: Story = {
  args: { mode: 'multi', defaultValue: ['work', 'education', 'languages'] },
};

/** Keyboard: Enter toggles, arrow keys move between headers. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const work = canvas.getByRole('button', { name: 'Werkervaring' });
    await expect(work).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(work).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Opleidingen' })).toHaveFocus();
  },
};

export const DisabledItem: Story = {
  args: {
    items: [
      { id: 'work', title: 'Werkervaring', content: 'Verpleegkundige.' },
      { id: 'locked', title: 'Registraties', content: 'BIG-registratie.', isDisabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Registraties' })).toBeDisabled();
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

export const LongContent: Story = {
  args: {
    defaultValue: ['work'],
    items: [
      {
        id: 'work',
        title:
          'Werkervaring als verpleegkundige op de afdeling intensive care en spoedeisende hulp in meerdere ziekenhuizen',
        content: Array.from(
          { length: 8 },
          () =>
            'Zelfstandig verantwoordelijk voor de zorg van patiënten, overdracht aan collega’s en rapportage in het elektronisch patiëntendossier.',
        ).join(' '),
      },
    ],
  },
};

/** Controlled by `value` / `onChange`. */
export const Controlled: Story = {
  args: { mode: 'multi' },
  render: function ControlledAccordion(args) {
    const [open, setOpen] = useState<string[]>(['languages']);
    return (
      <>
        <p>Open: {open.join(', ') || 'geen'}</p>
        <Accordion {...args} value={open} onChange={setOpen} />
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Talen' }));
    await expect(canvas.getByText('Open: geen')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Werkervaring' }));
    await expect(canvas.getByText('Open: work')).toBeVisible();
  },
};
