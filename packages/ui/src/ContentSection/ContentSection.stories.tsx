import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon, plusIcon } from '../Icon';
import { LinkButton } from '../LinkButton';
import { ContentSection } from './ContentSection';

const paragraph =
  'Als zelfstandig verpleegkundige werk ik op afdelingen interne geneeskunde, cardiologie en de spoedeisende hulp. Ik neem diensten aan in de regio Utrecht en Amersfoort.';

const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, i) => (
    <p key={i}>
      {i + 1}. {paragraph}
    </p>
  ));

const meta = {
  title: 'UI/ContentSection',
  component: ContentSection,
  args: { title: 'Werkervaring', children: paragraphs(2) },
} satisfies Meta<typeof ContentSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Short content: no toggle. */
export const Short: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Werkervaring' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * Content taller than 720 px is cut to 720 px; 'Toon alles' shows it all, 'Toon minder' cuts it
 * again; focus moving to what the cut hides shows it all.
 */
export const Long: Story = {
  args: { children: paragraphs(30) },
  play: async ({ canvas }) => {
    const showAll = await canvas.findByRole('button', { name: 'Toon alles' });
    await expect(showAll).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(showAll.getAttribute('aria-controls') ?? '');
    await expect(content?.getBoundingClientRect().height).toBe(720);

    await userEvent.click(showAll);
    const showLess = canvas.getByRole('button', { name: 'Toon minder' });
    await expect(showLess).toHaveAttribute('aria-expanded', 'true');
    await expect(content?.getBoundingClientRect().height).toBeGreaterThan(720);

    await userEvent.click(showLess);
    await expect(canvas.getByRole('button', { name: 'Toon alles' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // Focus moving to what the cut hides (e.g. a screen bringing back a saved item) shows it all.
    const last = content?.querySelector<HTMLElement>('p:last-of-type');
    last?.setAttribute('tabindex', '-1');
    last?.focus();
    await expect(await canvas.findByRole('button', { name: 'Toon minder' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Controls beside the title, e.g. a link to add an item. */
export const WithActions: Story = {
  args: {
    title: 'Talen',
    children: <p>Je hebt nog geen talen toegevoegd.</p>,
    actions: (
      <LinkButton href="/cv/languages/add" variant="secondary" isCompact>
        <Icon icon={plusIcon} size="small" />
        Taal toevoegen
      </LinkButton>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Talen' });
    await expect(within(region).getByRole('link', { name: 'Taal toevoegen' })).toHaveAttribute(
      'href',
      '/cv/languages/add',
    );
  },
};

export const Empty: Story = {
  args: { children: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The toggle appears when content grows past 720 px (ResizeObserver). */
export const GrowingContent: Story = {
  render: function Growing(args) {
    const [count, setCount] = useState(2);
    return (
      <>
        <Button onPress={() => setCount(30)}>Meer laden</Button>
        <ContentSection {...args}>{paragraphs(count)}</ContentSection>
      </>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Toon alles' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Toon alles' })).toBeVisible());
  },
};
