import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { CalendarEventTile, staticTileStyles } from './CalendarEventTile';

/** The box a tile fills; it styles a static tile, as a month grid does. */
const TileBox = styled.div`
  ${staticTileStyles}
`;

const meta = {
  title: 'UI/CalendarEventTile',
  component: CalendarEventTile,
  args: {
    id: 4711,
    type: 'shift',
    start: '2026-11-23T07:00:00+01:00',
    end: '2026-11-23T15:30:00+01:00',
    organisationName: 'Zorggroep De Linde',
    street: 'Lange Nieuwstraat',
    houseNumber: '38a',
    city: 'Utrecht',
    onPress: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <TileBox style={parameters.tileBox ?? { width: 220 }}>
        <Story />
      </TileBox>
    ),
  ],
} satisfies Meta<typeof CalendarEventTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shift: Story = {
  play: async ({ canvas, args }) => {
    const tile = canvas.getByRole('button', {
      name: 'Dienst 07:00–15:30 Zorggroep De Linde Lange Nieuwstraat 38a, Utrecht',
    });
    await expect(tile).not.toHaveAttribute('data-squashed');
    await userEvent.click(tile);
    await expect(args.onPress).toHaveBeenCalledWith(4711);
  },
};

export const Unavailable: Story = {
  args: {
    type: 'unavailable',
    organisationName: null,
    street: null,
    houseNumber: null,
    city: null,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Niet beschikbaar 07:00–15:30' }),
    ).toBeVisible();
  },
};

export const FreelancerRequest: Story = {
  args: { type: 'freelancer_request' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Aanvraag 07:00–15:30/ })).toBeVisible();
  },
};

export const AllDay: Story = {
  args: {
    type: 'unavailable',
    isAllDay: true,
    start: '2026-11-23T00:00:00+01:00',
    end: '2026-11-24T00:00:00+01:00',
    organisationName: null,
    street: null,
    houseNumber: null,
    city: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Niet beschikbaar Hele dag' })).toBeVisible();
  },
};

export const NightShift: Story = {
  args: { start: '2026-11-23T23:00:00+01:00', end: '2026-11-24T07:00:00+01:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Nachtdienst' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^Dienst 23:00–07:00 Nachtdienst/ }),
    ).toBeVisible();
  },
};

export const NightShiftFromCaller: Story = {
  args: {
    isNightShift: true,
    start: '2026-11-23T22:00:00+01:00',
    end: '2026-11-24T00:00:00+01:00',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Nachtdienst' })).toBeVisible();
  },
};

export const UnavailableOvernightHasNoNightIcon: Story = {
  args: {
    type: 'unavailable',
    start: '2026-11-23T20:00:00+01:00',
    end: '2026-11-24T08:00:00+01:00',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: 'Nachtdienst' })).toBeNull();
  },
};

export const ExtraLarge: Story = {
  args: { variant: 'extra-large' },
  parameters: { tileBox: { width: 320 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dienst')).toBeVisible();
  },
};

export const ExtraLargeRequest: Story = {
  args: { variant: 'extra-large', type: 'freelancer_request' },
  parameters: { tileBox: { width: 320 } },
};

export const ExtraLargeUnavailable: Story = {
  args: {
    variant: 'extra-large',
    type: 'unavailable',
    isAllDay: true,
    organisationName: null,
    street: null,
    houseNumber: null,
    city: null,
  },
  parameters: { tileBox: { width: 320 } },
};

/**
 * Without `onPress` and `href`: a static picture of the item (a `div` with `data-id`) for a
 * container that handles presses, here also squashed beforehand (`isSquashed`), as in a month cell.
 */
export const Static: Story = {
  args: { onPress: undefined, isSquashed: true },
  parameters: { tileBox: { width: 220, height: 24 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    const tile = canvasElement.querySelector('[data-id="4711"]');
    await expect(tile).toHaveAttribute('data-squashed');
    // Type and address, which a squashed tile only hides from sight, are left out.
    await expect(tile).toHaveTextContent(/^07:00–15:30Zorggroep De Linde$/);
  },
};

export const SquashedNarrow: Story = {
  parameters: { tileBox: { width: 100 } },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: /^Dienst 07:00–15:30/ });
    await waitFor(() => expect(tile).toHaveAttribute('data-squashed'));
    // The address is only hidden from sight: screen readers still hear it.
    await expect(tile).toHaveAccessibleName(
      'Dienst 07:00–15:30 Zorggroep De Linde Lange Nieuwstraat 38a, Utrecht',
    );
  },
};

export const SquashedLow: Story = {
  parameters: { tileBox: { width: 220, height: 24 } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Dienst/ })).toHaveAttribute('data-squashed'),
    );
  },
};

/** Widens the box the tile fills. */
const widenBox = (tile: HTMLElement) => {
  if (!tile.parentElement) throw new Error('The tile has no box');
  tile.parentElement.style.width = '240px';
};

export const UnsquashesWhenWidened: Story = {
  parameters: { tileBox: { width: 100 } },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: /^Dienst/ });
    await waitFor(() => expect(tile).toHaveAttribute('data-squashed'));
    widenBox(tile);
    await waitFor(() => expect(tile).not.toHaveAttribute('data-squashed'));
  },
};

export const StaysSquashedWhileLow: Story = {
  parameters: { tileBox: { width: 100, height: 24 } },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: /^Dienst/ });
    await waitFor(() => expect(tile).toHaveAttribute('data-squashed'));
    widenBox(tile);
    await waitFor(() => expect(tile.getBoundingClientRect().width).toBe(240));
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    await expect(tile).toHaveAttribute('data-squashed');
  },
};

export const AsLink: Story = {
  args: { href: '/shifts/4711' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Dienst 07:00–15:30/ })).toHaveAttribute(
      'href',
      '/shifts/4711',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Dienst/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledWith(4711);
  },
};

export const LongContent: Story = {
  args: {
    organisationName: 'Stichting Regionale Zorgcombinatie Utrechtse Heuvelrug en Kromme Rijnstreek',
    street: 'Burgemeester van Tuyllkade',
    houseNumber: '112-bis',
    city: 'Wijk bij Duurstede',
  },
};

export const LongContentExtraLarge: Story = {
  args: { ...LongContent.args, variant: 'extra-large' },
  parameters: { tileBox: { width: 320 } },
};
