import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Card } from './Card';

const Text = styled.p`
  margin: 0;

  &[data-muted] {
    color: var(--pidz-color-grey-600);
  }
`;

/** Room around the card on the grey page, as on a screen. */
const Page = styled.div`
  padding: var(--pidz-space-md);
  background: var(--pidz-color-grey-100);
`;

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    children: (
      <Text>Je hebt nog geen diensten gepland. Nieuwe uitnodigingen verschijnen hier.</Text>
    ),
  },
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByText(/Je hebt nog geen diensten/).parentElement;
    await expect(card?.tagName).toBe('DIV');
  },
};

/** A section named by its heading is a region landmark. */
export const Section: Story = {
  render: function SectionCard(args) {
    const titleId = useId();
    return (
      <Card {...args} as="section" aria-labelledby={titleId}>
        <Heading id={titleId} level={2} size="lg">
          Talen
        </Heading>
        <Text>Je hebt nog geen talen toegevoegd.</Text>
      </Card>
    );
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Talen' });
    await expect(region.tagName).toBe('SECTION');
  },
};

/** A load failure: role alert, the button at its own width under the text. */
export const Alert: Story = {
  args: {
    role: 'alert',
    justifyItems: 'start',
    children: (
      <>
        <Text>Het laden is mislukt.</Text>
        <Button variant="secondary">Opnieuw proberen</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Het laden is mislukt.');
    const button = canvas.getByRole('button', { name: 'Opnieuw proberen' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(
      alert.getBoundingClientRect().width / 2,
    );
  },
};

/** A loading text that assistive technology announces. */
export const Status: Story = {
  args: {
    role: 'status',
    children: <Text data-muted>Bezig met laden…</Text>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Bezig met laden…');
  },
};

/** Larger gap between the children, e.g. a status row above a form. */
export const LargeGap: Story = {
  args: {
    gap: 'lg',
    children: (
      <>
        <Text>Deze taal is goedgekeurd en mag niet meer bewerkt worden</Text>
        <Text>Nederlands: Moedertaal</Text>
      </>
    ),
  },
};

/** Dense padding, e.g. cards in a list. */
export const CompactPadding: Story = {
  args: { padding: 'md', gap: 'sm', as: 'article' },
  play: async ({ canvas }) => {
    const card = canvas.getByText(/Je hebt nog geen diensten/).parentElement;
    await expect(card?.tagName).toBe('ARTICLE');
  },
};
